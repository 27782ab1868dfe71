// Failure and success toasts of the flow editor's screens, through the app's notify.
import { ErrorCode, isApiError } from '@app/api-client';
import type { i18n } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from './FlowEditorProvider';

export interface Toasts {
  /** An error toast: the title and the server's detail, or 未知异常 when it sent none (spec/3 section 8). */
  failed(title: string, error: unknown): void;
  succeeded(title: string): void;
}

/**
 * The reason of a failed call in the user's words: a request the server refused by code and field
 * (a malformed id) worded here, else the server's own `detail`, else its message unless the
 * client made it up.
 */
export function serverDetail(error: unknown, i18n: Pick<i18n, 't'>): string | undefined {
  if (!isApiError(error)) return undefined;
  const fields = error.params?.fields;
  if (error.code === ErrorCode.PARAMETER_ERROR && fields) return String(i18n.t('errors:invalidFields', { fields }));
  if (error.detail) return error.detail;
  return error.kind === 'http' && !/^(Error|HTTP) \d+$/.test(error.message) ? error.message : undefined;
}

export function useToasts(): Toasts {
  const { notify } = useFlowEditor();
  const { t, i18n } = useTranslation('errors');
  const failed = useCallback((title: string, error: unknown) => notify({ kind: 'error', title, list: [serverDetail(error, i18n) ?? t('unknown')] }), [notify, t, i18n]);
  const succeeded = useCallback((title: string) => notify({ kind: 'success', title }), [notify]);
  return useMemo(() => ({ failed, succeeded }), [failed, succeeded]);
}
