// The execution order of a flow (reference section 4, get_sorted_vertices): which vertices run
// for a stop or start component, in which layers, and which run first.
import { buildFlowMaps, cyclicComponents } from '../graph/cycles';
import { collectReachable, type GraphMaps } from '../graph/maps';
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
}

export interface SortedGraph {
  /** The vertices that run first (`layers[0]`); the `ids` of the vertices_sorted event. */
  first_layer: string[];
  /** Every layer in order, the first included. Vertices of a loop may appear twice. */
  layers: string[][];
  /** Each vertex that runs, once, in order of first appearance. */
  vertices_to_run: string[];
}

/**
 * Sorts a flat flow (groups already flattened, see flattenGroups) into layers.
 * Throws FlowGraphError when both options are given, when a cycle does not pass through a loop
 * handle, or when more than one chat input without predecessors exists.
 */
export function sortGraph(data: Pick<FlowData, 'nodes' | 'edges'>, options: SortOptions = {}): SortedGraph {
  if (options.stopComponentId && options.startComponentId) throw flowGraphError('SORT_START_AND_STOP');
  const { maps, loopFree } = buildFlowMaps(data);
  const cycles = cyclicComponents(maps);
  // Without loop edges every cycle is loop-free; otherwise the loop-free graph is checked on its own.
  if ((loopFree === maps ? cycles : cyclicComponents(loopFree)).length > 0) throw flowGraphError('FLOW_INCOMPLETE_LOOP');

  const nodes = new Map(data.nodes.filter(isGenericNode).map((node): [string, GenericNode] => [node.id, node]));
  const cycleVertices = new Set(cycles.flat());
  let stopId = resolveComponentId(options.stopComponentId, nodes, maps);
  let startId = resolveComponentId(options.startComponentId, nodes, maps);
  // Stopping inside a loop would cut the loop open; run from there instead.
  if (stopId !== undefined && cycleVertices.has(stopId)) {
    startId = stopId;
    stopId = undefined;
  }

  // A component in tool mode runs as an agent's tool; without a consumer it has nothing to do.
  let vertexIds = maps.vertices.filter(
    (id) => !(nodes.get(id)?.data.node.tool_mode === true && (maps.successors.get(id) ?? []).length === 0),
  );
  if (stopId !== undefined) vertexIds = keep(vertexIds, ancestorsWithin(vertexIds, [stopId], maps));
  if (startId !== undefined) {
    const reachable = [...collectWithin(vertexIds, [startId], (id) => maps.successors.get(id))];
    vertexIds = keep(vertexIds, ancestorsWithin(vertexIds, reachable, maps));
  }

  const typeOf = (id: string) => nodes.get(id)?.data.type;
  let layers = layeredTopologicalSort(vertexIds, maps, {
    startId,
    entryId: vertexIds.find((id) => typeOf(id) === 'Webhook') ?? vertexIds.find((id) => typeOf(id) === 'ChatInput'),
    cycleVertices,
  });
  if (layers.length === 0) return { first_layer: [], layers: [], vertices_to_run: [] };

  const last = layers[layers.length - 1] as string[];
  if (stopId !== undefined && layers.length > 1 && !last.includes(stopId)) last.push(stopId);
  if (startId === undefined) {
    layers = sortChatInputsFirst(layers, (id) => typeOf(id) === 'ChatInput', (id) => maps.predecessors.get(id) ?? []);
  }
  layers = sortLayersByDependency(layers, (id) => maps.successors.get(id) ?? []);
  return { first_layer: layers[0] as string[], layers, vertices_to_run: [...new Set(layers.flat())] };
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
 * A start or stop id as a vertex. A group's id (after flattening) stands for its root: the
 * member none of whose successors is another member.
 */
function resolveComponentId(
  id: string | null | undefined,
  nodes: ReadonlyMap<string, GenericNode>,
  maps: GraphMaps,
): string | undefined {
  if (!id) return undefined;
  if (nodes.has(id)) return id;
  const members = [...nodes.values()].filter((node) => node.parent_node_id === id).map((node) => node.id);
  const root = members.find((member) => {
    const downstream = collectReachable(member, (vertex) => maps.successors.get(vertex));
    return !members.some((other) => other !== member && downstream.has(other));
  });
  return root ?? id;
}

/** The starts and what `next` reaches from them, without leaving `vertexIds`. */
function collectWithin(
  vertexIds: readonly string[],
  starts: readonly string[],
  next: (id: string) => readonly string[] | undefined,
): Set<string> {
  const allowed = new Set(vertexIds);
  const inside = (ids: readonly string[] | undefined) => (ids ?? []).filter((id) => allowed.has(id));
  return collectReachable(inside(starts), (id) => inside(next(id)));
}

function ancestorsWithin(vertexIds: readonly string[], starts: readonly string[], maps: GraphMaps): Set<string> {
  return collectWithin(vertexIds, starts, (id) => maps.predecessors.get(id));
}

function keep(vertexIds: readonly string[], selected: ReadonlySet<string>): string[] {
  return vertexIds.filter((id) => selected.has(id));
}
