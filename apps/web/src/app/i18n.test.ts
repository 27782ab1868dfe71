import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_NAMESPACES } from './firstPageNamespaces';
import { LANGUAGE_STORAGE_KEY, loadAppI18n, storedLanguage } from './i18n';

describe('console language', () => {
  it('defaults to Chinese, with the first page’s texts loaded and no other language', async () => {
    expect(storedLanguage()).toBe('zh');
    const i18n = await loadAppI18n();
    expect(i18n.t('shell:menu.explore')).toBe('应用广场');
    expect(i18n.t('auth:login.submit')).toBe('登录');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(false);
    expect(i18n.hasResourceBundle('zh', 'editor')).toBe(false);
  });

  it('loads the other language on a switch and remembers it for the next start', async () => {
    const i18n = await loadAppI18n();
    await i18n.changeLanguage('en');
    for (const namespace of FIRST_PAGE_NAMESPACES) expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
    expect(i18n.t('shell:menu.explore')).toBe('Marketplace');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect((await loadAppI18n()).t('shell:menu.explore')).toBe('Marketplace');
  });

  it('ignores an unknown stored language', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('zh');
  });
});
