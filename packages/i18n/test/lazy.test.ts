// Texts loaded on demand: one language, only the namespaces asked for, more when a screen or a
// language switch needs them.
import { describe, expect, it } from 'vitest';
import { createLazyI18n, lazyLanguages, lazyNamespaces, loadNamespace } from '../src/lazy';
import { namespaces, resources, supportedLanguages } from '../src/index';

describe('createLazyI18n', () => {
  it('has every namespace of every language to load, as the root resources hold it', async () => {
    expect(lazyLanguages).toEqual(supportedLanguages);
    expect(lazyNamespaces).toEqual(namespaces);
    for (const language of lazyLanguages) {
      for (const namespace of lazyNamespaces) expect(await loadNamespace(language, namespace), `${language}/${namespace}`).toBe(resources[language][namespace]);
    }
  });

  it('loads the namespaces asked for in one language before it resolves, and no other', async () => {
    const i18n = await createLazyI18n('zh', ['common', 'shell']);
    expect(i18n.t('shell:menu.explore')).toBe('应用广场');
    expect(i18n.hasResourceBundle('zh', 'editor')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(false);
  });

  it('loads more namespaces on request', async () => {
    const i18n = await createLazyI18n('en', ['common']);
    await i18n.loadNamespaces('auth');
    expect(i18n.t('common:retry')).toBe('Retry');
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'auth')).toBe(false);
  });

  it('loads every namespace in use in the other language before a switch', async () => {
    const i18n = await createLazyI18n('zh', ['common']);
    await i18n.loadNamespaces('shell');
    const shown: string[] = [];
    i18n.on('languageChanged', () => shown.push(i18n.t('shell:menu.explore'), i18n.t('common:retry')));
    await i18n.changeLanguage('en');
    expect(shown).toEqual(['Marketplace', 'Retry']);
    expect(i18n.hasResourceBundle('en', 'editor')).toBe(false);
  });
});
