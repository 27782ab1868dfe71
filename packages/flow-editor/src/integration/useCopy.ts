// Copying to the clipboard with the spec's 复制成功 / 复制失败; a key's full value is fetched first
// through api_key/display (获取详情失败 when that fails), since lists only hold it masked.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';

export interface Copier {
  /** Copies the text; resolves true once it is on the clipboard. */
  text(text: string | (() => Promise<string>)): Promise<boolean>;
  /** Copies the full value of a key or channel code. */
  key(keyId: string): Promise<boolean>;
}

export function useCopy(): Copier {
  const { t } = useTranslation('integration');
  const { api, notify } = useFlowEditor();
  const toasts = useToasts();
  const text = useCallback(
    async (source: string | (() => Promise<string>)) => {
      let value: string;
      try {
        value = typeof source === 'string' ? source : await source();
      } catch (error) {
        toasts.failed(t('detailFailed'), error);
        return false;
      }
      try {
        await navigator.clipboard.writeText(value);
      } catch {
        notify({ kind: 'error', title: t('copyFailed') });
        return false;
      }
      notify({ kind: 'success', title: t('copied') });
      return true;
    },
    [notify, toasts, t],
  );
  const key = useCallback((keyId: string) => text(() => api.apiKeys.display(keyId)), [api, text]);
  return useMemo(() => ({ text, key }), [text, key]);
}
