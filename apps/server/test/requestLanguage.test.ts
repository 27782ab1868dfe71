import { describe, expect, it } from 'vitest';
import { textLanguageOf } from '../src/http/requestLanguage';

describe('textLanguageOf', () => {
  it('takes the first accepted language the server has texts for', () => {
    expect(textLanguageOf('en')).toBe('en');
    expect(textLanguageOf('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(textLanguageOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(textLanguageOf('fr-FR,en;q=0.5')).toBe('en');
    expect(textLanguageOf('zh;q=0.4,en;q=0.7')).toBe('en');
  });

  it('answers Chinese, the default, for no header, unknown languages and refused ones', () => {
    expect(textLanguageOf(undefined)).toBe('zh');
    expect(textLanguageOf('')).toBe('zh');
    expect(textLanguageOf('fr, de')).toBe('zh');
    expect(textLanguageOf('en;q=0')).toBe('zh');
  });
});
