// A flow's graph on vertex numbers, built once and shared by validation and ordering: at 10,000
// components Map-of-array adjacency, rebuilt by each of them, was most of their time. Adjacency is
// kept as compressed rows (one typed array of neighbours, one of where each vertex's run starts).
import { isGenericNode } from '../nodes/accessors';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import type { GenericNode, WorkflowNode } from '../types/nodes';
import { isLoopEdge } from './loopEdges';

/** Neighbours by vertex number, one entry per edge, in edge order. */
export interface Adjacency {
  successorStart: Int32Array;
  successors: Int32Array;
  predecessorStart: Int32Array;
  predecessors: Int32Array;
}

/**
 * What `prepareGraph` returns; pass it to `validateFlow` and `sortGraph` of the same, unchanged
 * flow so they share one build of the graph. Read-only: nothing here may be changed.
 */
export interface PreparedGraph {
  /** The arrays it was built from, to tell whether it belongs to a flow. */
  readonly source: { readonly nodes: readonly unknown[]; readonly edges: readonly unknown[] };
  /** Component nodes in node order; a repeated id appears each time. */
  readonly components: readonly GenericNode[];
  /** The vertex number of each entry of `components`; a repeated id is one vertex. */
  readonly positions: Int32Array;
  /** Vertex ids by number. */
  readonly ids: readonly string[];
  readonly numberOf: ReadonlyMap<string, number>;
  /** The vertex number of an id, -1 when no component has it. */
  vertexOf(id: string): number;
  /** The node of each vertex: the last one of its id, as a Map built from the nodes keeps. */
  readonly nodeOf: readonly GenericNode[];
  /** Every edge between two components. */
  readonly all: Adjacency;
  /** Without loop edges; the same object as `all` when the flow has none. */
  readonly loopFree: Adjacency;
  /** Loop edges, also those to missing nodes. */
  readonly loopEdges: readonly WorkflowEdge[];
}

export function prepareGraph(data: Pick<FlowData, 'nodes' | 'edges'>): PreparedGraph {
  return buildPreparation(data).graph;
}

/**
 * A prepared graph with what it was read from, per edge: its endpoints' ids and vertex numbers
 * (-1: not a vertex), whether it is a loop edge, and its target handle, the only field that decides that.
 */
export interface Preparation {
  readonly graph: PreparedGraph;
  /** The id strings read: checking a reuse against the very same strings need not read their characters. */
  readonly sourceIds: readonly string[];
  readonly targetIds: readonly string[];
  readonly sources: Int32Array;
  readonly targets: Int32Array;
  readonly isLoop: Uint8Array;
  readonly targetHandles: ReadonlyArray<string | null | undefined>;
}

export function buildPreparation(data: Pick<FlowData, 'nodes' | 'edges'>): Preparation {
  const { components, numberOf, ids, nodeOf, positions } = numberComponents(data.nodes);
  const { sourceIds, targetIds, sources, targets, isLoop, targetHandles, loopEdges } = readEdges(data.edges, numberOf);
  const all = buildAdjacency(ids.length, sources, targets);
  const loopFree = loopEdges.length === 0 ? all : buildAdjacency(ids.length, sources, targets, isLoop);
  const graph: PreparedGraph = {
    source: data,
    components,
    positions,
    ids,
    vertexOf: (id) => numberOf.get(id) ?? -1,
    numberOf,
    nodeOf,
    all,
    loopFree,
    loopEdges,
  };
  return { graph, sourceIds, targetIds, sources, targets, isLoop, targetHandles };
}

// Each long loop is a function of its own whose code ends with the loop. V8 compiles a loop that
// runs long on the first call on its own (OSR) before the code after it ever ran; such code stays
// cached and, entered on every later call, gave up at the first untried line after the loop,
// leaving the rest of the call to the interpreter: most of a 10,000-component build. Loops are
// indexed for the reason given in ordering/layers.ts.

/** The components (generic nodes) in node order and their vertex numbers, in one visit of the nodes. */
function numberComponents(nodes: FlowData['nodes']) {
  // A Map, not a hash table of our own: its hash is seeded per process, so ids chosen to collide
  // cannot turn a flow's validation into quadratic work.
  const numberOf = new Map<string, number>();
  // Sized once and cut to length at the end: growing them by push left as much garbage again.
  const components = new Array<GenericNode>(nodes.length);
  const ids = new Array<string>(nodes.length);
  const nodeOf = new Array<GenericNode>(nodes.length);
  const positions = new Int32Array(nodes.length);
  let count = 0;
  let vertices = 0;
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index] as WorkflowNode;
    if (!isGenericNode(node)) continue;
    let number = numberOf.get(node.id);
    if (number === undefined) {
      number = vertices;
      numberOf.set(node.id, number);
      ids[vertices++] = node.id;
    }
    nodeOf[number] = node;
    positions[count] = number;
    components[count++] = node;
  }
  components.length = count;
  ids.length = vertices;
  nodeOf.length = vertices;
  return { components, numberOf, ids, nodeOf, positions: positions.subarray(0, count) };
}

