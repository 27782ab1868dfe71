import { describe, expect, it } from 'vitest';
import { createAppI18n, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';

describe('console language', () => {
  it('defaults to Chinese', () => {
    expect(storedLanguage()).toBe('zh');
    const i18n = createAppI18n();
    expect(i18n.t('shell:menu.explore')).toBe('应用广场');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('remembers a switch to English for the next start', async () => {
    const i18n = createAppI18n();
    await i18n.changeLanguage('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(createAppI18n().t('shell:menu.explore')).toBe('Marketplace');
  });

  it('ignores an unknown stored language', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('zh');
  });
});
