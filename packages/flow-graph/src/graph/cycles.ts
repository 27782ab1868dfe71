// Cycle detection. A flow may loop only through a loop handle (an edge into an output that allows
// loops, e.g. the Loop component's item): with every loop edge removed the graph must be acyclic,
// and every loop edge must close a cycle that leaves the loop node through that same output.
import { edgeHandles, isLoopTargetHandle } from '../handles/build';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import { isLoopEdge } from './loopEdges';
import { buildGraphMaps, collectReachable, type GraphMaps } from './maps';
import { prepareGraph, type Adjacency, type PreparedGraph } from './prepared';

interface Rows {
  start: Int32Array;
  list: Int32Array;
}

/**
 * Strongly connected components (Tarjan, iterative so deep flows cannot overflow the stack) on
 * vertex numbers, starting from `roots` in order. Flat, to spare 10,000 one-vertex arrays:
 * `members` lists every vertex in the order it leaves the stack, component `c` being
 * `members[ends[c - 1] ?? 0 .. ends[c])`.
 */
function tarjan(count: number, rows: Rows, roots: Iterable<number>): { members: Int32Array; ends: number[] } {
  const index = new Int32Array(count).fill(-1);
  const lowLink = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const nextEdge = rows.start.slice(0, count);
  const stack = new Int32Array(count);
  let stackSize = 0;
  const work: number[] = [];
  const members = new Int32Array(count);
  let membersSize = 0;
  const ends: number[] = [];
  let counter = 0;
  const visit = (vertex: number) => {
    index[vertex] = counter;
    lowLink[vertex] = counter;
    counter += 1;
    stack[stackSize++] = vertex;
    onStack[vertex] = 1;
    work.push(vertex);
  };

  for (const root of roots) {
    if (index[root] !== -1) continue;
    visit(root);
    while (work.length > 0) {
      const vertex = work[work.length - 1] as number;
      const edge = nextEdge[vertex] as number;
      if (edge < (rows.start[vertex + 1] as number)) {
        const successor = rows.list[edge] as number;
        nextEdge[vertex] = edge + 1;
        if (index[successor] === -1) visit(successor);
        else if (onStack[successor]) lowLink[vertex] = Math.min(lowLink[vertex] as number, index[successor] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) lowLink[parent] = Math.min(lowLink[parent] as number, lowLink[vertex] as number);
      if (lowLink[vertex] === index[vertex]) {
        let member: number;
        do {
          member = stack[--stackSize] as number;
          onStack[member] = 0;
          members[membersSize++] = member;
        } while (member !== vertex);
        ends.push(membersSize);
      }
    }
  }
  return { members: members.subarray(0, membersSize), ends };
}

/** Every component, or (`onlyCycles`) those that form a cycle: more than one vertex, or one with an edge to itself. */
function components(count: number, rows: Rows, roots: Iterable<number>, onlyCycles: boolean): number[][] {
  const { members, ends } = tarjan(count, rows, roots);
  const found: number[][] = [];
  let begin = 0;
  for (const end of ends) {
    if (!onlyCycles || end - begin > 1 || hasSelfLoop(rows, members[begin] as number)) found.push(Array.from(members.subarray(begin, end)));
    begin = end;
  }
  return found;
}

function hasSelfLoop(rows: Rows, vertex: number): boolean {
  for (let k = rows.start[vertex] as number; k < (rows.start[vertex + 1] as number); k += 1) if (rows.list[k] === vertex) return true;
  return false;
}

// Adjacency never changes once built, so its cycles are found once, however many rules ask.
const cyclesOf = new WeakMap<Adjacency, number[][]>();

/**
 * The cycles of a prepared graph's adjacency, as vertex numbers. Roots go in node order, a
 * repeated id at its last place, as `stronglyConnectedComponents` on the maps does.
 */
export function preparedCycles(graph: PreparedGraph, adjacency: Adjacency): number[][] {
  const known = cyclesOf.get(adjacency);
  if (known) return known;
  const count = graph.ids.length;
  // Most flows have no cycle, which peeling off vertices without predecessors proves in a fraction of Tarjan's time.
  if (isAcyclic(adjacency)) {
    cyclesOf.set(adjacency, []);
    return [];
  }
  const lastPosition = new Int32Array(count);
  graph.positions.forEach((vertex, position) => {
    lastPosition[vertex] = position;
  });
  const roots: number[] = [];
  graph.positions.forEach((vertex, position) => {
    if (lastPosition[vertex] === position) roots.push(vertex);
  });
  const cycles = components(count, { start: adjacency.successorStart, list: adjacency.successors }, roots, true);
  cyclesOf.set(adjacency, cycles);
  return cycles;
}

/** Whether removing vertices without remaining predecessors (Kahn) removes them all. */
function isAcyclic({ successorStart, successors, predecessorStart }: Adjacency): boolean {
  const count = successorStart.length - 1;
  const remaining = new Int32Array(count);
  const free = new Int32Array(count);
  let freeCount = 0;
  for (let vertex = 0; vertex < count; vertex += 1) {
    remaining[vertex] = (predecessorStart[vertex + 1] as number) - (predecessorStart[vertex] as number);
    if (remaining[vertex] === 0) free[freeCount++] = vertex;
  }
  for (let next = 0; next < freeCount; next += 1) {
    const vertex = free[next] as number;
    for (let k = successorStart[vertex] as number; k < (successorStart[vertex + 1] as number); k += 1) {
      const successor = successors[k] as number;
      remaining[successor] -= 1;
      if (remaining[successor] === 0) free[freeCount++] = successor;
    }
  }
  return freeCount === count;
}

/** The maps' vertices numbered by position (a repeated id by its last), with their successor rows. */
function rowsOfMaps(maps: GraphMaps): { rows: Rows; roots: number[] } {
  const { vertices } = maps;
  const numberOf = new Map(vertices.map((id, number): [string, number] => [id, number]));
  const start = new Int32Array(vertices.length + 1);
  const list: number[] = [];
  vertices.forEach((id, position) => {
    if (numberOf.get(id) === position) {
      for (const successor of maps.successors.get(id) ?? []) {
        const number = numberOf.get(successor);
        if (number !== undefined) list.push(number);
      }
    }
    start[position + 1] = list.length;
  });
  const roots = vertices.flatMap((id, position) => (numberOf.get(id) === position ? [position] : []));
  return { rows: { start, list: Int32Array.from(list) }, roots };
}

/** Strongly connected components of the maps (Tarjan, iterative). */
export function stronglyConnectedComponents(maps: GraphMaps): string[][] {
  const { rows, roots } = rowsOfMaps(maps);
  return components(maps.vertices.length, rows, roots, false).map((component) => component.map((vertex) => maps.vertices[vertex] as string));
}

/** Components of the maps that form a cycle. */
export function cyclicComponents(maps: GraphMaps): string[][] {
  const { rows, roots } = rowsOfMaps(maps);
  return components(maps.vertices.length, rows, roots, true).map((component) => component.map((vertex) => maps.vertices[vertex] as string));
}

/** Vertices on any cycle (reference: cycle vertices may appear twice in the layered order). */
export function findCycleVertices(maps: GraphMaps): Set<string> {
  return new Set(cyclicComponents(maps).flat());
}

/** The graph's maps with every loop edge left out. */
export function buildLoopFreeMaps(data: Pick<FlowData, 'nodes' | 'edges'>): GraphMaps {
  return buildGraphMaps(data, (edge) => !isLoopEdge(edge));
}

/** Groups of vertices that form a cycle without passing through a loop handle. */
export function findLoopFreeCycles(data: Pick<FlowData, 'nodes' | 'edges'>): string[][] {
  const graph = prepareGraph(data);
  return preparedCycles(graph, graph.loopFree).map((component) => component.map((vertex) => graph.ids[vertex] as string));
}

/**
 * Whether a loop edge closes its loop: the loop node's output of the same name must lead,
 * through any path, back to the edge's source. `reaches(from, to)` follows every edge.
 */
export function closesLoop(edge: WorkflowEdge, edges: readonly WorkflowEdge[], reaches: (from: string, to: string) => boolean): boolean {
  const { target } = edgeHandles(edge);
  if (!target || !isLoopTargetHandle(target)) return false;
  return edges.some(
    (candidate) => candidate.source === edge.target && edgeHandles(candidate).source?.name === target.name && reaches(candidate.target, edge.source),
  );
}

export function isLoopClosed(edge: WorkflowEdge, edges: readonly WorkflowEdge[], maps: GraphMaps): boolean {
  return closesLoop(edge, edges, (from, to) => collectReachable(from, (id) => maps.successors.get(id)).has(to));
}
