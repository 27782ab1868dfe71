// Updating outdated components to the catalogue's code (spec/3 sections 4 and 8): each node is
// rebuilt by the server from the current code and replaced in the store; the user is told how
// many were updated, whether any failed and whether connections were lost.
import type { ComponentNode } from '@app/flow-graph';
import { useCallback } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useFlowStoreApi } from '../store/FlowStoreProvider';
import { findGenericNode } from '../store/graph';

function catalogueCode(component: ComponentNode | undefined): string | undefined {
  const field = component?.template.code;
  return typeof field === 'object' && typeof field.value === 'string' ? field.value : undefined;
}

/** Updates the given nodes; resolves to how many were updated. */
export type UpdateComponents = (nodeIds: readonly string[]) => Promise<number>;

export function useUpdateComponents(): UpdateComponents {
  const store = useFlowStoreApi();
  const { api, notify } = useFlowEditor();
  const { t } = useEditorTranslation('canvas');

  return useCallback(
    async (nodeIds) => {
      const results = await Promise.allSettled(
        nodeIds.map(async (nodeId) => {
          const { nodes, components } = store.getState();
          const node = findGenericNode(nodes, nodeId);
          const code = node && catalogueCode(components[node.data.type]);
          if (!node || code === undefined) throw new Error(`no current code for ${nodeId}`);
          const updated = await api.components.customComponent({ code, frontend_node: node.data.node });
          return { nodeId, updated };
        }),
      );
      // Replaced together, as one undo step, once every answer is in; a node deleted meanwhile is skipped.
      const nodes = store.getState().nodes;
      const replacements = results.flatMap((result) =>
        result.status === 'fulfilled' && findGenericNode(nodes, result.value.nodeId)
          ? [{ nodeId: result.value.nodeId, node: result.value.updated.data, type: result.value.updated.type, edited: false }]
          : [],
      );
      const updatedCount = replacements.length;
      const { droppedEdges } = updatedCount > 0 ? store.getState().replaceComponents(replacements) : { droppedEdges: 0 };
      if (updatedCount > 0) notify({ kind: 'success', title: t('outdated.updated', { count: updatedCount }) });
      if (results.some((result) => result.status === 'rejected')) {
        notify({ kind: 'error', title: t('outdated.failed'), list: [t('outdated.failedDetail'), t('outdated.persist')] });
      }
      if (droppedEdges > 0) notify({ kind: 'notice', title: t('outdated.edgesLost') });
      return updatedCount;
    },
    [store, api, notify, t],
  );
}
