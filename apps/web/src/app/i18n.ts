import { createI18n, supportedLanguages, type Language } from '@app/i18n';

export const LANGUAGE_STORAGE_KEY = 'app-language';

function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

/** The language chosen last time on this browser; Chinese by default (spec/1 section 1). */
export function storedLanguage(): Language {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'zh';
}

function applyToDocument(i18n: ReturnType<typeof createI18n>, lng: Language) {
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('shell:brand');
}

/** i18next for the console: starts in the stored language and remembers every switch. */
export function createAppI18n(lng: Language = storedLanguage()) {
  const i18n = createI18n(lng);
  applyToDocument(i18n, lng);
  i18n.on('languageChanged', (next: string) => {
    if (!isLanguage(next)) return;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    applyToDocument(i18n, next);
  });
  return i18n;
}
