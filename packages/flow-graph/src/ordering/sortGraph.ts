// The execution order of a flow (reference section 4, get_sorted_vertices): which vertices run
// for a stop or start component, in which layers, and which run first.
import { preparedCycles } from '../graph/cycles';
import { markReachable, predecessorRows, successorCount, successorRows, type Adjacency, type PreparedGraph } from '../graph/prepared';
import { preparedFor } from '../graph/reuse';
import { flowGraphError } from '../messages';
import { isGenericNode } from '../nodes/accessors';
import { isInputComponentType } from '../nodes/kinds';
import type { FlowData } from '../types/flow';
import type { GenericNode } from '../types/nodes';
import { layeredTopologicalSort, sortChatInputsFirst, sortLayersByDependency } from './layers';

export interface SortOptions {
  /** Build only this component and its ancestors. */
  stopComponentId?: string | null;
  /** Build what this component reaches, with every ancestor of those. */
  startComponentId?: string | null;
  /** `prepareGraph` of the same flow, shared with `validateFlow`; built here when not given. */
  graph?: PreparedGraph;
}

export interface SortedGraph {
  /** The vertices that run first (`layers[0]`); the `ids` of the vertices_sorted event. */
  first_layer: string[];
  /** Every layer in order, the first included. Vertices of a loop may appear twice. */
  layers: string[][];
  /** Each vertex that runs, once, in order of first appearance. */
  vertices_to_run: string[];
}

const NOTHING_TO_RUN = (): SortedGraph => ({ first_layer: [], layers: [], vertices_to_run: [] });

/**
 * Sorts a flat flow (groups already flattened, see flattenGroups) into layers.
 * Throws FlowGraphError when both options are given, when a cycle does not pass through a loop
 * handle, or when more than one chat input without predecessors exists.
 */
export function sortGraph(data: Pick<FlowData, 'nodes' | 'edges'>, options: SortOptions = {}): SortedGraph {
  if (options.stopComponentId && options.startComponentId) throw flowGraphError('SORT_START_AND_STOP');
  const graph = preparedFor(data, options.graph);
  const { all, loopFree, ids, nodeOf } = graph;
  const count = ids.length;
  const cycles = preparedCycles(graph, all);
  // Without loop edges every cycle is loop-free; otherwise the loop-free graph is checked on its own.
  if ((loopFree === all ? cycles : preparedCycles(graph, loopFree)).length > 0) throw flowGraphError('FLOW_INCOMPLETE_LOOP');

  const onCycle = new Uint8Array(count);
  for (const cycle of cycles) for (const vertex of cycle) onCycle[vertex] = 1;
  let stopId = resolveComponentId(options.stopComponentId, graph);
  let startId = resolveComponentId(options.startComponentId, graph);
  // An id that names neither a component nor a group selects nothing.
  if (stopId === null || startId === null) return NOTHING_TO_RUN();
  // Stopping inside a loop would cut the loop open; run from there instead.
  if (stopId !== undefined && onCycle[stopId]) {
    startId = stopId;
    stopId = undefined;
  }

  const kinds = vertexKinds(nodeOf, all);
  let vertexIds: number[] = [];
  const { positions } = graph;
  for (let index = 0; index < positions.length; index += 1) {
    const vertex = positions[index] as number;
    if (!((kinds[vertex] as number) & IDLE_TOOL)) vertexIds.push(vertex);
  }
  if (stopId !== undefined) vertexIds = keepWithin(vertexIds, [stopId], predecessorRows(all), count);
  if (startId !== undefined) {
    const reachable = markReachable(count, [startId], successorRows(all), membersOf(vertexIds, count)).order;
    vertexIds = keepWithin(vertexIds, reachable, predecessorRows(all), count);
  }

  const isChatInput = (vertex: number) => ((kinds[vertex] as number) & ENTRY) === CHAT_INPUT;
  const numbered = layeredTopologicalSort(vertexIds, all, {
    startId,
    entryId: firstOfKind(vertexIds, kinds, WEBHOOK) ?? firstOfKind(vertexIds, kinds, CHAT_INPUT),
    onCycle,
    isCyclic: cycles.length > 0,
  });
  if (numbered.length === 0) return NOTHING_TO_RUN();

  let layers = numbered;
  const last = layers[layers.length - 1] as number[];
  if (stopId !== undefined && layers.length > 1 && !last.includes(stopId)) last.push(stopId);
  if (startId === undefined) layers = sortChatInputsFirst(layers, isChatInput, all);
  layers = sortLayersByDependency(layers, all);

  const named = layers.map((layer) => layer.map((vertex) => ids[vertex] as string));
  const listed = new Uint8Array(count);
  const toRun: string[] = [];
  for (let index = 0; index < layers.length; index += 1) {
    const layer = layers[index] as number[];
    for (let place = 0; place < layer.length; place += 1) {
      const vertex = layer[place] as number;
      if (listed[vertex]) continue;
      listed[vertex] = 1;
      toRun.push(ids[vertex] as string);
    }
  }
  return { first_layer: named[0] as string[], layers: named, vertices_to_run: toRun };
}

