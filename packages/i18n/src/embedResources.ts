// The texts of the embedded chat page alone (its own, the chat's and the build's), so its bundle
// carries three namespaces instead of every screen's. The server's coded messages its error blocks
// word load with the first such error (loadServerMessages).
import type { PartialResources } from './createPartialI18n';
import { build as enBuild } from './locales/en/build';
import { chat as enChat } from './locales/en/chat';
import { embed as enEmbed } from './locales/en/embed';
import { build as zhBuild } from './locales/zh/build';
import { chat as zhChat } from './locales/zh/chat';
import { embed as zhEmbed } from './locales/zh/embed';

export const embedResources = {
  zh: { embed: zhEmbed, chat: zhChat, build: zhBuild },
  en: { embed: enEmbed, chat: enChat, build: enBuild },
} satisfies PartialResources;

/** The embed namespace alone, for the loader script that has no i18next (its bubble's labels). */
export const embedTexts = { zh: zhEmbed, en: enEmbed };
