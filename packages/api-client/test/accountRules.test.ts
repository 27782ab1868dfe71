import { describe, expect, it } from 'vitest';
import { emailProblem, loginNameProblem, newPasswordProblem, newUsernameProblem, nicknameProblem, phoneProblem, verifyCodeProblem } from '../src/index';

describe('account field rules', () => {
  it.each([
    ['admin', null],
    ['  admin  ', null],
    ['13812345678', null],
    ['a@example.com', null],
    ['ab', 'nameLength'],
    ['bad name', 'usernameFormat'],
  ])('login name %j -> %s', (value, expected) => expect(loginNameProblem(value)).toBe(expected));

  it.each([
    ['alice', null],
    ['张三丰', null],
    ['123456', 'usernameLetter'],
    ['13812345678', 'usernameLetter'],
    ['a', 'nameLength'],
    ['a'.repeat(21), 'nameLength'],
    ['al ice', 'usernameFormat'],
    ['a@b.cn', 'usernameFormat'],
  ])('new username %j -> %s', (value, expected) => expect(newUsernameProblem(value)).toBe(expected));

  it.each([
    ['Abc123', null],
    ['abc12#', null],
    ['abcdef', 'passwordStrength'],
    ['abc123', 'passwordStrength'],
    ['Ab1#', 'passwordLength'],
    ['Ab1#'.repeat(6), 'passwordLength'],
  ])('new password %j -> %s', (value, expected) => expect(newPasswordProblem(value)).toBe(expected));

  it.each([
    ['13812345678', null],
    ['14512345678', null],
    ['17312345678', null],
    ['17212345678', 'phoneFormat'],
    ['12812345678', 'phoneFormat'],
    ['1381234567', 'phoneFormat'],
  ])('phone %j -> %s', (value, expected) => expect(phoneProblem(value)).toBe(expected));

  it('checks email, nickname and code', () => {
    expect(emailProblem('x@y.cn')).toBeNull();
    expect(emailProblem('x@y')).toBe('emailFormat');
    expect(nicknameProblem('小明同学')).toBeNull();
    expect(nicknameProblem('明')).toBe('nameLength');
    expect(verifyCodeProblem('012345')).toBeNull();
    expect(verifyCodeProblem('12345')).toBe('codeFormat');
    expect(verifyCodeProblem('abcdef')).toBe('codeFormat');
  });
});
