// Field rules of spec/1 section 5, shared by the forms and the server so both judge alike. Each
// check answers a problem name (the forms translate it; the server maps it to a message) or null.

/** Mainland mobile numbers: 13x, 15x, 16x, 173-178, 18x, 19x or 145-147, then 8 digits. */
const PHONE = /^(?:1[35689]\d|17[3-8]|14[5-7])\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (any script), digits, and _ . - ; spaces and other symbols are not part of a username. */
const USERNAME = /^[\p{L}\p{N}_.-]+$/u;
const LETTER = /\p{L}/u;
const VERIFY_CODE = /^\d{6}$/;

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export type AccountFieldProblem =
  /** 请输入3-20个字符 */
  | 'nameLength'
  /** 请输入正确的用户名/手机号码/邮箱 */
  | 'usernameFormat'
  /** 用户名格式必须包含字母 */
  | 'usernameLetter'
  /** 请输入6-20个字符 */
  | 'passwordLength'
  /** 请输入大小写字母，数字，特殊字符至少三种组合 */
  | 'passwordStrength'
  /** 请输入正确的手机号码 */
  | 'phoneFormat'
  /** 请输入正确的邮箱 */
  | 'emailFormat'
  /** 请输入6位的验证码 */
  | 'codeFormat';

export const isPhone = (value: string): boolean => PHONE.test(value);
export const isEmail = (value: string): boolean => EMAIL.test(value) && value.length <= 254;

const lengthWithin = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** A login name: a phone number, an email, or a 3-20 character username. Trimmed first. */
export function loginNameProblem(raw: string): AccountFieldProblem | null {
  const value = raw.trim();
  if (isPhone(value) || isEmail(value)) return null;
  if (!lengthWithin(value, NAME_MIN_LENGTH, NAME_MAX_LENGTH)) return 'nameLength';
  return USERNAME.test(value) ? null : 'usernameFormat';
}

/** A new username: 3-20 username characters with at least one letter (so it is never a phone number). */
export function newUsernameProblem(value: string): AccountFieldProblem | null {
  if (!lengthWithin(value, NAME_MIN_LENGTH, NAME_MAX_LENGTH)) return 'nameLength';
  if (!USERNAME.test(value)) return 'usernameFormat';
  return LETTER.test(value) ? null : 'usernameLetter';
}

/** Nickname: 3-20 characters. */
export function nicknameProblem(value: string): AccountFieldProblem | null {
  return lengthWithin(value.trim(), NAME_MIN_LENGTH, NAME_MAX_LENGTH) ? null : 'nameLength';
}

const characterClasses = [/[0-9]/, /[a-z]/, /[A-Z]/, /[^0-9a-zA-Z]/];

/** A new password: 6-20 characters mixing at least three of digit, lowercase, uppercase, special. */
export function newPasswordProblem(value: string): AccountFieldProblem | null {
  if (!lengthWithin(value, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)) return 'passwordLength';
  return characterClasses.filter((pattern) => pattern.test(value)).length >= 3 ? null : 'passwordStrength';
}

export const satisfiesPasswordRule = (value: string): boolean => newPasswordProblem(value) === null;

export function phoneProblem(value: string): AccountFieldProblem | null {
  return isPhone(value) ? null : 'phoneFormat';
}

export function emailProblem(value: string): AccountFieldProblem | null {
  return isEmail(value) ? null : 'emailFormat';
}

export function verifyCodeProblem(value: string): AccountFieldProblem | null {
  return VERIFY_CODE.test(value) ? null : 'codeFormat';
}
