// Failure and success toasts of the flow editor's screens, through the app's notify.
import { isApiError } from '@app/api-client';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from './FlowEditorProvider';

export interface Toasts {
  /** An error toast: the title and the server's detail, or 未知异常 when it sent none (spec/3 section 8). */
  failed(title: string, error: unknown): void;
  succeeded(title: string): void;
}

/** The server's own words for a failed call: its `detail`, else its message unless the client made it up. */
export function serverDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.detail) return error.detail;
  return error.kind === 'http' && !/^(Error|HTTP) \d+$/.test(error.message) ? error.message : undefined;
}

export function useToasts(): Toasts {
  const { notify } = useFlowEditor();
  const { t } = useTranslation('errors');
  const failed = useCallback((title: string, error: unknown) => notify({ kind: 'error', title, list: [serverDetail(error) ?? t('unknown')] }), [notify, t]);
  const succeeded = useCallback((title: string) => notify({ kind: 'success', title }), [notify]);
  return useMemo(() => ({ failed, succeeded }), [failed, succeeded]);
}
