// The server's coded messages load into an instance on demand: its language only, once, and again
// after a load that failed (a network error on the chunk).
import { describe, expect, it, vi } from 'vitest';
import { createPartialI18n, embedResources, loadServerMessages, wordCodedText } from '../src/index';

const coded = { code: 'VARIABLE_NOT_FOUND', text: 'Variable K not found (field api_key).', params: { name: 'K', field: 'api_key' } };

describe('loadServerMessages', () => {
  it('adds the texts of the instance’s language alone, so a coded text is worded in it', async () => {
    const zh = createPartialI18n('zh-CN', embedResources);
    expect(zh.hasResourceBundle('zh', 'serverMessages')).toBe(false);
    await loadServerMessages(zh);
    expect(wordCodedText(zh, coded)).toBe('找不到变量 K（字段 api_key）。');
    expect(zh.hasResourceBundle('en', 'serverMessages')).toBe(false);
  });

  it('adds them to that instance alone, not to the resources it was made from', async () => {
    const first = createPartialI18n('zh', embedResources);
    await loadServerMessages(first);
    expect(Object.keys(embedResources.zh)).not.toContain('serverMessages');
    expect(createPartialI18n('zh', embedResources).hasResourceBundle('zh', 'serverMessages')).toBe(false);
  });

  it('loads once for calls made while it is under way, and not again once loaded', async () => {
    const en = createPartialI18n('en', embedResources);
    const add = vi.spyOn(en, 'addResourceBundle');
    await Promise.all([loadServerMessages(en), loadServerMessages(en)]);
    await loadServerMessages(en);
    expect(add).toHaveBeenCalledOnce();
    expect(wordCodedText(en, { ...coded, text: 'as sent' })).toBe('Variable K not found (field api_key).');
  });

  it('rejects when the texts cannot be loaded, and loads them on the next call', async () => {
    // A fresh module graph: the texts are not loaded yet, as on a page that has shown no coded error.
    vi.resetModules();
    const fresh = await import('../src/index');
    const en = fresh.createPartialI18n('en', fresh.embedResources);
    vi.doMock('../src/locales/en/serverMessages', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(fresh.loadServerMessages(en)).rejects.toThrow();
    expect(en.hasResourceBundle('en', 'serverMessages')).toBe(false);
    vi.doUnmock('../src/locales/en/serverMessages');
    await fresh.loadServerMessages(en);
    expect(en.hasResourceBundle('en', 'serverMessages')).toBe(true);
  });
});
