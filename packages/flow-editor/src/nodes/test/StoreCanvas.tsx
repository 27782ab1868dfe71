// A bare canvas for this area's tests and stories: ReactFlow controlled by the flow store, drawing
// the nodes with this area's nodeTypes (the real canvas, with edges and tools, is FlowCanvas).
import { ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { useState, type ReactNode } from 'react';
import { FlowStoreProvider, useFlowStore, type FlowStore } from '../../store/FlowStoreProvider';
import { nodeTypes } from '../nodeTypes';
import { FlowBuildProvider } from '../../build';

function Canvas({ fitView }: { fitView: boolean }) {
  const nodes = useFlowStore((state) => state.nodes);
  const edges = useFlowStore((state) => state.edges);
  const onNodesChange = useFlowStore((state) => state.onNodesChange);
  const onEdgesChange = useFlowStore((state) => state.onEdgesChange);
  const connect = useFlowStore((state) => state.connect);
  return (
    <ReactFlow nodes={nodes} edges={edges} onNodesChange={onNodesChange} onEdgesChange={onEdgesChange} onConnect={connect} nodeTypes={nodeTypes} fitView={fitView} />
  );
}

/**
 * Reports a size for every unmeasured node, as ReactFlow's ResizeObserver does in a browser:
 * jsdom lays nothing out, and ReactFlow keeps unmeasured nodes hidden.
 */
export function measureNodes(store: FlowStore): void {
  const { nodes, onNodesChange } = store.getState();
  onNodesChange(nodes.filter((node) => !node.measured).map((node) => ({ type: 'dimensions' as const, id: node.id, dimensions: { width: node.width ?? 320, height: node.height ?? 400 } })));
}

export function StoreCanvas({ store, fitView = false, children }: { store: FlowStore; fitView?: boolean; children?: ReactNode }) {
  return (
    <ReactFlowProvider>
      <FlowStoreProvider store={store}>
        <FlowBuildProvider>
          <div style={{ width: '100%', height: '100vh', minHeight: 600 }}>
            <Canvas fitView={fitView} />
          </div>
          {children}
        </FlowBuildProvider>
      </FlowStoreProvider>
    </ReactFlowProvider>
  );
}

/** A story's canvas over a store made once per story. */
export function StoryCanvas({ makeStore }: { makeStore(): FlowStore }) {
  const [store] = useState(makeStore);
  return <StoreCanvas store={store} fitView />;
}
