// The texts of the embedded chat page alone (its own, the chat's, the build's and the server's
// coded messages its error blocks word), so its bundle carries four namespaces instead of every screen's.
import type { PartialResources } from './createPartialI18n';
import { build as enBuild } from './locales/en/build';
import { chat as enChat } from './locales/en/chat';
import { embed as enEmbed } from './locales/en/embed';
import { serverMessages as enServerMessages } from './locales/en/serverMessages';
import { build as zhBuild } from './locales/zh/build';
import { chat as zhChat } from './locales/zh/chat';
import { embed as zhEmbed } from './locales/zh/embed';
import { serverMessages as zhServerMessages } from './locales/zh/serverMessages';

export const embedResources = {
  zh: { embed: zhEmbed, chat: zhChat, build: zhBuild, serverMessages: zhServerMessages },
  en: { embed: enEmbed, chat: enChat, build: enBuild, serverMessages: enServerMessages },
} satisfies PartialResources;

/** The embed namespace alone, for the loader script that has no i18next (its bubble's labels). */
export const embedTexts = { zh: zhEmbed, en: enEmbed };
