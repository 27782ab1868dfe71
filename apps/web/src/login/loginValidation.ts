// Login field rules of spec/1 section 5. Values are trimmed before they are checked or sent.

/** Mainland mobile numbers: 13x, 15x, 16x, 173-178, 18x, 19x or 145-147, then 8 digits. */
const PHONE = /^(?:1[35689]\d|17[3-8]|14[5-7])\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (any script), digits, and _ . - ; spaces and other symbols are not part of a username. */
const USERNAME = /^[\p{L}\p{N}_.-]+$/u;

export type LoginFieldError = 'usernameLength' | 'usernameFormat' | 'passwordLength';

export const isPhone = (value: string) => PHONE.test(value);
export const isEmail = (value: string) => EMAIL.test(value);

export function validateLoginName(raw: string): LoginFieldError | null {
  const value = raw.trim();
  if (isPhone(value) || isEmail(value)) return null;
  if (value.length < 3 || value.length > 20) return 'usernameLength';
  return USERNAME.test(value) ? null : 'usernameFormat';
}

export function validatePassword(raw: string): LoginFieldError | null {
  const length = raw.trim().length;
  return length < 6 || length > 20 ? 'passwordLength' : null;
}
