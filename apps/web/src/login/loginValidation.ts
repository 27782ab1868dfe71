// Sign-in password check of spec/1 section 5 (the login name uses loginNameProblem of
// @app/api-client). Values are trimmed before they are checked or sent.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AccountFieldProblem } from '@app/api-client';

/** Only the length: the strength rule is for new passwords, and an account may be older than it. */
export function loginPasswordProblem(raw: string): AccountFieldProblem | null {
  const length = raw.trim().length;
  return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH ? 'passwordLength' : null;
}
