// The English locale.
import { languageNames } from '../../languageNames';
import type { Locale } from '../types';
import { account } from './account';
import { admin } from './admin';
import { auth } from './auth';
import { build } from './build';
import { canvas } from './canvas';
import { chat } from './chat';
import { common } from './common';
import { editor } from './editor';
import { embed } from './embed';
import { errors } from './errors';
import { fields } from './fields';
import { files } from './files';
import { integration } from './integration';
import { marketplace } from './marketplace';
import { modals } from './modals';
import { nodes } from './nodes';
import { outputs } from './outputs';
import { playground } from './playground';
import { seeded } from './seeded';
import { serverMessages } from './serverMessages';
import { share } from './share';
import { shell } from './shell';
import { variables } from './variables';
import { voice } from './voice';
import { workspace } from './workspace';

export const en = {
  name: languageNames.en,
  resources: { common, errors, shell, auth, account, admin, variables, workspace, editor, canvas, fields, modals, nodes, outputs, chat, build, playground, marketplace, files, share, embed, integration, serverMessages, seeded, voice },
} satisfies Locale;
