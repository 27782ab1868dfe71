// Renders the nodes the way the canvas does: a ReactFlow controlled by a real flow store (over a
// starter template and the built-in catalogue), with this area's nodeTypes, inside the editor's
// providers. Tests then act through the DOM and read the store.
import type { FlowData } from '@app/flow-graph';
import { ReactFlow, ReactFlowProvider } from '@xyflow/react';
import type { ReactNode } from 'react';
import type { FlowEditorApi } from '../../context/FlowEditorProvider';
import { FlowStoreProvider, useFlowStore, type FlowStore } from '../../store/FlowStoreProvider';
import { createTestFlowStore, templateData } from '../../store/testFlowStore';
import { renderFlowEditor, type RenderedFlowEditor } from '../../test/render';
import { nodeTypes } from '../nodeTypes';

export function StoreCanvas({ children }: { children?: ReactNode }) {
  const nodes = useFlowStore((state) => state.nodes);
  const edges = useFlowStore((state) => state.edges);
  const onNodesChange = useFlowStore((state) => state.onNodesChange);
  const onEdgesChange = useFlowStore((state) => state.onEdgesChange);
  return (
    <div style={{ width: 1200, height: 800 }}>
      <ReactFlow nodes={nodes} edges={edges} onNodesChange={onNodesChange} onEdgesChange={onEdgesChange} nodeTypes={nodeTypes}>
        {children}
      </ReactFlow>
    </div>
  );
}

export interface RenderedNodes extends RenderedFlowEditor {
  store: FlowStore;
}

/**
 * Reports a size for every node, as ReactFlow's ResizeObserver does in a browser: jsdom lays
 * nothing out, and ReactFlow keeps unmeasured nodes hidden (out of the accessibility tree).
 */
export function measureNodes(store: FlowStore): void {
  const { nodes, onNodesChange } = store.getState();
  onNodesChange(nodes.filter((node) => !node.measured).map((node) => ({ type: 'dimensions' as const, id: node.id, dimensions: { width: node.width ?? 320, height: node.height ?? 400 } })));
}

export function renderNodes(options: { data?: FlowData; store?: FlowStore; calls?: Partial<FlowEditorApi> } = {}): RenderedNodes {
  const store = options.store ?? createTestFlowStore(options.data ?? templateData());
  measureNodes(store);
  const view = renderFlowEditor(
    <ReactFlowProvider>
      <FlowStoreProvider store={store}>
        <StoreCanvas />
      </FlowStoreProvider>
    </ReactFlowProvider>,
    options.calls,
  );
  return { ...view, store };
}

/** Marks one node as the selection, as a click on it would. */
export function selectNode(store: FlowStore, nodeId: string): void {
  store.getState().onNodesChange(store.getState().nodes.map((node) => ({ type: 'select' as const, id: node.id, selected: node.id === nodeId })));
}
