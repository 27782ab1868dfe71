// Whether the user may draw an edge (spec/3 section 5): not onto its own node, compatible types,
// one edge per non-list field (list fields take many), and no cycle unless it runs through a loop
// handle. The verdict carries the tooltip text.
import { buildLoopFreeMaps } from '../graph/cycles';
import { collectReachable } from '../graph/maps';
import { edgeHandles, isLoopTargetHandle, parseSourceHandle, parseTargetHandle } from '../handles/build';
import { RULE_OK, refuse, type RuleResult } from '../messages';
import { getField, isGenericNode } from '../nodes/accessors';
import type { Connection, TargetHandle } from '../types/edges';
import type { FlowData } from '../types/flow';
import { areHandlesCompatible, isSameTargetSlot } from './compatibility';

export function checkConnection(connection: Connection, data: Pick<FlowData, 'nodes' | 'edges'>): RuleResult {
  if (connection.source === connection.target) return refuse('CONNECTION_SAME_NODE');
  const source = connection.sourceHandle ? parseSourceHandle(connection.sourceHandle) : undefined;
  const target = connection.targetHandle ? parseTargetHandle(connection.targetHandle) : undefined;
  if (!source || !target || !areHandlesCompatible(source, target)) return refuse('CONNECTION_INCOMPATIBLE');

  if (isOccupied(connection.target, target, data) && !acceptsMany(connection.target, target, data)) {
    return refuse('CONNECTION_HANDLE_OCCUPIED');
  }
  // A loop-back edge is what makes a cycle legal; any other edge must not close a cycle made of
  // ordinary edges only.
  if (!isLoopTargetHandle(target)) {
    const { successors } = buildLoopFreeMaps(data);
    if (collectReachable(connection.target, (id) => successors.get(id)).has(connection.source)) {
      return refuse('FLOW_INCOMPLETE_LOOP');
    }
  }
  return RULE_OK;
}

function isOccupied(targetId: string, target: TargetHandle, data: Pick<FlowData, 'edges'>): boolean {
  return data.edges.some((edge) => {
    if (edge.target !== targetId) return false;
    const existing = edgeHandles(edge).target;
    return existing !== undefined && isSameTargetSlot(existing, target);
  });
}

/** List fields take several edges; loop inputs and single fields take one. */
function acceptsMany(targetId: string, target: TargetHandle, data: Pick<FlowData, 'nodes'>): boolean {
  if (isLoopTargetHandle(target)) return false;
  const node = data.nodes.find((candidate) => candidate.id === targetId);
  return node !== undefined && isGenericNode(node) && getField(node.data.node.template, target.fieldName)?.list === true;
}
