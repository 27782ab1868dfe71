import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  const local = new Date(2025, 0, 5, 9, 7, 3).toISOString();

  it('gives yyyy-MM-dd HH:mm for users', () => {
    expect(formatDateTime(local, 'minute')).toBe('2025-01-05 09:07');
    expect(formatDateTime(local)).toBe('2025-01-05 09:07');
  });

  it('gives yyyy-MM-dd HH:mm:ss for policies', () => {
    expect(formatDateTime(local, 'second')).toBe('2025-01-05 09:07:03');
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %j', (value) => {
    expect(formatDateTime(value, 'minute')).toBeNull();
  });
});