const WEBHOOK = 1;
const CHAT_INPUT = 2;
const ENTRY = 3;
/** A component in tool mode runs as an agent's tool; without a consumer it has nothing to do. */
const IDLE_TOOL = 4;

/**
 * Per vertex: webhook or chat input (ENTRY bits), and IDLE_TOOL. Each node is read once, in one
 * visit: on a large flow each visit of the nodes costs mostly the reading of memory.
 */
function vertexKinds(nodeOf: readonly GenericNode[], all: Adjacency): Uint8Array {
  const kinds = new Uint8Array(nodeOf.length);
  for (let vertex = 0; vertex < nodeOf.length; vertex += 1) {
    const data = nodeOf[vertex]?.data;
    if (!data) continue;
    let kind = data.type === 'Webhook' ? WEBHOOK : data.type === 'ChatInput' ? CHAT_INPUT : 0;
    if (data.node.tool_mode === true && successorCount(all, vertex) === 0) kind |= IDLE_TOOL;
    kinds[vertex] = kind;
  }
  return kinds;
}

function firstOfKind(vertexIds: readonly number[], kinds: Uint8Array, kind: number): number | undefined {
  for (let index = 0; index < vertexIds.length; index += 1) {
    const vertex = vertexIds[index] as number;
    if (((kinds[vertex] as number) & ENTRY) === kind) return vertex;
  }
  return undefined;
}

/**
 * What freezing the path up to `stopNodeId` freezes: it and its ancestors, except input components,
 * which take each run's new input and so are never frozen.
 */
export function verticesToRunForFreeze(data: Pick<FlowData, 'nodes' | 'edges'>, stopNodeId: string): string[] {
  const inputs = new Set(data.nodes.filter((node) => isGenericNode(node) && isInputComponentType(node.data.type)).map((node) => node.id));
  return sortGraph(data, { stopComponentId: stopNodeId }).vertices_to_run.filter((id) => !inputs.has(id));
}

/**
 * A start or stop id as a vertex (undefined when not given, null when it names nothing). A
 * group's id (after flattening) stands for its root: the member none of whose successors is
 * another member.
 */
function resolveComponentId(id: string | null | undefined, graph: PreparedGraph): number | null | undefined {
  if (!id) return undefined;
  const vertex = graph.vertexOf(id);
  if (vertex >= 0) return vertex;
  const members = graph.ids.flatMap((_, member) => (graph.nodeOf[member]?.parent_node_id === id ? [member] : []));
  const root = members.find((member) => {
    const { marked } = markReachable(graph.ids.length, [member], successorRows(graph.all));
    return !members.some((other) => other !== member && marked[other]);
  });
  return root ?? null;
}

function membersOf(vertexIds: readonly number[], count: number): Uint8Array {
  const members = new Uint8Array(count);
  for (const vertex of vertexIds) members[vertex] = 1;
  return members;
}

/** The vertices of `vertexIds` that are among the starts or their ancestors within `vertexIds`. */
function keepWithin(vertexIds: readonly number[], starts: readonly number[], predecessors: ReturnType<typeof predecessorRows>, count: number): number[] {
  const { marked } = markReachable(count, starts, predecessors, membersOf(vertexIds, count));
  return vertexIds.filter((vertex) => marked[vertex]);
}
