import { describe, expect, it } from 'vitest';
import { pageLanguage } from './language';

describe('pageLanguage', () => {
  it('takes ?lang= first, then an English browser, and is Chinese otherwise', () => {
    expect(pageLanguage('en', 'zh-CN')).toBe('en');
    expect(pageLanguage('zh', 'en-US')).toBe('zh');
    expect(pageLanguage(null, 'en-GB')).toBe('en');
    expect(pageLanguage('fr', 'fr-FR')).toBe('zh');
    expect(pageLanguage(null, 'zh-TW')).toBe('zh');
  });
});
