// The texts the chat shows: its own namespace and the build's (the app chat's run failures). Each is
// imported alone from @app/i18n, so an app's bundle carries these two namespaces instead of every
// screen's. The server's coded messages (error blocks) load with the first one (codedWording.ts).
import { createPartialI18n, type PartialResources } from '@app/i18n/core';
import { build as enBuild } from '@app/i18n/locales/en/build';
import { chat as enChat } from '@app/i18n/locales/en/chat';
import { build as zhBuild } from '@app/i18n/locales/zh/build';
import { chat as zhChat } from '@app/i18n/locales/zh/chat';
import type { i18n } from 'i18next';

/** The namespaces the chat's components read; an app's own i18next instance must include them. */
export const chatUiNamespaces = ['chat', 'build'] as const;

/** The chat's namespaces in every language, to add to an app's resources. */
export const chatUiResources = {
  zh: { chat: zhChat, build: zhBuild },
  en: { chat: enChat, build: enBuild },
} satisfies PartialResources;

/** A ready instance with the chat's texts alone (`chat` the default namespace), for an app without its own. */
export function createChatI18n(lng = 'zh'): i18n {
  return createPartialI18n(lng, chatUiResources);
}
