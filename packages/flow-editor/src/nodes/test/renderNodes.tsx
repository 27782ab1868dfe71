// Renders the nodes the way the canvas does: a ReactFlow controlled by a real flow store (over a
// starter template and the built-in catalogue), with this area's nodeTypes, inside the editor's
// providers. Tests then act through the DOM and read the store.
import type { FlowData } from '@app/flow-graph';
import type { FlowEditorApi } from '../../context/FlowEditorProvider';
import type { FlowStore } from '../../store/FlowStoreProvider';
import { createTestFlowStore, templateData } from '../../store/testFlowStore';
import { renderFlowEditor, type RenderedFlowEditor } from '../../test/render';
import { measureNodes, StoreCanvas } from './StoreCanvas';

export { measureNodes } from './StoreCanvas';

export interface RenderedNodes extends RenderedFlowEditor {
  store: FlowStore;
}

export function renderNodes(options: { data?: FlowData; store?: FlowStore; calls?: Partial<FlowEditorApi> } = {}): RenderedNodes {
  const store = options.store ?? createTestFlowStore(options.data ?? templateData());
  measureNodes(store);
  const view = renderFlowEditor(<StoreCanvas store={store} />, options.calls);
  return { ...view, store };
}

/** Marks one node as the selection, as a click on it would. */
export function selectNode(store: FlowStore, nodeId: string): void {
  store.getState().onNodesChange(store.getState().nodes.map((node) => ({ type: 'select' as const, id: node.id, selected: node.id === nodeId })));
}
