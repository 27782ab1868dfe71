import { describe, expect, it } from 'vitest';
import { searchBoxWidth } from './searchBoxWidth';

describe('searchBoxWidth', () => {
  it('keeps the usual width for short placeholders', () => {
    expect(searchBoxWidth('搜索用户名、昵称、手机号或邮箱')).toBe(280);
  });

  it('widens for a long English placeholder, so it is not cut', () => {
    expect(searchBoxWidth('Search by username, nickname, phone or email')).toBeGreaterThanOrEqual(420);
  });

  it('stays within bounds', () => {
    expect(searchBoxWidth('x'.repeat(200))).toBe(440);
  });
});
