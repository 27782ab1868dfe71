import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanEdges } from '../src/connections/cleanEdges';
import { groupNodes, type GroupResult } from '../src/grouping/group';
import { flattenGroups, ungroupNode } from '../src/grouping/ungroup';
import { validateGroupSelection } from '../src/grouping/validateSelection';
import { getField } from '../src/nodes/accessors';
import { sortGraph } from '../src/ordering/sortGraph';
import type { FlowData } from '../src/types/flow';
import type { GenericNode, WorkflowNode } from '../src/types/nodes';
import { component, connect, connectLoop, field, loopComponent, output } from './fixtures';

const byId = <T extends { id: string }>(items: readonly T[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));

function grouped(result: GroupResult) {
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result;
}

// chat -> prompt -> model -> out, with the prompt's template field unconnected.
const chat = component('ChatInput-aaaaa');
const prompt = component('Prompt-bbbbb', { fields: { template: field({ type: 'prompt', value: 'Hi {q}' }) }, position: { x: 0, y: 0 } });
const model = component('Model-ccccc', {
  fields: { temperature: field({ type: 'float', value: 0.1 }), api_key: field({ required: true, password: true, value: '' }) },
  outputs: [output('text', ['Message']), output('model', ['LanguageModel'])],
  position: { x: 100, y: 50 },
});
const out = component('ChatOutput-ddddd');
const base: FlowData = {
  nodes: [chat, prompt, model, out],
  edges: [connect(chat, 'message', prompt), connect(prompt, 'message', model), connect(model, 'text', out)],
};

describe('validateGroupSelection', () => {
  const a = component('A-aaaaa');
  const b = component('B-bbbbb');
  const c = component('C-ccccc');
  const data = { nodes: [chat, a, b, c, out], edges: [connect(chat, 'message', a), connect(a, 'message', b), connect(a, 'message', c), connect(b, 'message', out)] };

  it.each<[string, string[], string[]]>([
    ['a connected chain with one free output', [a.id, b.id], []],
    ['a single component', [a.id], ['Please select more than one component', 'Select only connected components']],
    ['input or output components', [chat.id, a.id], ['Select non-input/output components only']],
    ['two components with free outputs', [a.id, b.id, c.id], ['Select only one component with free outputs']],
    ['unconnected components', [b.id, c.id], ['Select only one component with free outputs', 'Select only connected components']],
  ])('%s', (_label, selection, messages) => {
    expect(validateGroupSelection(selection, data).map((issue) => issue.message)).toEqual(messages);
  });

  it('refuses to group with the issues', () => {
    expect(groupNodes(data, [b.id, out.id])).toEqual({
      ok: false,
      issues: [{ code: 'GROUP_INPUT_OUTPUT', message: 'Select non-input/output components only' }],
    });
  });
});

