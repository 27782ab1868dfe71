import { isApiError } from '@app/api-client';
import { errorMessageKey } from '@app/i18n';
import type { TFunction } from 'i18next';

/** The line shown under 登录失败: the catalogue text for a coded error, else what the server said. */
export function loginErrorText(error: unknown, t: TFunction<'auth'>): string {
  if (isApiError(error)) {
    if (error.code) return t(errorMessageKey(error.code));
    if (error.kind === 'network') return t('login.networkError');
    if (error.kind === 'timeout') return t('login.timeoutError');
    if (error.detail) return error.detail;
  }
  return t('errors:unknown');
}
