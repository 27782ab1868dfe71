import { describe, expect, it } from 'vitest';
import { newPasswordPairProblems } from './newPassword';

describe('new password pair', () => {
  it('accepts a strong password confirmed exactly', () => {
    expect(newPasswordPairProblems('Secret#123', 'Secret#123')).toEqual({ password: null, confirm: null });
  });

  it('compares trimmed values, as sign-in trims the password', () => {
    expect(newPasswordPairProblems(' Secret#123 ', 'Secret#123')).toEqual({ password: null, confirm: null });
  });

  it('reports a weak, short or unconfirmed password', () => {
    expect(newPasswordPairProblems('secret123', 'secret123').password).toBe('passwordStrength');
    expect(newPasswordPairProblems('Ab#1', 'Ab#1').password).toBe('passwordLength');
    expect(newPasswordPairProblems('Secret#123', 'Secret#124').confirm).toBe('passwordMismatch');
    expect(newPasswordPairProblems('Secret#123', '').confirm).toBe('passwordMismatch');
  });
});
