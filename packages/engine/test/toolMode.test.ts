import type { GenericNode, TemplateField } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import {
  buildFlow,
  createEventCollector,
  createRegistry,
  defineComponent,
  EngineError,
  isTool,
  toolModeNode,
  toolName,
  toolParameters,
  type Tool,
} from '../src';
import { connect, endVertex, eventNames, makeNode } from './support/flows';

/** A tool with one required argument, one with a range, a dropdown and a setting the agent cannot change. */
const Lookup = defineComponent({
  type: 'Lookup',
  display_name: 'Lookup',
  description: 'Looks a word up.',
  category: 'tools',
  inputs: [
    { type: 'str', name: 'word', display_name: 'Word', info: 'The word to look up.', tool_mode: true, required: true, input_types: ['Message'] },
    { type: 'int', name: 'limit', display_name: 'Limit', tool_mode: true, value: 3, range_spec: { min: 1, max: 10, step: 1 } },
    { type: 'str', name: 'language', display_name: 'Language', tool_mode: true, options: ['en', 'zh'], value: 'en' },
    { type: 'str', name: 'prefix', display_name: 'Prefix', value: '>' },
  ],
  outputs: [
    { name: 'entry', display_name: 'Entry', types: ['Text'], method: 'look_up' },
    { name: 'length', display_name: 'Length', types: ['Data'], method: 'word length' },
  ],
  run: ({ inputs, toolCall }) => {
    if (inputs.word === 'boom') throw new Error('no such word');
    return {
      entry: `${inputs.prefix}${inputs.word}:${inputs.limit}:${inputs.language}:${toolCall?.name ?? 'built'}`,
      length: { data: { length: inputs.word.length } },
    };
  },
});

const NoTools = defineComponent({
  type: 'NoTools',
  display_name: 'No Tools',
  description: 'Nothing to fill in.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
  run: ({ inputs }) => ({ text: inputs.text }),
});

/** Calls every connected tool with the JSON arguments in `args`, in order. */
const UseTools = defineComponent({
  type: 'UseTools',
  display_name: 'Use Tools',
  description: 'Calls its tools.',
  category: 'agents',
  inputs: [
    { type: 'other', name: 'tools', list: true, input_types: ['Tool'] },
    { type: 'code', name: 'args', value: '{}' },
  ],
  outputs: [{ name: 'results', display_name: 'Results', types: ['Data'] }],
  run: async ({ inputs }) => {
    const tools = (inputs.tools ?? []) as Tool[];
    const results: unknown[] = [];
    for (const tool of tools) {
      results.push(await tool.invoke(JSON.parse(inputs.args) as Record<string, unknown>).catch((error: Error) => `error: ${error.message}`));
    }
    return { results: { tools: tools.map((tool) => tool.toJSON()), results } };
  },
});

const registry = createRegistry([Lookup, NoTools, UseTools]);

function toolNode(id: string, values: Record<string, unknown> = {}): GenericNode {
  const node = makeNode(registry, id, { values });
  node.data.node = toolModeNode(node.data.node, Lookup, true);
  return node;
}

async function callTools(args: Record<string, unknown>, lookupValues: Record<string, unknown> = {}) {
  const nodes = [toolNode('Lookup-aaaaa', lookupValues), makeNode(registry, 'UseTools-bbbbb', { values: { args: JSON.stringify(args) } })];
  const edges = [connect(nodes, 'Lookup-aaaaa.component_as_tool', 'UseTools-bbbbb.tools')];
  const sink = createEventCollector();
  const result = await buildFlow({ flow: { nodes, edges }, registry, sink, flowId: 'flow-1' });
  const values = result.vertices.get('UseTools-bbbbb')?.values.results as { tools: ReturnType<Tool['toJSON']>[]; results: unknown[] };
  return { result, sink, values };
}

