// Replacing a node's component (a template update, saved code, a component update): the store
// drops the edges that no longer fit and the user is told when that happened (spec/3 section 8).
import type { ComponentNode } from '@app/flow-graph';
import { useCallback } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useFlowStoreApi } from '../store/FlowStoreProvider';

export type ReplaceComponent = (nodeId: string, component: ComponentNode, options?: { edited?: boolean; type?: string }) => number;

export function useReplaceComponent(): ReplaceComponent {
  const store = useFlowStoreApi();
  const { notify } = useFlowEditor();
  const { t } = useEditorTranslation('nodes');
  return useCallback(
    (nodeId, component, options) => {
      const { droppedEdges } = store.getState().replaceComponent(nodeId, component, options);
      if (droppedEdges > 0) notify({ kind: 'notice', title: t('outdated.edgesLost') });
      return droppedEdges;
    },
    [store, notify, t],
  );
}