describe('groupNodes', () => {
  const { data, groupNode } = grouped(groupNodes(base, [prompt.id, model.id], { groupId: 'groupComponent-g', name: 'My group' }));
  const template = groupNode.data.node.template;

  it('moves the members and their edges into the group flow', () => {
    expect(groupNode.data.type).toBe('GroupNode');
    expect(groupNode.position).toEqual({ x: 50, y: 25 });
    expect(groupNode.data.node.flow).toMatchObject({ name: 'My group', data: { nodes: [prompt, model], edges: [base.edges[1]] } });
    expect(data.nodes.map((node) => node.id)).toEqual([chat.id, groupNode.id, out.id]);
  });

  it('exposes unconnected member fields as proxies and keeps wired ones inside', () => {
    expect(getField(template, `template_${prompt.id}`)).toMatchObject({ proxy: { id: prompt.id, field: 'template' }, value: 'Hi {q}', advanced: true });
    expect(getField(template, `api_key_${model.id}`)).toMatchObject({ proxy: { id: model.id, field: 'api_key' }, required: true });
    expect(getField(template, `input_value_${prompt.id}`)).toMatchObject({ proxy: { id: prompt.id, field: 'input_value' } });
    expect(getField(template, `input_value_${model.id}`)).toBeUndefined();
  });

  it('exposes unconsumed member outputs', () => {
    expect(groupNode.data.node.outputs?.map((entry) => [entry.name, entry.proxy])).toEqual([
      [`${model.id}_text`, { id: model.id, name: 'text', nodeDisplayName: 'Model' }],
      [`${model.id}_model`, { id: model.id, name: 'model', nodeDisplayName: 'Model' }],
    ]);
  });

  it('re-points crossing edges to the group so that no edge is dropped', () => {
    expect(data.edges.map((edge) => [edge.source, edge.target])).toEqual([
      [chat.id, groupNode.id],
      [groupNode.id, out.id],
    ]);
    expect(data.edges[0]?.data?.targetHandle).toMatchObject({ fieldName: `input_value_${prompt.id}`, proxy: { id: prompt.id, field: 'input_value' } });
    expect(data.edges[1]?.data?.sourceHandle).toMatchObject({ dataType: 'GroupNode', name: `${model.id}_text` });
    expect(data.edges[0]?.id.startsWith('xy-edge__ChatInput-aaaaa')).toBe(true);
    expect(cleanEdges(data.nodes, data.edges)).toEqual(data.edges);
  });

  it('ungroups back to the original flow', () => {
    const restored = ungroupNode(data, groupNode.id);
    expect(byId(restored.nodes)).toEqual(byId(base.nodes));
    expect(byId(restored.edges)).toEqual(byId(base.edges));
  });

  it('carries values edited on the group back into the members', () => {
    const edited = { ...groupNode, data: { ...groupNode.data, node: { ...groupNode.data.node, template: { ...template, [`api_key_${model.id}`]: { ...getField(template, `api_key_${model.id}`), value: 'sk-1', show: true } } } } } as GenericNode;
    const restored = ungroupNode({ ...data, nodes: data.nodes.map((node) => (node.id === groupNode.id ? edited : node)) }, groupNode.id);
    const restoredModel = restored.nodes.find((node) => node.id === model.id) as GenericNode;
    expect(getField(restoredModel.data.node.template, 'api_key')).toEqual({ ...getField(model.data.node.template, 'api_key'), value: 'sk-1' });
  });

  it('moves the members with the group', () => {
    const moved = data.nodes.map((node) => (node.id === groupNode.id ? { ...node, position: { x: 150, y: 25 } } : node));
    const restored = ungroupNode({ ...data, nodes: moved }, groupNode.id);
    expect(restored.nodes.find((node) => node.id === prompt.id)?.position).toEqual({ x: 100, y: 0 });
  });

  it('refuses to ungroup a node that is not a group', () => {
    expect(() => ungroupNode(base, chat.id)).toThrow('Node ChatInput-aaaaa is not a group');
  });

  it('re-points a loop-back edge into a grouped loop component', () => {
    const loop = loopComponent('Loop-lllll');
    const body = component('Body-eeeee', { fields: { input_value: field({ input_types: ['Data'] }) }, outputs: [output('data', ['Data'])] });
    const after = component('After-fffff', { fields: { input_value: field({ input_types: ['Data'] }) }, outputs: [output('data', ['Data'])] });
    const loopFlow = { nodes: [loop, after, body], edges: [connect(loop, 'done', after), connect(loop, 'item', body), connectLoop(body, 'data', loop)] };
    const result = grouped(groupNodes(loopFlow, [loop.id, after.id], { groupId: 'groupComponent-l', name: 'L' }));
    expect(cleanEdges(result.data.nodes, result.data.edges)).toEqual(result.data.edges);
    const restored = ungroupNode(result.data, 'groupComponent-l');
    expect(byId(restored.edges)).toEqual(byId(loopFlow.edges));
  });
});

