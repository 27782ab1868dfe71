// The benchmark graph's shape, from any Combine Text template (the catalogue's in the browser
// pages, the server's for a flow stored through the API): 500 nodes on a 25-column grid and 600
// edges — each node takes the previous one's output, and the first hundred also the one before
// that — so every page draws exactly the same nodes, positions and connections.
import { buildEdge, fieldTargetHandleFor, findOutput, sourceHandleFor, type ComponentNode, type GenericNode, type WorkflowEdge } from '@app/flow-graph';

export const NODE_COUNT = 500;
export const EDGE_COUNT = 600;
const COLUMNS = 25;

export function layoutGraph(template: ComponentNode): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
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
