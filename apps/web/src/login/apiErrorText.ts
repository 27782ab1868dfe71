import { isApiError } from '@app/api-client';
import { errorMessageKey } from '@app/i18n';

/** `t` of any namespace: the keys passed to it here are namespace-qualified. */
export type Translate = (key: string) => string;

/**
 * The reason line of a failure toast (登录失败, 注册失败, 邮件发送失败, …): the catalogue text for a
 * coded error, else what the server said, else a transport or generic text.
 */
export function apiErrorText(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    if (error.code) return t(errorMessageKey(error.code));
    if (error.kind === 'network') return t('auth:login.networkError');
    if (error.kind === 'timeout') return t('auth:login.timeoutError');
    if (error.detail) return error.detail;
  }
  return t('errors:unknown');
}
