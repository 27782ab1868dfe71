import { createLazyI18n, lazyLanguages, type Language } from '@app/i18n/lazy';
import type { i18n as I18n } from 'i18next';
import { FIRST_PAGE_NAMESPACES } from './firstPageNamespaces';

export const LANGUAGE_STORAGE_KEY = 'app-language';

function isLanguage(value: unknown): value is Language {
  return lazyLanguages.includes(value as Language);
}

/** The language chosen last time on this browser; Chinese by default (spec/1 section 1). */
export function storedLanguage(): Language {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'zh';
}

function applyToDocument(i18n: I18n, lng: Language) {
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('shell:brand');
}

/**
 * i18next for the console: the stored language's first-page texts loaded when it resolves (the
 * boot awaits it, so no key ever shows), every switch remembered. A switch loads the new language's
 * texts in use first, then changes.
 */
export async function loadAppI18n(lng: Language = storedLanguage()): Promise<I18n> {
  const i18n = await createLazyI18n(lng, FIRST_PAGE_NAMESPACES);
  applyToDocument(i18n, lng);
  i18n.on('languageChanged', (next: string) => {
    if (!isLanguage(next)) return;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    applyToDocument(i18n, next);
  });
  return i18n;
}