describe('tool parameters', () => {
  it('derives one property per tool-mode input from the field types', () => {
    expect(toolParameters(Lookup.inputs)).toEqual({
      type: 'object',
      properties: {
        word: { type: 'string', description: 'The word to look up.' },
        limit: { type: 'integer', minimum: 1, maximum: 10, description: 'Limit' },
        language: { type: 'string', enum: ['en', 'zh'], description: 'Language' },
      },
      required: ['word'],
      additionalProperties: false,
    });
  });

  it('types lists, booleans, numbers, dictionaries, tables and comboboxes', () => {
    const parameters = toolParameters([
      { type: 'str', name: 'tags', list: true, tool_mode: true },
      { type: 'bool', name: 'flag', tool_mode: true },
      { type: 'float', name: 'ratio', tool_mode: true },
      { type: 'dict', name: 'headers', tool_mode: true },
      { type: 'table', name: 'rows', tool_mode: true },
      { type: 'str', name: 'zone', options: ['UTC'], combobox: true, tool_mode: true },
    ]);
    expect(parameters.properties).toEqual({
      tags: { type: 'array', items: { type: 'string' }, description: 'tags' },
      flag: { type: 'boolean', description: 'flag' },
      ratio: { type: 'number', description: 'ratio' },
      headers: { type: 'object', description: 'headers' },
      rows: { type: 'array', items: { type: 'object' }, description: 'rows' },
      zone: { type: 'string', description: 'zone' },
    });
  });

  it('makes a configured required input optional and shows the configured value as its default', () => {
    const parameters = toolParameters(Lookup.inputs, { word: 'cat', limit: 5 });
    expect(parameters.required).toEqual([]);
    expect(parameters.properties.word).toMatchObject({ default: 'cat' });
    expect(parameters.properties.limit).toMatchObject({ default: 5 });
  });

  it('keeps tool names to what providers accept', () => {
    expect(toolName('evaluate_expression')).toBe('evaluate_expression');
    expect(toolName('word length')).toBe('word_length');
    expect(toolName('计算器')).toBe('tool');
    expect(toolName('a'.repeat(80))).toHaveLength(64);
  });
});

describe('toolModeNode', () => {
  it('replaces the outputs by the Toolset and adds the tools table', () => {
    const node = registry.frontendNode('Lookup')!;
    const on = toolModeNode(node, Lookup, true);
    expect(on.tool_mode).toBe(true);
    expect(on.outputs).toEqual([expect.objectContaining({ name: 'component_as_tool', types: ['Tool'], display_name: '工具集' })]);
    expect(on.field_order?.[0]).toBe('tools_metadata');
    expect((on.template.tools_metadata as TemplateField).value).toEqual([
      { name: 'look_up', description: 'Looks a word up.（输出：Entry）', tags: ['look_up'] },
      { name: 'word_length', description: 'Looks a word up.（输出：Length）', tags: ['word_length'] },
    ]);
    expect(node.tool_mode).toBe(false);
    expect(node.outputs?.map((output) => output.name)).toEqual(['entry', 'length']);
  });

  it('restores the outputs when switched off and keeps edited rows when switched on again', () => {
    const on = toolModeNode(registry.frontendNode('Lookup')!, Lookup, true);
    (on.template.tools_metadata as TemplateField).value = [{ name: 'define', description: 'Defines a word.', tags: ['look_up'] }];
    const again = toolModeNode(on, Lookup, true);
    expect((again.template.tools_metadata as TemplateField).value).toEqual([
      { name: 'define', description: 'Defines a word.', tags: ['look_up'] },
      { name: 'word_length', description: 'Looks a word up.（输出：Length）', tags: ['word_length'] },
    ]);
    const off = toolModeNode(again, Lookup, false);
    expect(off.tool_mode).toBe(false);
    expect(off.template.tools_metadata).toBeUndefined();
    expect(off.outputs?.map((output) => output.name)).toEqual(['entry', 'length']);
    expect(off.field_order).not.toContain('tools_metadata');
  });

  it('refuses a component without tool-mode inputs', () => {
    expect(() => toolModeNode(registry.frontendNode('NoTools')!, NoTools, true)).toThrow(EngineError);
    expect(() => toolModeNode(registry.frontendNode('NoTools')!, NoTools, true)).toThrow(/cannot be used as a tool/);
  });

  it('gives a component declared in tool mode a node in tool mode', () => {
    const registryWithDefault = createRegistry([{ ...Lookup, tool_mode: true }]);
    const node = registryWithDefault.frontendNode('Lookup')!;
    expect(node.tool_mode).toBe(true);
    expect(node.outputs?.map((output) => output.name)).toEqual(['component_as_tool']);
    expect(node.template.tools_metadata).toBeDefined();
  });
});

