// Turns a failed call into the second line of a failure toast.
import { ErrorCode, isApiError } from '@app/api-client';
import { errorMessageKey } from '@app/i18n';

/** `t` of any namespace; the keys passed here are namespace-qualified. */
export type Translate = (key: string) => string;

/** True when the error is an envelope answer carrying this code. */
export function hasErrorCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.code === code;
}

/** Messages the client makes up when the server sent none. */
const GENERATED_MESSAGE = /^(Error|HTTP) \d+$/;

/**
 * The catalogue text of the error's code, or 请稍后再试 when there is no code to explain. A
 * parameter error (10003) carries the server's wording of the field rule, which says more.
 */
export function failureReason(error: unknown, t: Translate): string {
  if (isApiError(error) && error.code === ErrorCode.PARAMETER_ERROR && !GENERATED_MESSAGE.test(error.message)) return error.message;
  if (isApiError(error) && error.code !== undefined && error.code !== 0) return t(errorMessageKey(error.code));
  return t('errors:tryLater');
}
