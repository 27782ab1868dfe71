// Turns a failed call into the second line of a failure toast: the catalogue text of the server's
// error code when it sent one, otherwise the generic "try later".
import { isApiError } from '@app/api-client';
import { errorMessageKey } from '@app/i18n';

/** `t` of any namespace; the keys passed here are namespace-qualified. */
export type Translate = (key: string) => string;

/** True when the error is an envelope answer carrying this code. */
export function hasErrorCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.code === code;
}

/** The catalogue text of the error's code, or 请稍后再试 when there is no code to explain. */
export function failureReason(error: unknown, t: Translate): string {
  if (isApiError(error) && error.code !== undefined && error.code !== 0) return t(errorMessageKey(error.code));
  return t('errors:tryLater');
}
