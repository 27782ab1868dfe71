import { describe, expect, it } from 'vitest';
import { loginPasswordProblem } from './loginValidation';

describe('login password', () => {
  it.each([
    ['secret', null],
    ['a'.repeat(20), null],
    ['short', 'passwordLength'],
    ['  12345  ', 'passwordLength'],
    ['a'.repeat(21), 'passwordLength'],
  ])('%j -> %s', (value, expected) => {
    expect(loginPasswordProblem(value)).toBe(expected);
  });
});
