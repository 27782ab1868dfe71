import type { Language } from '@app/i18n';

/** The page's language: `?lang=` when it is one of ours, else English for an en* browser, else Chinese (the default). */
export function pageLanguage(requested: string | null, browser: string): Language {
  if (requested === 'zh' || requested === 'en') return requested;
  return /^en\b/i.test(browser) ? 'en' : 'zh';
}
