import { describe, expect, it } from 'vitest';
import { createI18n, isSeededText, SEEDED_TEXTS, seededText } from '../src/index';

describe('seededText', () => {
  it('shows the seeded records’ stored texts in the user’s language', () => {
    const en = createI18n('en');
    expect(seededText(en, '所有用户')).toBe('All users');
    expect(seededText(en, '默认策略组')).toBe('Default policy group');
    expect(seededText(en, '所有用户均可使用')).toBe('Available to all users');
    expect(seededText(en, '我的收藏')).toBe('My collection');
    expect(seededText(createI18n('zh'), '我的收藏')).toBe('我的收藏');
  });

  it('leaves any other text as stored', () => {
    expect(seededText(createI18n('en'), '销售部')).toBe('销售部');
    expect(SEEDED_TEXTS.defaultFolder).toBe('我的收藏');
  });

  it('tells a seeded text from user data', () => {
    expect(isSeededText('我的收藏')).toBe(true);
    expect(isSeededText('销售部')).toBe(false);
  });
});
