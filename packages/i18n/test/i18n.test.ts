import { ErrorCode } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import { createI18n, createPartialI18n, defaultNS, embedResources, errorMessageKey, namespaces, resources, supportedLanguages } from '../src/index';

describe('resources', () => {
  it('offer zh (default) and en with the same namespaces', () => {
    expect(supportedLanguages).toEqual(['zh', 'en']);
    expect(defaultNS).toBe('common');
    for (const language of supportedLanguages) expect(Object.keys(resources[language]).sort()).toEqual([...namespaces].sort());
  });

  it.each(Object.entries(ErrorCode))('have a zh and an en text for ErrorCode.%s', (_name, code) => {
    const zh = createI18n('zh');
    const en = createI18n('en');
    const key = errorMessageKey(code);
    expect(key).toBe(`errors:${code}`);
    expect(zh.exists(key)).toBe(true);
    expect(en.exists(key)).toBe(true);
    expect(en.t(key)).not.toBe(zh.t(key));
  });
});

describe('createI18n', () => {
  it('is ready on return, in Chinese by default', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('zh');
    expect(i18n.t('ok')).toBe('确定');
    expect(i18n.t('common:unexpectedError')).toBe('抱歉，我们发现了一个意外错误！请联系客服，谢谢！');
  });

  it('maps regional locales onto zh and en, and falls back to zh', () => {
    expect(createI18n('en-US').t('common:restart')).toBe('Restart');
    expect(createI18n('zh-CN').t('common:restart')).toBe('重启');
    expect(createI18n('fr-FR').t('common:restart')).toBe('重启');
  });

  it('gives independent instances', () => {
    const a = createI18n('zh');
    const b = createI18n('zh');
    void b.changeLanguage('en');
    expect(a.t('common:cancel')).toBe('取消');
    expect(b.t('common:cancel')).toBe('Cancel');
  });
});

describe('errorMessageKey', () => {
  it('falls back to the generic text for unknown or missing codes', () => {
    expect(errorMessageKey(12345)).toBe('errors:unknown');
    expect(errorMessageKey(undefined)).toBe('errors:unknown');
    expect(createI18n().t(errorMessageKey(12345))).toBe('未知异常');
    expect(createI18n('en').t(errorMessageKey(ErrorCode.WRONG_CREDENTIALS))).toBe('Incorrect username or password');
  });
});

describe('createPartialI18n', () => {
  it('knows only those, the first being the default (the embedded page bundles chat, build and embed)', () => {
    const i18n = createPartialI18n('en', embedResources);
    expect(i18n.t('refused.disabled')).toMatch(/channel code is disabled/);
    expect(i18n.t('chat:app.newChat')).toBe('New conversation');
    expect(i18n.exists('common:ok')).toBe(false);
    expect(createPartialI18n('zh', embedResources).t('embed:refused.disabled')).toMatch(/渠道码已停用/);
  });

  it('leaves the server’s coded messages out of the embedded page’s texts: they load with the first coded error', () => {
    for (const language of supportedLanguages) expect(Object.keys(embedResources[language]).sort()).toEqual(['build', 'chat', 'embed']);
  });
});
