// The server's coded messages are the largest namespace a chat page needs, and it needs them only
// to word a coded error: they load on the first one, one dynamic import per language (a chunk of
// its own in an app's bundle), into whichever instance words it.
import type { i18n } from 'i18next';
// Types only: a value import of ./resources would bring every locale into the bundle.
import type { Language } from './resources';

const NAMESPACE = 'serverMessages';

// Written out, not a computed path, so every bundler sees each chunk.
const loaders: Record<Language, () => Promise<{ serverMessages: object }>> = {
  zh: () => import('./locales/zh/serverMessages'),
  en: () => import('./locales/en/serverMessages'),
};

const isLanguage = (value: string | undefined): value is Language => value !== undefined && Object.hasOwn(loaders, value);

/** The language whose texts `instance` shows: its resolved one, else zh (every instance's fallback). */
function languageOf(instance: i18n): Language {
  const language = instance.resolvedLanguage;
  return isLanguage(language) ? language : 'zh';
}

// One load per instance and language at a time; a failed one is forgotten, so the next error tries again.
const pending = new WeakMap<i18n, Map<Language, Promise<void>>>();

/**
 * Adds the `serverMessages` namespace of the instance's language unless it has it already (an app
 * that bundles it, or loads every namespace). Settles once `wordCodedText` can word with it;
 * rejects when its chunk cannot be loaded (the caller shows a generic text instead).
 */
export function loadServerMessages(instance: i18n): Promise<void> {
  const language = languageOf(instance);
  if (instance.hasResourceBundle(language, NAMESPACE)) return Promise.resolve();
  const loads = pending.get(instance) ?? new Map<Language, Promise<void>>();
  pending.set(instance, loads);
  const started = loads.get(language);
  if (started) return started;
  const load = loaders[language]().then(
    (module) => {
      instance.addResourceBundle(language, NAMESPACE, module.serverMessages);
      loads.delete(language);
    },
    (error: unknown) => {
      loads.delete(language);
      throw error;
    },
  );
  loads.set(language, load);
  return load;
}
