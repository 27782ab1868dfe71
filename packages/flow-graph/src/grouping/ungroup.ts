// Ungrouping restores the members and their edges as they were before grouping; values edited on
// the group's proxy fields (and outputs' selected types) go back into the members. Flattening
// for execution does the same to every group, marking members with their top-level group.
import { edgeHandles, fieldTargetHandleFor, findOutput, isLoopTargetHandle, loopTargetHandleFor, repointEdge, sourceHandleFor } from '../handles/build';
import { flowGraphError } from '../messages';
import { fieldEntries, getField, isGenericNode, isGroupNode } from '../nodes/accessors';
import type { SourceHandle, TargetHandle, WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import type { GenericNode, WorkflowNode } from '../types/nodes';
import { middlePoint } from './group';

/** Replaces a group node with its members. Throws FlowGraphError when the node is not a group. */
export function ungroupNode(data: FlowData, groupId: string): FlowData {
  return expandGroup(data, groupId);
}

/**
 * The flow with every group, nested ones included, replaced by its members: the graph the engine
 * runs. Each member gets `parent_node_id` (its top-level group) and the group's frozen flag.
 */
export function flattenGroups(data: FlowData): FlowData {
  let flat = data;
  for (let group = flat.nodes.find(isGroupNode); group; group = flat.nodes.find(isGroupNode)) {
    const parentNodeId = group.parent_node_id ?? group.id;
    flat = expandGroup(flat, group.id, { parentNodeId, frozen: group.data.node.frozen ?? false });
  }
  return flat;
}

interface ExecutionMark {
  parentNodeId: string;
  frozen: boolean;
}

function expandGroup(data: FlowData, groupId: string, mark?: ExecutionMark): FlowData {
  const group = data.nodes.find((node): node is GenericNode => node.id === groupId && isGroupNode(node));
  const flow = group?.data.node.flow;
  if (!group || !flow) throw flowGraphError('GROUP_NOT_FOUND', { id: groupId });

  // Members follow the group if it was moved on the canvas.
  const origin = middlePoint(flow.data.nodes.map((node) => node.position));
  const shift = { x: group.position.x - origin.x, y: group.position.y - origin.y };
  const members = new Map(
    flow.data.nodes.map((node): [string, WorkflowNode] => {
      const moved = shift.x === 0 && shift.y === 0 ? node : { ...node, position: { x: node.position.x + shift.x, y: node.position.y + shift.y } };
      return [node.id, restoreMember(moved, group, mark)];
    }),
  );

  const nodes = data.nodes.flatMap((node) => (node.id === groupId ? [...members.values()] : [node]));
  const edges = data.edges.flatMap((edge): WorkflowEdge[] => {
    if (edge.source !== groupId && edge.target !== groupId) return [edge];
    const repointed = repointFromGroup(edge, group, members);
    return repointed ? [repointed] : [];
  });
  return { ...data, nodes, edges: [...edges, ...flow.data.edges] };
}

/** A member with the values its proxies carry on the group put back. */
function restoreMember(member: WorkflowNode, group: GenericNode, mark?: ExecutionMark): WorkflowNode {
  if (!isGenericNode(member)) return member;
  const template = { ...member.data.node.template };
  for (const [, groupField] of fieldEntries(group.data.node.template)) {
    if (groupField.proxy?.id !== member.id) continue;
    const own = getField(template, groupField.proxy.field);
    if (!own) continue;
    // Presentation on the group (its proxy, visibility, advanced flag, label) is the group's own.
    const { proxy: _proxy, show: _show, advanced: _advanced, display_name: _label, ...edited } = groupField;
    template[groupField.proxy.field] = { ...own, ...edited };
  }
  const outputs = member.data.node.outputs?.map((output) => {
    const groupOutput = group.data.node.outputs?.find((candidate) => candidate.proxy?.id === member.id && candidate.proxy.name === output.name);
    return groupOutput && groupOutput.selected !== output.selected ? { ...output, selected: groupOutput.selected } : output;
  });
  const component = { ...member.data.node, template, ...(outputs && { outputs }), ...(mark && { frozen: mark.frozen }) };
  return { ...member, ...(mark && { parent_node_id: mark.parentNodeId }), data: { ...member.data, node: component } };
}

/** A crossing edge attached back to the member behind the group's proxy; undefined if it is gone. */
function repointFromGroup(edge: WorkflowEdge, group: GenericNode, members: ReadonlyMap<string, WorkflowNode>): WorkflowEdge | undefined {
  const { source, target } = edgeHandles(edge);
  if (!source || !target) return undefined;
  const newSource = edge.source === group.id ? memberSource(source, group, members) : source;
  const newTarget = edge.target === group.id ? memberTarget(target, group, members) : target;
  return newSource && newTarget ? repointEdge(edge, newSource, newTarget) : undefined;
}

function memberOf(id: string | undefined, members: ReadonlyMap<string, WorkflowNode>): GenericNode | undefined {
  const node = id === undefined ? undefined : members.get(id);
  return node && isGenericNode(node) ? node : undefined;
}

function memberSource(handle: SourceHandle, group: GenericNode, members: ReadonlyMap<string, WorkflowNode>): SourceHandle | undefined {
  const proxy = findOutput(group, handle.name)?.proxy;
  const member = memberOf(proxy?.id, members);
  const output = member && proxy && findOutput(member, proxy.name);
  return member && output ? sourceHandleFor(member, output) : undefined;
}

function memberTarget(handle: TargetHandle, group: GenericNode, members: ReadonlyMap<string, WorkflowNode>): TargetHandle | undefined {
  if (isLoopTargetHandle(handle)) {
    const proxy = findOutput(group, handle.name)?.proxy;
    const member = memberOf(proxy?.id, members);
    const output = member && proxy && findOutput(member, proxy.name);
    return member && output ? loopTargetHandleFor(member, output) : undefined;
  }
  const proxy = getField(group.data.node.template, handle.fieldName)?.proxy;
  const member = memberOf(proxy?.id, members);
  return member && proxy ? fieldTargetHandleFor(member, proxy.field) : undefined;
}