describe('flattenGroups', () => {
  const first = grouped(groupNodes(base, [prompt.id, model.id], { groupId: 'groupComponent-inner', name: 'Inner' }));
  const memory = component('Memory-mmmmm', { outputs: [output('message')] });
  const withMemory = { ...first.data, nodes: [...first.data.nodes, memory], edges: [...first.data.edges] };
  withMemory.edges.push(connect(memory, 'message', first.groupNode, `template_${prompt.id}`));
  const outer = grouped(groupNodes(withMemory, [memory.id, first.groupNode.id], { groupId: 'groupComponent-outer', name: 'Outer' }));
  const frozenOuter = {
    ...outer.data,
    nodes: outer.data.nodes.map((node) => (node.id === outer.groupNode.id ? { ...outer.groupNode, data: { ...outer.groupNode.data, node: { ...outer.groupNode.data.node, frozen: true } } } : node)),
  };

  it('expands nested groups into the members, marked with their top-level group', () => {
    const flat = flattenGroups(frozenOuter);
    const members = flat.nodes.filter((node) => node.parent_node_id !== undefined) as GenericNode[];
    expect(members.map((node) => [node.id, node.parent_node_id, node.data.node.frozen]).sort()).toEqual([
      [memory.id, outer.groupNode.id, true],
      [model.id, outer.groupNode.id, true],
      [prompt.id, outer.groupNode.id, true],
    ]);
    expect(cleanEdges(flat.nodes, flat.edges)).toEqual(flat.edges);
    expect(flat.edges.map((edge) => [edge.source, edge.target]).sort()).toEqual(
      [[chat.id, prompt.id], [prompt.id, model.id], [model.id, out.id], [memory.id, prompt.id]].sort(),
    );
    expect(sortGraph(flat, { stopComponentId: outer.groupNode.id }).vertices_to_run.sort()).toEqual([chat.id, memory.id, prompt.id, model.id].sort());
  });

  it('ungroups nested groups one level at a time back to the original', () => {
    const once = ungroupNode(outer.data, outer.groupNode.id);
    expect(byId(once.nodes)).toEqual(byId(withMemory.nodes));
    const twice = ungroupNode(once, first.groupNode.id);
    expect(twice.edges.find((edge) => edge.source === memory.id)?.data?.targetHandle).toMatchObject({ fieldName: 'template', id: prompt.id });
  });
});

// Random flows with a groupable selection: members m0..mk where each member but the last feeds a
// later member (one free output, all connected), plus outside components wired in and out.
const groupableFlow = fc
  .record({
    members: fc.integer({ min: 2, max: 6 }),
    outsiders: fc.integer({ min: 0, max: 4 }),
    links: fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 }),
    inbound: fc.array(fc.tuple(fc.nat(1000), fc.nat(1000), fc.boolean()), { maxLength: 6 }),
    outbound: fc.array(fc.tuple(fc.nat(1000), fc.nat(1000), fc.boolean()), { maxLength: 6 }),
    values: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { minLength: 6, maxLength: 6 }),
    positions: fc.array(fc.tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 })), { minLength: 10, maxLength: 10 }),
  })
  .map(({ members, outsiders, links, inbound, outbound, values, positions }) => {
    const at = (i: number) => ({ x: positions[i]?.[0] ?? 0, y: positions[i]?.[1] ?? 0 });
    const inner = [...Array(members).keys()].map((i) =>
      component(`M${i}-xxxxx`, {
        position: at(i),
        fields: { tools: field({ type: 'other', input_types: ['Message'], list: true }), note: field({ value: values[i] }) },
        outputs: [output('message'), output('alt', ['Message', 'Data'], { selected: 'Data' })],
      }),
    );
    const outside = [...Array(outsiders).keys()].map((i) => component(`O${i}-yyyyy`, { position: at(members + i) }));
    const edges = inner.slice(0, -1).map((node, i) => connect(node, 'message', inner[i + 1 + ((links[i] ?? 0) % (members - i - 1))] as GenericNode, 'tools'));
    if (outside.length > 0) {
      for (const [from, to, list] of inbound) edges.push(connect(outside[from % outside.length] as GenericNode, 'message', inner[to % members] as GenericNode, list ? 'tools' : 'input_value'));
      for (const [from, to, alt] of outbound) edges.push(connect(inner[from % members] as GenericNode, alt ? 'alt' : 'message', outside[to % outside.length] as GenericNode));
    }
    const unique = [...new Map(edges.map((edge) => [edge.id, edge])).values()];
    return { data: { nodes: [...outside, ...inner] as WorkflowNode[], edges: unique }, selection: inner.map((node) => node.id) };
  });

describe('group and ungroup properties', () => {
  it('ungrouping a fresh group restores the flow exactly', () => {
    fc.assert(
      fc.property(groupableFlow, ({ data, selection }) => {
        const result = grouped(groupNodes(data, selection));
        expect(cleanEdges(result.data.nodes, result.data.edges)).toHaveLength(result.data.edges.length);
        const restored = ungroupNode(result.data, result.groupNode.id);
        expect(byId(restored.nodes)).toEqual(byId(data.nodes));
        expect(byId(restored.edges)).toEqual(byId(data.edges));
      }),
    );
  });
});
