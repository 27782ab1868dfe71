// All translations, by language and namespace, in the shape i18next takes as `resources`.
import { account as enAccount } from './locales/en/account';
import { admin as enAdmin } from './locales/en/admin';
import { auth as enAuth } from './locales/en/auth';
import { common as enCommon } from './locales/en/common';
import { errors as enErrors } from './locales/en/errors';
import { nodes as enNodes } from './locales/en/nodes';
import { outputs as enOutputs } from './locales/en/outputs';
import { shell as enShell } from './locales/en/shell';
import { variables as enVariables } from './locales/en/variables';
import { account as zhAccount } from './locales/zh/account';
import { admin as zhAdmin } from './locales/zh/admin';
import { auth as zhAuth } from './locales/zh/auth';
import { common as zhCommon } from './locales/zh/common';
import { errors as zhErrors } from './locales/zh/errors';
import { nodes as zhNodes } from './locales/zh/nodes';
import { outputs as zhOutputs } from './locales/zh/outputs';
import { shell as zhShell } from './locales/zh/shell';
import { variables as zhVariables } from './locales/zh/variables';
import { workspace as enWorkspace } from './locales/en/workspace';
import { editor as enEditor } from './locales/en/editor';
import { canvas as enCanvas } from './locales/en/canvas';
import { fields as enFields } from './locales/en/fields';
import { modals as enModals } from './locales/en/modals';
import { workspace as zhWorkspace } from './locales/zh/workspace';
import { editor as zhEditor } from './locales/zh/editor';
import { canvas as zhCanvas } from './locales/zh/canvas';
import { fields as zhFields } from './locales/zh/fields';
import { modals as zhModals } from './locales/zh/modals';
import { chat as enChat } from './locales/en/chat';
import { chat as zhChat } from './locales/zh/chat';
import { build as enBuild } from './locales/en/build';
import { build as zhBuild } from './locales/zh/build';
import { playground as enPlayground } from './locales/en/playground';
import { playground as zhPlayground } from './locales/zh/playground';

/** Chinese first: it is the default and the fallback. */
export const supportedLanguages = ['zh', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

export const namespaces = ['common', 'errors', 'shell', 'auth', 'account', 'admin', 'variables', 'workspace', 'editor', 'canvas', 'fields', 'modals', 'nodes', 'outputs', 'chat', 'build', 'playground'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNS: Namespace = 'common';

export const resources = {
  zh: { common: zhCommon, errors: zhErrors, shell: zhShell, auth: zhAuth, account: zhAccount, admin: zhAdmin, variables: zhVariables, workspace: zhWorkspace, editor: zhEditor, canvas: zhCanvas, fields: zhFields, modals: zhModals, nodes: zhNodes, outputs: zhOutputs, chat: zhChat, build: zhBuild, playground: zhPlayground },
  en: { common: enCommon, errors: enErrors, shell: enShell, auth: enAuth, account: enAccount, admin: enAdmin, variables: enVariables, workspace: enWorkspace, editor: enEditor, canvas: enCanvas, fields: enFields, modals: enModals, nodes: enNodes, outputs: enOutputs, chat: enChat, build: enBuild, playground: enPlayground },
} satisfies Record<Language, Record<Namespace, object>>;

/** The Chinese resources; declare them as i18next's CustomTypeOptions for typed `t` keys. */
export type Resources = (typeof resources)['zh'];
