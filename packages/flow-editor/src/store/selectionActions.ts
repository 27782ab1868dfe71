// Actions on several nodes at once: clipboard, duplicate, delete, group and ungroup.
import { FlowGraphError, formatMessage, groupNodes, importLangflowGraph, ungroupNode, type FlowData } from '@app/flow-graph';
import { copiesWithFreshIds, DUPLICATE_OFFSET, PASTE_OFFSET, selectionData, type Placement } from './clipboard';
import { asEditorEdges, asEditorNodes, asWorkflowEdges, asWorkflowNodes } from './graph';
import type { StoreKit } from './storeKit';
import type { FlowStoreState } from './types';

type SelectionActions = Pick<
  FlowStoreState,
  'copySelection' | 'cutSelection' | 'paste' | 'duplicate' | 'deleteSelection' | 'deleteNodes' | 'deleteEdges' | 'groupSelection' | 'ungroup'
>;

export function selectionActions({ get, set, edit }: StoreKit): SelectionActions {
  const selectedIds = () => new Set(get().nodes.filter((node) => node.selected).map((node) => node.id));

  /** Adds copies of `data` as the new selection; returns their ids. */
  const insertCopies = (data: FlowData, placement: Placement): string[] => {
    const { nodes, edges } = get();
    const copies = copiesWithFreshIds(data, nodes, placement);
    if (copies.nodes.length === 0) return [];
    edit({
      nodes: [...nodes.map((node) => (node.selected ? { ...node, selected: false } : node)), ...copies.nodes],
      edges: [...edges.map((edge) => (edge.selected ? { ...edge, selected: false } : edge)), ...copies.edges],
    });
    return copies.nodes.map((node) => node.id);
  };

  const deleteNodes = (nodeIds: Iterable<string>, edgeIds: Iterable<string> = []) => {
    const gone = new Set(nodeIds);
    const goneEdges = new Set(edgeIds);
    const { nodes, edges } = get();
    const keptNodes = nodes.filter((node) => !gone.has(node.id));
    const keptEdges = edges.filter((edge) => !goneEdges.has(edge.id) && !gone.has(edge.source) && !gone.has(edge.target));
    if (keptNodes.length !== nodes.length || keptEdges.length !== edges.length) edit({ nodes: keptNodes, edges: keptEdges });
  };

  const copySelection = () => {
    const ids = selectedIds();
    if (ids.size === 0) return null;
    const clipboard = selectionData(get().nodes, get().edges, ids);
    set({ clipboard });
    return clipboard;
  };

  return {
    copySelection,

    cutSelection() {
      const copied = copySelection();
      if (copied) deleteNodes(copied.nodes.map((node) => node.id));
      return copied;
    },

    paste(options = {}) {
      // A Langflow file or clipboard lands on our components; what has none stays, marked invalid.
      const data = options.data ? importLangflowGraph(options.data, (type) => get().components[type]).data : get().clipboard;
      if (!data || data.nodes.length === 0) return [];
      return insertCopies(data, options.position ? { position: options.position } : { offset: PASTE_OFFSET });
    },

    duplicate(nodeIds) {
      const ids = nodeIds ? new Set(nodeIds) : selectedIds();
      if (ids.size === 0) return [];
      return insertCopies(selectionData(get().nodes, get().edges, ids), { offset: DUPLICATE_OFFSET });
    },

    deleteSelection() {
      deleteNodes(
        selectedIds(),
        get()
          .edges.filter((edge) => edge.selected)
          .map((edge) => edge.id),
      );
    },

    deleteNodes(nodeIds) {
      deleteNodes(nodeIds);
    },

    deleteEdges(edgeIds) {
      deleteNodes([], edgeIds);
    },

    groupSelection() {
      const { nodes, edges, viewport } = get();
      const result = groupNodes({ nodes: asWorkflowNodes(nodes), edges: asWorkflowEdges(edges), viewport }, selectedIds());
      if (!result.ok) {
        // groupNodes refuses only with issues; the first one is what the user is told.
        const issue = result.issues[0] ?? { code: 'GROUP_TOO_FEW', message: formatMessage('GROUP_TOO_FEW') };
        return { ok: false, code: issue.code, message: issue.message };
      }
      edit({
        nodes: asEditorNodes(result.data.nodes).map((node) => (node.id === result.groupNode.id ? { ...node, selected: true } : node)),
        edges: asEditorEdges(result.data.edges),
      });
      return { ok: true, nodeId: result.groupNode.id };
    },

    ungroup(nodeId) {
      const { nodes, edges, viewport } = get();
      try {
        const data = ungroupNode({ nodes: asWorkflowNodes(nodes), edges: asWorkflowEdges(edges), viewport }, nodeId);
        edit({ nodes: asEditorNodes(data.nodes), edges: asEditorEdges(data.edges) });
      } catch (error) {
        // Ungrouping a node that is not a group changes nothing.
        if (!(error instanceof FlowGraphError)) throw error;
      }
    },
  };
}
