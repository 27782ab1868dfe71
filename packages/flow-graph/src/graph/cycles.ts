// Cycle detection. A flow may loop only through a loop handle (an edge into an output that allows
// loops, e.g. the Loop component's item): with every loop edge removed the graph must be acyclic,
// and every loop edge must close a cycle that leaves the loop node through that same output.
import { edgeHandles, isLoopTargetHandle } from '../handles/build';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import { buildGraphMaps, collectReachable, type GraphMaps } from './maps';

/** Strongly connected components (Tarjan, iterative so deep flows cannot overflow the stack). */
export function stronglyConnectedComponents(maps: GraphMaps): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  for (const root of maps.vertices) {
    if (index.has(root)) continue;
    const work: Array<{ id: string; next: number }> = [{ id: root, next: 0 }];
    index.set(root, counter);
    lowLink.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { id: string; next: number };
      const successors = maps.successors.get(frame.id) ?? [];
      if (frame.next < successors.length) {
        const successor = successors[frame.next] as string;
        frame.next += 1;
        if (!index.has(successor)) {
          index.set(successor, counter);
          lowLink.set(successor, counter);
          counter += 1;
          stack.push(successor);
          onStack.add(successor);
          work.push({ id: successor, next: 0 });
        } else if (onStack.has(successor)) {
          lowLink.set(frame.id, Math.min(lowLink.get(frame.id) as number, index.get(successor) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.id, Math.min(lowLink.get(parent.id) as number, lowLink.get(frame.id) as number));
      if (lowLink.get(frame.id) === index.get(frame.id)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.id);
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

export function isLoopEdge(edge: WorkflowEdge): boolean {
  const { target } = edgeHandles(edge);
  return target !== undefined && isLoopTargetHandle(target);
}

/** The graph's maps with every loop edge left out. */
export function buildLoopFreeMaps(data: Pick<FlowData, 'nodes' | 'edges'>): GraphMaps {
  return buildGraphMaps(data, (edge) => !isLoopEdge(edge));
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
