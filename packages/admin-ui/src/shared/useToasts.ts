// Failure and success toasts of the admin screens, through the app's notify.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { failureReason } from '../failureReason';

export interface Toasts {
  /** An error toast: the title and the reason of the failed call (catalogue text or 请稍后再试). */
  failed(title: string, error: unknown): void;
  /** An error toast with a reason already worded. */
  failedWith(title: string, reason?: string): void;
  succeeded(title: string): void;
}

export function useToasts(): Toasts {
  const { notify } = useAdminUi();
  const { t } = useTranslation('admin');
  const failed = useCallback((title: string, error: unknown) => notify({ kind: 'error', title, list: [failureReason(error, t)] }), [notify, t]);
  const failedWith = useCallback((title: string, reason?: string) => notify({ kind: 'error', title, list: reason ? [reason] : undefined }), [notify]);
  const succeeded = useCallback((title: string) => notify({ kind: 'success', title }), [notify]);
  return { failed, failedWith, succeeded };
}
