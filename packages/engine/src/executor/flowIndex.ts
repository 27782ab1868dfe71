// The executor's view of a flattened flow: nodes by id, and each edge reduced to which output of
// which vertex feeds which field (or, for a loop-back edge, which loop output). Adjacency and
// loop-edge recognition come from flow-graph.
import {
  buildLoopFreeMaps,
  edgeHandles,
  isGenericNode,
  isLoopTargetHandle,
  type FlowData,
  type GenericNode,
  type GraphMaps,
} from '@app/flow-graph';

export interface Connection {
  source: string;
  sourceOutput: string;
  target: string;
  /** The input field it feeds; for a loop-back edge, the loop output it returns to. */
  targetName: string;
  isLoopBack: boolean;
}

export interface FlowIndex {
  nodes: ReadonlyMap<string, GenericNode>;
  /** Adjacency without loop-back edges: what the scheduler and branch marking follow. */
  maps: GraphMaps;
  incoming: ReadonlyMap<string, readonly Connection[]>;
  outgoing: ReadonlyMap<string, readonly Connection[]>;
}

export function indexFlow(flow: Pick<FlowData, 'nodes' | 'edges'>): FlowIndex {
  const nodes = new Map(flow.nodes.filter(isGenericNode).map((node): [string, GenericNode] => [node.id, node]));
  const incoming = new Map<string, Connection[]>();
  const outgoing = new Map<string, Connection[]>();
  for (const edge of flow.edges) {
    if (!nodes.has(edge.source) || !nodes.has(edge.target)) continue;
    const { source, target } = edgeHandles(edge);
    if (!source || !target) continue;
    const isLoopBack = isLoopTargetHandle(target);
    const connection: Connection = {
      source: edge.source,
      sourceOutput: source.name,
      target: edge.target,
      targetName: isLoopBack ? target.name : target.fieldName,
      isLoopBack,
    };
    push(incoming, edge.target, connection);
    push(outgoing, edge.source, connection);
  }
  return { nodes, maps: buildLoopFreeMaps(flow), incoming, outgoing };
}

function push(map: Map<string, Connection[]>, key: string, connection: Connection): void {
  const list = map.get(key);
  if (list) list.push(connection);
  else map.set(key, [connection]);
}

export function successorsOf(index: FlowIndex, id: string): readonly string[] {
  return index.maps.successors.get(id) ?? [];
}

export function predecessorsOf(index: FlowIndex, id: string): readonly string[] {
  return index.maps.predecessors.get(id) ?? [];
}
