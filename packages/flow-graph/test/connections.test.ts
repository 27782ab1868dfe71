import { describe, expect, it } from 'vitest';
import { checkConnection } from '../src/connections/checkConnection';
import { cleanEdges, findBrokenEdges } from '../src/connections/cleanEdges';
import { encodeHandle } from '../src/handles/encoding';
import { getField } from '../src/nodes/accessors';
import type { Connection, WorkflowEdge } from '../src/types/edges';
import type { GenericNode } from '../src/types/nodes';
import { component, connect, connectLoop, field, loopComponent, note, output } from './fixtures';

const chat = component('ChatInput-aaaaa');
const model = component('Model-bbbbb', {
  fields: {
    system: field({ input_types: ['Message'] }),
    tools: field({ type: 'other', input_types: ['Tool'], list: true }),
    temperature: field({ type: 'float', value: 0.1 }),
  },
  outputs: [output('text', ['Message']), output('model', ['LanguageModel'])],
});
const agent = component('Agent-ccccc', { fields: { llm: field({ type: 'other', input_types: ['LanguageModel'] }) } });
const tool = component('Calculator-ddddd', { outputs: [output('tool', ['Tool'])] });
const prompt = component('Prompt-eeeee', { fields: { template: field({ type: 'prompt' }) }, outputs: [output('prompt', ['Message'])] });

function asConnection(edge: WorkflowEdge): Connection {
  return { source: edge.source, target: edge.target, sourceHandle: edge.sourceHandle ?? null, targetHandle: edge.targetHandle ?? null };
}

describe('checkConnection', () => {
  const nodes = [chat, model, agent, tool, prompt];

  it.each<[string, WorkflowEdge, WorkflowEdge[], string | undefined]>([
    ['a matching input type', connect(chat, 'message', model), [], undefined],
    ['the source component type listed in input types', { ...connect(chat, 'message', model), targetHandle: encodeHandle({ fieldName: 'input_value', id: model.id, inputTypes: ['ChatInput'], type: 'other' }) }, [], undefined],
    ['an output type equal to the field type', { ...connect(prompt, 'prompt', model, 'temperature'), sourceHandle: encodeHandle({ dataType: 'Prompt', id: prompt.id, name: 'prompt', output_types: ['float'] }) }, [], undefined],
    ['a second edge into a list field', connect(tool, 'tool', model, 'tools'), [connect(tool, 'tool', model, 'tools')], undefined],
    ['an edge onto its own node', { ...connect(model, 'text', model, 'system') }, [], '不能连接到同一个节点'],
    ['a LanguageModel into a Message field', connect(model, 'model', agent, 'input_value'), [], '与其不兼容'],
    ['a second edge into a single field', connect(prompt, 'prompt', model, 'system'), [connect(chat, 'message', model, 'system')], '该字段只能有一个连接'],
  ])('%s', (_label, edge, edges, refusal) => {
    const verdict = checkConnection(asConnection(edge), { nodes, edges });
    if (refusal === undefined) expect(verdict).toEqual({ ok: true });
    else expect(verdict).toMatchObject({ ok: false, message: refusal });
  });

  it('refuses an edge with handles it cannot read', () => {
    const verdict = checkConnection({ source: chat.id, target: model.id, sourceHandle: 'x', targetHandle: null }, { nodes, edges: [] });
    expect(verdict).toMatchObject({ ok: false, code: 'CONNECTION_INCOMPATIBLE' });
  });

  it('counts an imported edge with backend spacing as occupying its field', () => {
    const existing = connect(chat, 'message', model, 'system');
    const spaced = { ...existing, targetHandle: existing.targetHandle?.replaceAll(',', ', ').replaceAll('œ:', 'œ: ') };
    const verdict = checkConnection(asConnection(connect(prompt, 'prompt', model, 'system')), { nodes, edges: [spaced] });
    expect(verdict).toMatchObject({ ok: false, code: 'CONNECTION_HANDLE_OCCUPIED' });
  });

  describe('cycles', () => {
    const a = component('A-aaaaa');
    const b = component('B-bbbbb');
    const loop = loopComponent('Loop-lllll');
    const body = component('Body-ooooo', { fields: { input_value: field({ input_types: ['Data'] }) }, outputs: [output('data', ['Data'])] });

    it('refuses an edge that closes a cycle of ordinary edges', () => {
      const verdict = checkConnection(asConnection(connect(b, 'message', a)), { nodes: [a, b], edges: [connect(a, 'message', b)] });
      expect(verdict).toMatchObject({ ok: false, code: 'FLOW_INCOMPLETE_LOOP' });
    });

    it('allows the loop-back edge into a loop output', () => {
      const edges = [connect(loop, 'item', body)];
      const verdict = checkConnection(asConnection(connectLoop(body, 'data', loop)), { nodes: [loop, body], edges });
      expect(verdict).toEqual({ ok: true });
    });

    it('allows an edge whose only cycle runs through a loop edge', () => {
      const edges = [connectLoop(body, 'data', loop)];
      const verdict = checkConnection(asConnection(connect(loop, 'item', body)), { nodes: [loop, body], edges });
      expect(verdict).toEqual({ ok: true });
    });

    it('takes one edge per loop input', () => {
      const other = component('Other-ppppp', { outputs: [output('data', ['Data'])] });
      const edges = [connectLoop(body, 'data', loop)];
      const verdict = checkConnection(asConnection(connectLoop(other, 'data', loop)), { nodes: [loop, body, other], edges });
      expect(verdict).toMatchObject({ ok: false, code: 'CONNECTION_HANDLE_OCCUPIED' });
    });
  });
});

