// A new password and its confirmation (registration, reset, password change). Both are trimmed,
// like the password at sign-in, so what is set is what the login form will send.
import { newPasswordProblem, type AccountFieldProblem } from '@app/api-client';

export interface NewPasswordProblems {
  password: AccountFieldProblem | null;
  /** 两次输入的密码不一致 */
  confirm: 'passwordMismatch' | null;
}

export function newPasswordPairProblems(password: string, confirm: string): NewPasswordProblems {
  return {
    password: newPasswordProblem(password.trim()),
    confirm: confirm.trim() === password.trim() ? null : 'passwordMismatch',
  };
}
