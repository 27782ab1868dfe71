// The Chinese locale: the default and the fallback, and the reference every other locale
// mirrors key for key (see README, "Adding a language").
import { languageNames } from '../../languageNames';
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

export const zh = {
  /** The language's own name, as the language switch lists it. */
  name: languageNames.zh,
  resources: { common, errors, shell, auth, account, admin, variables, workspace, editor, canvas, fields, modals, nodes, outputs, chat, build, playground, marketplace, files, share, embed, integration, serverMessages, seeded, voice },
};
