// A copy of a group (paste, duplicate) must not share member ids with the original: ungrouping
// both would put two nodes with one id on the canvas. Members (nested groups too) get fresh ids;
// the group's proxies and the inner edges follow them. Proxy field and output names keep the old
// id as plain text: ungrouping resolves members through `proxy.id`, never through the names.
import { edgeHandles, expectedTargetHandle, findOutput, repointEdge, sourceHandleFor } from '../handles/build';
import { fieldEntries, isGenericNode, isGroupNode } from '../nodes/accessors';
import { createNodeId, randomIdSuffix } from '../naming/ids';
import type { RandomSource } from '../naming/random';
import type { NodeTemplate } from '../types/fields';
import type { WorkflowEdge } from '../types/edges';
import type { GenericNode, WorkflowNode } from '../types/nodes';

export function withFreshMemberIds(group: GenericNode, random: RandomSource = Math.random): GenericNode {
  const flow = group.data.node.flow;
  if (!flow) return group;
  const newIds = new Map<string, string>();
  const members = flow.data.nodes.map((member): WorkflowNode => {
    const renewed = isGroupNode(member) && isGenericNode(member) ? withFreshMemberIds(member, random) : member;
    const id = createNodeId(isGenericNode(member) ? member.data.type : 'note', random);
    newIds.set(member.id, id);
    return { ...renewed, id, data: { ...renewed.data, id } } as WorkflowNode;
  });
  const byId = new Map(members.map((member) => [member.id, member]));
  const edges = flow.data.edges.map((edge) => renewEdge(edge, newIds, byId));

  const template: NodeTemplate = { ...group.data.node.template };
  for (const [name, field] of fieldEntries(template)) {
    const id = field.proxy && newIds.get(field.proxy.id);
    if (field.proxy && id) template[name] = { ...field, proxy: { ...field.proxy, id } };
  }
  const outputs = group.data.node.outputs?.map((output) => {
    const id = output.proxy && newIds.get(output.proxy.id);
    return output.proxy && id ? { ...output, proxy: { ...output.proxy, id } } : output;
  });
  const node = {
    ...group.data.node,
    template,
    ...(outputs && { outputs }),
    flow: { ...flow, id: randomIdSuffix(random), data: { ...flow.data, nodes: members, edges } },
  };
  return { ...group, data: { ...group.data, node } };
}

/** An inner edge between renamed members, with the handles the members now offer. */
function renewEdge(edge: WorkflowEdge, newIds: ReadonlyMap<string, string>, byId: ReadonlyMap<string, WorkflowNode>): WorkflowEdge {
  const { source, target } = edgeHandles(edge);
  const sourceNode = byId.get(newIds.get(edge.source) ?? '');
  const targetNode = byId.get(newIds.get(edge.target) ?? '');
  if (!source || !target || !sourceNode || !targetNode || !isGenericNode(sourceNode)) return edge;
  const output = findOutput(sourceNode, source.name);
  const newSource = output ? sourceHandleFor(sourceNode, output) : { ...source, id: sourceNode.id };
  const newTarget = expectedTargetHandle(targetNode, target) ?? { ...target, id: targetNode.id };
  return repointEdge(edge, newSource, newTarget);
}
