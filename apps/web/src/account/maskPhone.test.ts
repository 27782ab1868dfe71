import { describe, expect, it } from 'vitest';
import { maskPhone } from './maskPhone';

describe('maskPhone', () => {
  it('keeps the first three and the last four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(' 19987654321 ')).toBe('199****4321');
  });

  it('hides a number too short to keep both ends entirely', () => {
    expect(maskPhone('1234567')).toBe('*******');
  });
});