describe('cleanEdges', () => {
  const edge = connect(chat, 'message', model, 'system');

  function withField(node: GenericNode, name: string, change: object): GenericNode {
    const template = { ...node.data.node.template, [name]: { ...getField(node.data.node.template, name), ...change } };
    return { ...node, data: { ...node.data, node: { ...node.data.node, template } } } as GenericNode;
  }

  it.each<[string, () => Parameters<typeof cleanEdges>[0], string | undefined]>([
    ['keeps an edge that fits', () => [chat, model], undefined],
    ['drops an edge whose source node is gone', () => [model], 'missing-node'],
    ['drops an edge whose target node is gone', () => [chat], 'missing-node'],
    ['drops an edge whose output is gone', () => [{ ...chat, data: { ...chat.data, node: { ...chat.data.node, outputs: [] } } }, model], 'handle-mismatch'],
    ['drops an edge whose field is gone', () => [chat, { ...model, data: { ...model.data, node: { ...model.data.node, template: {} } } }], 'handle-mismatch'],
    ['drops an edge whose field changed its input types', () => [chat, withField(model, 'system', { input_types: ['Data'] })], 'handle-mismatch'],
    ['drops an edge into a hidden field', () => [chat, withField(model, 'system', { show: false })], 'hidden-field'],
    ['drops an edge into a tool-mode field of a node in tool mode', () => {
      const toolModel = withField(model, 'system', { tool_mode: true });
      return [chat, { ...toolModel, data: { ...toolModel.data, node: { ...toolModel.data.node, tool_mode: true } } }];
    }, 'hidden-field'],
    ['drops an edge touching a note', () => [chat, { ...note(model.id) }], 'handle-mismatch'],
  ])('%s', (_label, nodes, reason) => {
    const current = nodes();
    expect(cleanEdges(current, [edge])).toEqual(reason ? [] : [edge]);
    expect(findBrokenEdges(current, [edge]).map((broken) => broken.reason)).toEqual(reason ? [reason] : []);
  });

  it('rebuilds multi-type outputs from the selected type', () => {
    const multi = component('Multi-mmmmm', { outputs: [output('out', ['Message', 'Data'], { selected: 'Message' })] });
    const toModel = connect(multi, 'out', model, 'system');
    expect(toModel.data?.sourceHandle.output_types).toEqual(['Message']);
    const switched: GenericNode = { ...multi, data: { ...multi.data, node: { ...multi.data.node, outputs: [output('out', ['Message', 'Data'], { selected: 'Data' })] } } };
    expect(cleanEdges([multi, model], [toModel])).toHaveLength(1);
    expect(findBrokenEdges([switched, model], [toModel])).toMatchObject([{ reason: 'handle-mismatch' }]);
  });

  it('keeps edges written with backend spacing', () => {
    const spaced = {
      ...edge,
      sourceHandle: edge.sourceHandle?.replaceAll(',', ', ').replaceAll('œ:', 'œ: '),
      targetHandle: edge.targetHandle?.replaceAll(',', ', ').replaceAll('œ:', 'œ: '),
    };
    expect(cleanEdges([chat, model], [spaced])).toEqual([spaced]);
  });

  it('keeps loop-back edges while the loop output exists', () => {
    const loop = loopComponent('Loop-lllll');
    const body = component('Body-ooooo', { outputs: [output('data', ['Data'])] });
    const back = connectLoop(body, 'data', loop);
    expect(cleanEdges([loop, body], [back])).toEqual([back]);
    const withoutItem: GenericNode = { ...loop, data: { ...loop.data, node: { ...loop.data.node, outputs: [output('done', ['Data'])] } } };
    expect(cleanEdges([withoutItem, body], [back])).toEqual([]);
  });
});