describe('a node in tool mode', () => {
  it('sends one tool per output without needing its tool-mode inputs filled', async () => {
    const { result, sink, values } = await callTools({ word: 'cat' });
    expect(result.status).toBe('completed');
    const [lookup] = endVertex(sink.events, 'Lookup-aaaaa');
    expect(lookup?.build_data.valid).toBe(true);
    expect(lookup?.output_meta?.output_types).toEqual(['Tool']);
    expect(Object.keys(lookup?.build_data.data.outputs ?? {})).toEqual(['component_as_tool']);
    expect(lookup?.build_data.data.results.component_as_tool).toEqual([
      expect.objectContaining({ name: 'look_up', parameters: expect.objectContaining({ required: ['word'] }) }),
      expect.objectContaining({ name: 'word_length' }),
    ]);
    expect(values.tools.map((tool) => tool.name)).toEqual(['look_up', 'word_length']);
  });

  it('runs the component with the arguments over the configured inputs and returns its output', async () => {
    const { values } = await callTools({ word: 'cat', limit: '7' }, { prefix: '#', language: 'zh' });
    expect(values.results).toEqual(['#cat:7:zh:look_up', { data: { length: 3 } }]);
  });

  it('reports the node as building while a tool runs', async () => {
    const { sink } = await callTools({ word: 'cat' });
    const names = eventNames(sink.events);
    const useToolsStart = names.indexOf('build_start:UseTools-bbbbb');
    const useToolsEnd = names.indexOf('end_vertex:UseTools-bbbbb');
    const during = names.slice(useToolsStart + 1, useToolsEnd);
    expect(during).toEqual(['build_start:Lookup-aaaaa', 'build_end:Lookup-aaaaa', 'build_start:Lookup-aaaaa', 'build_end:Lookup-aaaaa']);
  });

  it('rejects a call without a required argument and passes the component’s errors on', async () => {
    const missing = await callTools({ limit: 2 });
    expect(missing.values.results[0]).toBe('error: Tool look_up: the argument "word" is required.');
    const failing = await callTools({ word: 'boom' });
    expect(failing.values.results[0]).toBe('error: no such word');
    expect(failing.result.status).toBe('completed');
  });

  it('takes names and descriptions from the tools table', async () => {
    const node = toolNode('Lookup-aaaaa');
    (node.data.node.template.tools_metadata as TemplateField).value = [{ name: 'define word', description: 'Defines it.', tags: ['look_up'] }];
    const nodes = [node, makeNode(registry, 'UseTools-bbbbb', { values: { args: '{"word":"x"}' } })];
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes, edges: [connect(nodes, 'Lookup-aaaaa.component_as_tool', 'UseTools-bbbbb.tools')] }, registry, sink });
    const tools = (result.vertices.get('UseTools-bbbbb')?.values.results as { tools: Array<{ name: string; description: string }> }).tools;
    expect(tools[0]).toMatchObject({ name: 'define_word', description: 'Defines it.' });
  });

  it('builds a tool that refuses calls once the build is cancelled', async () => {
    const controller = new AbortController();
    let kept: Tool | undefined;
    const Keep = defineComponent({
      type: 'Keep',
      display_name: 'Keep',
      description: 'Keeps its tool.',
      category: 'agents',
      inputs: [{ type: 'other', name: 'tools', list: true, input_types: ['Tool'] }],
      outputs: [{ name: 'done', display_name: 'Done', types: ['Text'] }],
      run: ({ inputs }) => {
        kept = (inputs.tools as unknown[]).find(isTool);
        controller.abort();
        return { done: 'ok' };
      },
    });
    const keepRegistry = createRegistry([Lookup, Keep]);
    const lookup = makeNode(keepRegistry, 'Lookup-aaaaa');
    lookup.data.node = toolModeNode(lookup.data.node, Lookup, true);
    const nodes = [lookup, makeNode(keepRegistry, 'Keep-bbbbb')];
    await buildFlow({
      flow: { nodes, edges: [connect(nodes, 'Lookup-aaaaa.component_as_tool', 'Keep-bbbbb.tools')] },
      registry: keepRegistry,
      sink: createEventCollector(),
      signal: controller.signal,
    });
    await expect(kept?.invoke({ word: 'cat' })).rejects.toThrow('The build was cancelled.');
  });

  it('is left out of the build when nothing uses its tools', async () => {
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes: [toolNode('Lookup-aaaaa'), makeNode(registry, 'NoTools-ccccc')], edges: [] }, registry, sink });
    expect(result.status).toBe('completed');
    expect([...result.vertices.keys()]).toEqual(['NoTools-ccccc']);
  });
});
