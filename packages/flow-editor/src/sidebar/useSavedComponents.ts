// The user's own components (the sidebar's saved category): every component flow with its graph,
// loaded once, joined by those saved from a node meanwhile, and deleted through the flows call.
import type { FlowHeader } from '@app/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { onSavedComponent } from '../shared/savedComponentEvents';

export interface SavedComponents {
  flows: FlowHeader[];
  remove(flowId: string): Promise<void>;
}

export function useSavedComponents(): SavedComponents {
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const { t } = useTranslation('editor');
  const [flows, setFlows] = useState<FlowHeader[]>([]);

  useEffect(() => {
    let live = true;
    api.flows.all({ components_only: true, header_flows: true }).then(
      // No saved components (the usual case): keep the list, so the sidebar is not drawn again.
      (answer) => live && setFlows((current) => (answer.length === 0 && current.length === 0 ? current : answer)),
      (error: unknown) => live && toasts.failed(t('sidebar.loadSavedFailed'), error),
    );
    const unsubscribe = onSavedComponent((component) => setFlows((current) => [...current.filter((flow) => flow.id !== component.id), component]));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [api, toasts, t]);

  const remove = useCallback(
    async (flowId: string) => {
      try {
        await api.flows.remove(flowId);
        setFlows((current) => current.filter((flow) => flow.id !== flowId));
        toasts.succeeded(t('sidebar.deleted'));
      } catch (error) {
        toasts.failed(t('sidebar.deleteFailed'), error);
      }
    },
    [api, toasts, t],
  );

  return { flows, remove };
}
