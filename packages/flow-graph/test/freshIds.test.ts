import { describe, expect, it } from 'vitest';
import { cleanEdges } from '../src/connections/cleanEdges';
import { withFreshMemberIds } from '../src/grouping/freshIds';
import { groupNodes } from '../src/grouping/group';
import { ungroupNode } from '../src/grouping/ungroup';
import { fieldEntries } from '../src/nodes/accessors';
import type { FlowData } from '../src/types/flow';
import type { GenericNode } from '../src/types/nodes';
import { component, connect, field, output } from './fixtures';

const prompt = component('Prompt-bbbbb', { fields: { template: field({ type: 'prompt', value: 'Hi' }) } });
const model = component('Model-ccccc', { outputs: [output('text', ['Message'])] });
const tool = component('Tool-ddddd', { outputs: [output('text', ['Message'])] });
const base: FlowData = { nodes: [prompt, model, tool], edges: [connect(prompt, 'message', model), connect(model, 'text', tool)] };

function group(data: FlowData, ids: string[], groupId: string): { data: FlowData; groupNode: GenericNode } {
  const result = groupNodes(data, ids, { groupId, name: groupId });
  if (!result.ok) throw new Error(result.issues[0]?.message);
  return result;
}

let counter = 0;
const random = () => ((counter++ * 7) % 62) / 62;

describe('withFreshMemberIds', () => {
  const { groupNode } = group(base, [prompt.id, model.id], 'groupComponent-one');
  const copy = withFreshMemberIds(groupNode, random);
  const members = copy.data.node.flow?.data.nodes ?? [];
  const memberIds = members.map((member) => member.id);

  it('gives the members fresh ids of their type', () => {
    expect(memberIds).toHaveLength(2);
    expect(memberIds[0]).toMatch(/^Prompt-/);
    expect(memberIds[1]).toMatch(/^Model-/);
    expect(memberIds).not.toContain(prompt.id);
    expect(members.every((member) => member.data.id === member.id)).toBe(true);
  });

  it('points the proxies and the inner edges at the new members', () => {
    const proxies = [
      ...fieldEntries(copy.data.node.template).map(([, groupField]) => groupField.proxy?.id),
      ...(copy.data.node.outputs ?? []).map((groupOutput) => groupOutput.proxy?.id),
    ];
    expect(proxies.every((id) => id !== undefined && memberIds.includes(id))).toBe(true);
    const inner = copy.data.node.flow?.data.edges ?? [];
    expect(inner.map((edge) => [edge.source, edge.target])).toEqual([memberIds]);
    expect(cleanEdges(members, inner)).toHaveLength(1);
    expect(groupNode.data.node.flow?.data.nodes.map((member) => member.id)).toEqual([prompt.id, model.id]);
  });

  it('ungroups the copy into its own members', () => {
    const ungrouped = ungroupNode({ nodes: [copy], edges: [] }, copy.id);
    expect(ungrouped.nodes.map((node) => node.id)).toEqual(memberIds);
    expect(cleanEdges(ungrouped.nodes, ungrouped.edges)).toHaveLength(1);
  });

  it('renews nested groups too', () => {
    const inner = group(base, [prompt.id, model.id], 'groupComponent-inner');
    const outer = group(inner.data, ['groupComponent-inner', tool.id], 'groupComponent-outer');
    const renewed = withFreshMemberIds(outer.groupNode, random);
    const nested = renewed.data.node.flow?.data.nodes.find((node) => node.data.type === 'GroupNode') as GenericNode | undefined;
    const nestedIds = nested?.data.node.flow?.data.nodes.map((node) => node.id) ?? [];
    expect(nestedIds).toHaveLength(2);
    expect(nestedIds).not.toContain(prompt.id);
    const flat = ungroupNode(ungroupNode({ nodes: [renewed], edges: [] }, renewed.id), nested?.id ?? '');
    expect(flat.nodes.map((node) => node.id).sort()).toEqual([...nestedIds, ...(renewed.data.node.flow?.data.nodes ?? []).filter((node) => node !== nested).map((node) => node.id)].sort());
    expect(cleanEdges(flat.nodes, flat.edges)).toHaveLength(2);
  });
});
