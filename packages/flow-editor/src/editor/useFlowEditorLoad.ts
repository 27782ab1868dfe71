// Loads what the editor opens with: the flow (404, or 400 for an id that is no flow id at all → the
// app's onFlowMissing; other failures but a 403 say 无法从数据库加载工作流) and the component catalogue
// in the UI language.
import type { ComponentCatalogue } from '@app/api-client';
import { isApiError } from '@app/api-client';
import { isNoteNode, type FlowRecord } from '@app/flow-graph';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { noteMarkdown } from '../markdown/markdownLoader';
import { useUiLanguage } from '../shared/useUiLanguage';

export type FlowEditorLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; flow: FlowRecord; catalogue: ComponentCatalogue };

export function useFlowEditorLoad(flowId: string, onFlowMissing: () => void): FlowEditorLoad {
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const { t } = useTranslation('editor');
  const language = useUiLanguage();
  const [load, setLoad] = useState<FlowEditorLoad>({ status: 'loading' });
  // Read when the answer arrives: a new toast function or language must not reload the flow (and
  // drop the editor's unsaved work).
  const latest = useRef({ onFlowMissing, toasts, t, language });
  latest.current = { onFlowMissing, toasts, t, language };

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    const catalogue = api.components.all({ language: latest.current.language }).catch((error: unknown) => {
      latest.current.toasts.failed(latest.current.t('page.catalogueFailed'), error);
      return {} as ComponentCatalogue;
    });
    // A flow with notes opens once their markdown renderer is here, so no note flashes its source.
    // Built-in code comes by reference and back from the catalogue: a far smaller answer to parse.
    const flowWithNotes = api.flows.getWithCatalogueCode(flowId, catalogue).then((flow) => (flow.data?.nodes.some(isNoteNode) ? noteMarkdown.load().then(() => flow, () => flow) : flow));
    Promise.all([flowWithNotes, catalogue]).then(
      ([flow, components]) => live && setLoad({ status: 'ready', flow, catalogue: components }),
      (error: unknown) => {
        if (!live) return;
        setLoad({ status: 'failed' });
        if (isApiError(error) && (error.status === 404 || error.status === 400)) latest.current.onFlowMissing();
        else if (!isApiError(error) || error.status !== 403) latest.current.toasts.failed(latest.current.t('page.loadFailed'), error);
      },
    );
    return () => {
      live = false;
    };
  }, [api, flowId]);

  return load;
}
