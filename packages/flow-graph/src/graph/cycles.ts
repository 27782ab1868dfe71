// Cycle detection. A flow may loop only through a loop handle (an edge into an output that allows
// loops, e.g. the Loop component's item): with every loop edge removed the graph must be acyclic,
// and every loop edge must close a cycle that leaves the loop node through that same output.
import { edgeHandles, isLoopTargetHandle } from '../handles/build';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import { buildGraphMaps, collectReachable, type GraphMaps } from './maps';

/**
 * Strongly connected components (Tarjan, iterative so deep flows cannot overflow the stack), on
 * vertex numbers and typed arrays: at 10,000 vertices Map lookups made it a large part of a build's
 * preparation.
 */
export function stronglyConnectedComponents(maps: GraphMaps): string[][] {
  const { vertices } = maps;
  const count = vertices.length;
  const numberOf = new Map(vertices.map((id, number): [string, number] => [id, number]));
  const adjacency = vertices.map((id) => (maps.successors.get(id) ?? []).flatMap((successor) => {
    const number = numberOf.get(successor);
    return number === undefined ? [] : [number];
  }));
  const index = new Int32Array(count).fill(-1);
  const lowLink = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const nextEdge = new Int32Array(count);
  const stack: number[] = [];
  const work: number[] = [];
  const components: string[][] = [];
  let counter = 0;
  const visit = (vertex: number) => {
    index[vertex] = counter;
    lowLink[vertex] = counter;
    counter += 1;
    stack.push(vertex);
    onStack[vertex] = 1;
    work.push(vertex);
  };

  for (let root = 0; root < count; root += 1) {
    // A repeated node id is one vertex, as in the maps.
    if (index[root] !== -1 || numberOf.get(vertices[root] as string) !== root) continue;
    visit(root);
    while (work.length > 0) {
      const vertex = work[work.length - 1] as number;
      const successors = adjacency[vertex] as number[];
      const edge = nextEdge[vertex] as number;
      if (edge < successors.length) {
        const successor = successors[edge] as number;
        nextEdge[vertex] = edge + 1;
        if (index[successor] === -1) visit(successor);
        else if (onStack[successor]) lowLink[vertex] = Math.min(lowLink[vertex] as number, index[successor] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) lowLink[parent] = Math.min(lowLink[parent] as number, lowLink[vertex] as number);
      if (lowLink[vertex] === index[vertex]) {
        const component: string[] = [];
        let member: number;
        do {
          member = stack.pop() as number;
          onStack[member] = 0;
          component.push(vertices[member] as string);
        } while (member !== vertex);
        components.push(component);
      }
    }
  }
  return components;
}

/** Components that form a cycle: more than one vertex, or one vertex with an edge to itself. */
export function cyclicComponents(maps: GraphMaps): string[][] {
  return stronglyConnectedComponents(maps).filter(
    (component) => component.length > 1 || (maps.successors.get(component[0] as string) ?? []).includes(component[0] as string),
  );
}

/** Vertices on any cycle (reference: cycle vertices may appear twice in the layered order). */
export function findCycleVertices(maps: GraphMaps): Set<string> {
  return new Set(cyclicComponents(maps).flat());
}

/** A loop handle has `output_types`; an encoded id without those words is no loop handle, so it is not decoded. */
const LOOP_HANDLE_KEY = 'output_types';

export function isLoopEdge(edge: WorkflowEdge): boolean {
  if (edge.targetHandle && !edge.targetHandle.includes(LOOP_HANDLE_KEY)) return false;
  const { target } = edgeHandles(edge);
  return target !== undefined && isLoopTargetHandle(target);
}

/** The graph's maps with every loop edge left out. */
export function buildLoopFreeMaps(data: Pick<FlowData, 'nodes' | 'edges'>): GraphMaps {
  return buildGraphMaps(data, (edge) => !isLoopEdge(edge));
}

/**
 * The full maps and the loop-free ones; without loop edges (most flows) they are the same maps,
 * built once.
 */
export function buildFlowMaps(data: Pick<FlowData, 'nodes' | 'edges'>): { maps: GraphMaps; loopFree: GraphMaps; loopEdges: WorkflowEdge[] } {
  const maps = buildGraphMaps(data);
  const loopEdges = data.edges.filter(isLoopEdge);
  return { maps, loopFree: loopEdges.length === 0 ? maps : buildLoopFreeMaps(data), loopEdges };
}

/** Groups of vertices that form a cycle without passing through a loop handle. */
export function findLoopFreeCycles(data: Pick<FlowData, 'nodes' | 'edges'>): string[][] {
  return cyclicComponents(buildLoopFreeMaps(data));
}

/**
 * Whether a loop edge closes its loop: the loop node's output of the same name must lead,
 * through any path, back to the edge's source.
 */
export function isLoopClosed(edge: WorkflowEdge, edges: readonly WorkflowEdge[], maps: GraphMaps): boolean {
  const { target } = edgeHandles(edge);
  if (!target || !isLoopTargetHandle(target)) return false;
  return edges.some((candidate) => {
    if (candidate.source !== edge.target || edgeHandles(candidate).source?.name !== target.name) return false;
    return collectReachable(candidate.target, (id) => maps.successors.get(id)).has(edge.source);
  });
}
