// i18next over texts loaded on demand: one language, and in it only the namespaces asked for, each
// a dynamic import (a chunk of its own in an app's bundle). What a console imports so its first page
// carries neither every screen's texts nor the other languages; a language switch or a screen that
// asks for more namespaces loads them then.
import i18next, { type BackendModule, type i18n } from 'i18next';
// Types only: a value import of ./resources would bring every locale into the bundle.
import type { Language, Namespace } from './resources';

export { languageNames } from './languageNames';
export type { Language, Namespace } from './resources';

type NamespaceLoaders = { [N in Namespace]: () => Promise<Record<N, object>> };

// Written out, not a computed path, so every bundler (and the package's own build) sees each chunk.
const loaders: Record<Language, NamespaceLoaders> = {
  zh: {
    common: () => import('./locales/zh/common'),
    errors: () => import('./locales/zh/errors'),
    shell: () => import('./locales/zh/shell'),
    auth: () => import('./locales/zh/auth'),
    account: () => import('./locales/zh/account'),
    admin: () => import('./locales/zh/admin'),
    variables: () => import('./locales/zh/variables'),
    workspace: () => import('./locales/zh/workspace'),
    editor: () => import('./locales/zh/editor'),
    canvas: () => import('./locales/zh/canvas'),
    fields: () => import('./locales/zh/fields'),
    modals: () => import('./locales/zh/modals'),
    nodes: () => import('./locales/zh/nodes'),
    outputs: () => import('./locales/zh/outputs'),
    chat: () => import('./locales/zh/chat'),
    build: () => import('./locales/zh/build'),
    playground: () => import('./locales/zh/playground'),
    marketplace: () => import('./locales/zh/marketplace'),
    files: () => import('./locales/zh/files'),
    share: () => import('./locales/zh/share'),
    embed: () => import('./locales/zh/embed'),
    integration: () => import('./locales/zh/integration'),
    serverMessages: () => import('./locales/zh/serverMessages'),
    seeded: () => import('./locales/zh/seeded'),
    voice: () => import('./locales/zh/voice'),
  },
  en: {
    common: () => import('./locales/en/common'),
    errors: () => import('./locales/en/errors'),
    shell: () => import('./locales/en/shell'),
    auth: () => import('./locales/en/auth'),
    account: () => import('./locales/en/account'),
    admin: () => import('./locales/en/admin'),
    variables: () => import('./locales/en/variables'),
    workspace: () => import('./locales/en/workspace'),
    editor: () => import('./locales/en/editor'),
    canvas: () => import('./locales/en/canvas'),
    fields: () => import('./locales/en/fields'),
    modals: () => import('./locales/en/modals'),
    nodes: () => import('./locales/en/nodes'),
    outputs: () => import('./locales/en/outputs'),
    chat: () => import('./locales/en/chat'),
    build: () => import('./locales/en/build'),
    playground: () => import('./locales/en/playground'),
    marketplace: () => import('./locales/en/marketplace'),
    files: () => import('./locales/en/files'),
    share: () => import('./locales/en/share'),
    embed: () => import('./locales/en/embed'),
    integration: () => import('./locales/en/integration'),
    serverMessages: () => import('./locales/en/serverMessages'),
    seeded: () => import('./locales/en/seeded'),
    voice: () => import('./locales/en/voice'),
  },
};

export const lazyLanguages = Object.keys(loaders) as Language[];
export const lazyNamespaces = Object.keys(loaders.zh) as Namespace[];

/** Loads one namespace of one language; what i18next's backend calls. */
export async function loadNamespace(language: Language, namespace: Namespace): Promise<object> {
  const module = (await loaders[language][namespace]()) as Record<Namespace, object>;
  return module[namespace];
}

const isLanguage = (value: string): value is Language => Object.hasOwn(loaders, value);
const isNamespace = (value: string): value is Namespace => Object.hasOwn(loaders.zh, value);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isNamespace(namespace)) return callback(new Error(`no texts for ${language}/${namespace}`), false);
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * An instance in `lng` with the namespaces `ns` loaded when the promise settles, so a first render
 * never shows keys. `loadNamespaces` adds more; `changeLanguage` loads every namespace loaded so far
 * in the new language before it switches. No fallback language: every locale has every key (a
 * compile-time check), and a fallback would load a second language.
 */
export async function createLazyI18n(lng: Language, ns: Namespace[]): Promise<i18n> {
  const instance = i18next.createInstance().use(lazyBackend);
  await instance.init({
    lng,
    fallbackLng: false,
    supportedLngs: lazyLanguages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns,
    defaultNS: 'common',
    // React escapes rendered text; escaping here too would show entities like &amp;.
    interpolation: { escapeValue: false },
  });
  return instance;
}
