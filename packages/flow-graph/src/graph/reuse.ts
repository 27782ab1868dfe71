// Which prepared graph a rule works on. Callers often ask validateFlow and then sortGraph about
// one flow (the server validates a build's graph, then orders the same arrays), and on a large
// flow each preparation costs more than the rule itself; so the last preparation of a node array
// is kept, and reused only when nothing it was built from has changed since.
import { isGenericNode } from '../nodes/accessors';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import type { WorkflowNode } from '../types/nodes';
import { isLoopEdge } from './loopEdges';
import { buildPreparation, type PreparedGraph, type Preparation } from './prepared';

interface Kept extends Preparation {
  readonly edges: readonly WorkflowEdge[];
}

// Weak: an entry goes with the flow's node array.
const lastPreparation = new WeakMap<readonly unknown[], Kept>();

/** The given prepared graph when it was built from these very arrays, else the kept one if still current, else a new one. */
export function preparedFor(data: Pick<FlowData, 'nodes' | 'edges'>, graph: PreparedGraph | undefined): PreparedGraph {
  if (graph && graph.source.nodes === data.nodes && graph.source.edges === data.edges) return graph;
  const kept = lastPreparation.get(data.nodes);
  if (kept && kept.edges === data.edges && isCurrent(kept, data)) return kept.graph;
  const built = buildPreparation(data);
  lastPreparation.set(data.nodes, { ...built, edges: data.edges });
  return built.graph;
}

/**
 * Whether building again would give the same graph: the same component objects in the same
 * order with the same ids, and each edge with the same endpoints and loop status (loop edges the
 * same objects, as the graph lists them). Comparing is far cheaper than hashing every id again.
 */
function isCurrent(kept: Kept, data: Pick<FlowData, 'nodes' | 'edges'>): boolean {
  return data.edges.length === kept.sources.length && sameComponents(kept.graph, data.nodes) && sameEdges(kept, data.edges);
}

// The two loops are functions of their own for the reason given in prepared.ts (numberComponents).
function sameComponents({ components, ids, positions }: PreparedGraph, nodes: FlowData['nodes']): boolean {
  let position = 0;
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index] as WorkflowNode;
    if (!isGenericNode(node)) continue;
    if (node !== components[position] || node.id !== ids[positions[position] as number]) return false;
    position += 1;
  }
  return position === components.length;
}

function sameEdges(kept: Kept, edges: readonly WorkflowEdge[]): boolean {
  const { ids, numberOf, loopEdges } = kept.graph;
  const sameEnd = (id: string, vertex: number) => (vertex >= 0 ? id === ids[vertex] : !numberOf.has(id));
  let loopIndex = 0;
  for (let index = 0; index < edges.length; index += 1) {
    const edge = edges[index] as WorkflowEdge;
    // An id equal to the one read last time has the same vertex. It is usually the very same
    // string, which V8 compares without reading characters; ids[vertex] is another string.
    const { source, target } = edge;
    if (source !== kept.sourceIds[index] && !sameEnd(source, kept.sources[index] as number)) return false;
    if (target !== kept.targetIds[index] && !sameEnd(target, kept.targets[index] as number)) return false;
    const isLoop = kept.isLoop[index] === 1;
    // Without its target handle string an edge's loop status comes from its data, which may have changed.
    const handle = edge.targetHandle;
    if ((!handle || handle !== kept.targetHandles[index]) && isLoopEdge(edge) !== isLoop) return false;
    if (isLoop && edge !== loopEdges[loopIndex++]) return false;
  }
  return true;
}
