// Adjacency of a flow's components, the shape the engine's scheduler works on (reference section 4:
// predecessor_map, successor_map, in_degree_map). Note nodes are not vertices; edges to missing
// nodes are ignored. Lists keep one entry per edge, so in-degrees and list lengths agree.
import { isGenericNode } from '../nodes/accessors';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';

export interface GraphMaps {
  /** Vertex ids in node order. */
  vertices: string[];
  predecessors: Map<string, string[]>;
  successors: Map<string, string[]>;
  inDegree: Map<string, number>;
}

export function buildGraphMaps(
  data: Pick<FlowData, 'nodes' | 'edges'>,
  includeEdge: (edge: WorkflowEdge) => boolean = () => true,
): GraphMaps {
  const vertices = data.nodes.filter(isGenericNode).map((node) => node.id);
  const predecessors = new Map(vertices.map((id): [string, string[]] => [id, []]));
  const successors = new Map(vertices.map((id): [string, string[]] => [id, []]));
  const inDegree = new Map(vertices.map((id): [string, number] => [id, 0]));
  for (const edge of data.edges) {
    const targetPredecessors = predecessors.get(edge.target);
    const sourceSuccessors = successors.get(edge.source);
    if (!targetPredecessors || !sourceSuccessors || !includeEdge(edge)) continue;
    targetPredecessors.push(edge.source);
    sourceSuccessors.push(edge.target);
    inDegree.set(edge.target, (inDegree.get(edge.target) ?? 0) + 1);
  }
  return { vertices, predecessors, successors, inDegree };
}

/** Every vertex reachable from the starts by following `next`, the starts included. */
export function collectReachable(
  starts: string | readonly string[],
  next: (id: string) => readonly string[] | undefined,
): Set<string> {
  const queue = typeof starts === 'string' ? [starts] : [...new Set(starts)];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length; i += 1) {
    for (const neighbour of next(queue[i] as string) ?? []) {
      if (!seen.has(neighbour)) {
        seen.add(neighbour);
        queue.push(neighbour);
      }
    }
  }
  return seen;
}