function readEdges(edges: readonly WorkflowEdge[], numberOf: ReadonlyMap<string, number>) {
  const sources = new Int32Array(edges.length);
  const targets = new Int32Array(edges.length);
  const isLoop = new Uint8Array(edges.length);
  const targetHandles = new Array<string | null | undefined>(edges.length);
  const sourceIds = new Array<string>(edges.length);
  const targetIds = new Array<string>(edges.length);
  const loopEdges: WorkflowEdge[] = [];
  for (let edge = 0; edge < edges.length; edge += 1) {
    const candidate = edges[edge] as WorkflowEdge;
    sourceIds[edge] = candidate.source;
    targetIds[edge] = candidate.target;
    sources[edge] = numberOf.get(candidate.source) ?? -1;
    targets[edge] = numberOf.get(candidate.target) ?? -1;
    targetHandles[edge] = candidate.targetHandle;
    if (isLoopEdge(candidate)) {
      isLoop[edge] = 1;
      loopEdges.push(candidate);
    }
  }
  return { sourceIds, targetIds, sources, targets, isLoop, targetHandles, loopEdges };
}

/** Compressed rows from edge endpoints (-1: not a vertex), leaving out the edges marked in `skip`. */
export function buildAdjacency(count: number, sources: Int32Array, targets: Int32Array, skip?: Uint8Array): Adjacency {
  const successorStart = new Int32Array(count + 1);
  const predecessorStart = new Int32Array(count + 1);
  const kept = (edge: number) => (sources[edge] as number) >= 0 && (targets[edge] as number) >= 0 && !skip?.[edge];
  for (let edge = 0; edge < sources.length; edge += 1) {
    if (!kept(edge)) continue;
    successorStart[(sources[edge] as number) + 1] += 1;
    predecessorStart[(targets[edge] as number) + 1] += 1;
  }
  for (let vertex = 0; vertex < count; vertex += 1) {
    successorStart[vertex + 1] += successorStart[vertex] as number;
    predecessorStart[vertex + 1] += predecessorStart[vertex] as number;
  }
  const successors = new Int32Array(successorStart[count] as number);
  const predecessors = new Int32Array(predecessorStart[count] as number);
  const successorFill = successorStart.slice(0, count);
  const predecessorFill = predecessorStart.slice(0, count);
  for (let edge = 0; edge < sources.length; edge += 1) {
    if (!kept(edge)) continue;
    const source = sources[edge] as number;
    const target = targets[edge] as number;
    successors[successorFill[source]++ as number] = target;
    predecessors[predecessorFill[target]++ as number] = source;
  }
  return { successorStart, successors, predecessorStart, predecessors };
}

export function successorCount(adjacency: Adjacency, vertex: number): number {
  return (adjacency.successorStart[vertex + 1] as number) - (adjacency.successorStart[vertex] as number);
}

export function predecessorCount(adjacency: Adjacency, vertex: number): number {
  return (adjacency.predecessorStart[vertex + 1] as number) - (adjacency.predecessorStart[vertex] as number);
}

/**
 * Marks the starts and every vertex `next` reaches from them (breadth first) without leaving
 * `allowed` (every vertex when not given); returns the marks and the vertices in visiting order.
 */
export function markReachable(
  count: number,
  starts: Iterable<number>,
  rows: { start: Int32Array; list: Int32Array },
  allowed?: Uint8Array,
): { marked: Uint8Array; order: number[] } {
  const marked = new Uint8Array(count);
  const order: number[] = [];
  const enter = (vertex: number) => {
    if (vertex < 0 || marked[vertex] || (allowed && !allowed[vertex])) return;
    marked[vertex] = 1;
    order.push(vertex);
  };
  for (const start of starts) enter(start);
  for (let i = 0; i < order.length; i += 1) {
    const vertex = order[i] as number;
    for (let k = rows.start[vertex] as number; k < (rows.start[vertex + 1] as number); k += 1) enter(rows.list[k] as number);
  }
  return { marked, order };
}

export function successorRows(adjacency: Adjacency): { start: Int32Array; list: Int32Array } {
  return { start: adjacency.successorStart, list: adjacency.successors };
}

export function predecessorRows(adjacency: Adjacency): { start: Int32Array; list: Int32Array } {
  return { start: adjacency.predecessorStart, list: adjacency.predecessors };
}
