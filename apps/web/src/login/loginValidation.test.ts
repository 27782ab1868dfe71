import { describe, expect, it } from 'vitest';
import { isPhone, validateLoginName, validatePassword } from './loginValidation';

describe('login name', () => {
  it.each([
    ['admin', null],
    ['  admin  ', null],
    ['张三丰', null],
    ['dev_user.01', null],
    ['13812345678', null],
    ['someone.with.a.long.name@example.com', null],
    ['ab', 'usernameLength'],
    ['', 'usernameLength'],
    ['   ', 'usernameLength'],
    ['a'.repeat(21), 'usernameLength'],
    ['a'.repeat(20), null],
    ['bad name', 'usernameFormat'],
    ['user@host', 'usernameFormat'],
    ['x!y', 'usernameFormat'],
  ])('%j -> %s', (value, expected) => {
    expect(validateLoginName(value)).toBe(expected);
  });

  it('recognises the mainland mobile prefixes', () => {
    expect(['13012345678', '14512345678', '17312345678', '17812345678', '19912345678'].every(isPhone)).toBe(true);
    expect(['12012345678', '14412345678', '17212345678', '17912345678', '1381234567'].some(isPhone)).toBe(false);
  });
});

describe('password', () => {
  it.each([
    ['secret', null],
    ['a'.repeat(20), null],
    ['short', 'passwordLength'],
    ['  12345  ', 'passwordLength'],
    ['a'.repeat(21), 'passwordLength'],
  ])('%j -> %s', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });
});
