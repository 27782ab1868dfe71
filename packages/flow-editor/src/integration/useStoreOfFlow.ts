// The app (store) of the flow the 集成 tab integrates: its id goes into every key call, snippet
// and link; whether it is published says whether keys reach it yet.
import type { FlowStore } from '@app/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';

export type StoreLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; store: FlowStore };

export function useStoreOfFlow(flowId: string): { load: StoreLoad; retry(): void } {
  const { t } = useTranslation('integration');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [load, setLoad] = useState<StoreLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    api.store.ofFlow(flowId).then(
      (store) => live && setLoad({ status: 'ready', store }),
      (error: unknown) => {
        if (!live) return;
        toasts.failed(t('loadFailed'), error);
        setLoad({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, flowId, attempt, toasts, t]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, retry };
}
