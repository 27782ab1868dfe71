// The benchmark graph: 500 Combine Text nodes (the real catalogue node) on a 25-column grid and 600
// edges — each node takes the previous one's output, and the first hundred also the one before
// that — so both pages draw exactly the same nodes, positions and connections.
import { flowRecord, sampleCatalogue } from '@app/flow-editor/testing';
import { buildEdge, fieldTargetHandleFor, findOutput, sourceHandleFor, type FlowRecord, type GenericNode, type WorkflowEdge } from '@app/flow-graph';

export const NODE_COUNT = 500;
export const EDGE_COUNT = 600;
const COLUMNS = 25;

export function benchGraph(): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
  const template = sampleCatalogue.processing!.CombineText!;
  const nodes: GenericNode[] = Array.from({ length: NODE_COUNT }, (_, i) => {
    const id = `CombineText-${i.toString().padStart(5, '0')}`;
    return {
      id,
      type: 'genericNode',
      position: { x: (i % COLUMNS) * 420, y: Math.floor(i / COLUMNS) * 520 },
      data: { id, type: 'CombineText', node: structuredClone(template), showNode: true },
    };
  });
  const edge = (from: number, to: number, field: string) => {
    const source = nodes[from]!;
    return buildEdge(sourceHandleFor(source, findOutput(source, 'combined_text')!), fieldTargetHandleFor(nodes[to]!, field)!);
  };
  const edges: WorkflowEdge[] = [];
  for (let i = 1; i < NODE_COUNT; i++) edges.push(edge(i - 1, i, 'text1'));
  for (let i = 2; edges.length < EDGE_COUNT; i++) edges.push(edge(i - 2, i, 'text2'));
  return { nodes, edges };
}

export function benchFlow(): FlowRecord {
  return flowRecord({ id: '00000000-0000-4000-8000-000000000500', name: 'Canvas benchmark', data: { ...benchGraph(), viewport: { x: 0, y: 0, zoom: 1 } } });
}
