// The baseline: a bare @xyflow/react page with the same nodes, positions and edges, default nodes.
import { ReactFlow, applyNodeChanges, type Edge, type Node, type NodeChange } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { benchGraph } from './graph';
import { reportReadyWhen } from './probe';

const graph = benchGraph();
const initialNodes: Node[] = graph.nodes.map((node) => ({ id: node.id, position: node.position, data: { label: node.data.node.display_name } }));
const initialEdges: Edge[] = graph.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target }));

function BarePage() {
  const [nodes, setNodes] = useState(initialNodes);
  const onNodesChange = useCallback((changes: NodeChange[]) => setNodes((current) => applyNodeChanges(changes, current)), []);
  return (
    <div style={{ width: '100vw', height: '100vh' }}>
      <ReactFlow nodes={nodes} edges={initialEdges} onNodesChange={onNodesChange} onlyRenderVisibleElements={false} minZoom={0.2} maxZoom={3} />
    </div>
  );
}

reportReadyWhen(graph.nodes);
createRoot(document.getElementById('root')!).render(<BarePage />);
