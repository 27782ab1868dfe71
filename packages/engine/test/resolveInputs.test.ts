import type { ErrorPayload, GenericNode, TemplateField } from '@app/flow-graph';
import { createHook } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { buildFlow, createEventCollector, createRegistry, defineComponent, type AnyComponent, type RunContext } from '../src';
import { coerce, resolveInputs } from '../src/executor/resolveInputs';
import { Echo } from './support/components';
import { connect, endVertex, makeNode } from './support/flows';

/** Captures the context its run received. */
function probeComponent() {
  const seen: Array<RunContext<Record<string, unknown>, string>> = [];
  const Probe = defineComponent({
    type: 'Probe',
    display_name: 'Probe',
    description: 'Records its context.',
    category: 'test',
    inputs: [
      { type: 'str', name: 'text', input_types: ['Message', 'Text', 'Data'] },
      { type: 'int', name: 'count', value: 1 },
      { type: 'float', name: 'ratio' },
      { type: 'bool', name: 'flag' },
      { type: 'dict', name: 'headers' },
      { type: 'str', name: 'api_key', load_from_db: true, password: true },
      { type: 'file', name: 'document' },
    ],
    outputs: [{ name: 'out', display_name: 'Out', types: ['Data'] }],
    run: (context) => {
      seen.push(context as unknown as RunContext<Record<string, unknown>, string>);
      return { out: 'ok' };
    },
  });
  return { seen, Probe };
}

function withField(node: GenericNode, name: string, changes: Partial<TemplateField>): GenericNode {
  Object.assign(node.data.node.template[name] as TemplateField, changes);
  return node;
}

describe('input resolution', () => {
  it('converts template values to the declared types and resolves variables', async () => {
    const { seen, Probe } = probeComponent();
    const registry = createRegistry([Probe]);
    const node = makeNode(registry, 'Probe-aaaaa', { values: { count: '7', ratio: '0.25', flag: 'true', headers: [{ a: 1 }, { b: 2 }], api_key: 'OPENAI_KEY' } });
    withField(node, 'document', { value: 'report.pdf', file_path: 'user/abc/report.pdf' });
    node.data.node.template.prompt_var = { type: 'str', show: true, value: 'dynamic value' };
    const services = { messageStore: { list: async () => [], save: async () => undefined }, http: 'client' };
    const requested: string[] = [];
    await buildFlow({
      flow: { nodes: [node], edges: [] },
      registry,
      sink: createEventCollector(),
      flowId: 'f',
      inputs: { session: 's' },
      services,
      resolveVariable: async (name, field) => {
        requested.push(`${name}:${field}`);
        return 'sk-secret';
      },
    });
    const [context] = seen;
    expect(context?.inputs).toEqual({
      text: '',
      count: 7,
      ratio: 0.25,
      flag: true,
      headers: { a: 1, b: 2 },
      api_key: 'sk-secret',
      document: 'user/abc/report.pdf',
    });
    expect(requested).toEqual(['OPENAI_KEY:api_key']);
    expect(context?.dynamicInputs).toEqual({ prompt_var: 'dynamic value' });
    expect(context).toMatchObject({ sessionId: 's', flowId: 'f', vertexId: 'Probe-aaaaa', displayName: 'Probe' });
    expect(context?.services).toBe(services);
    expect(context?.signal).toBeInstanceOf(AbortSignal);
  });

  it('fails the vertex when a variable cannot be resolved or a number is not one', async () => {
    const { Probe } = probeComponent();
    const registry = createRegistry([Probe]);
    const run = async (values: Record<string, unknown>) => {
      const sink = createEventCollector();
      await buildFlow({ flow: { nodes: [makeNode(registry, 'Probe-aaaaa', { values })], edges: [] }, registry, sink });
      return endVertex(sink.events, 'Probe-aaaaa')[0]?.build_data.params;
    };
    expect(await run({ api_key: 'MISSING' })).toContain('Variable MISSING not found (field api_key).');
    expect(await run({ count: 'many' })).toContain('Probe: the value of count is not a valid integer.');
  });

  it('carries the failure by code, the reason inside it too, so the client can word it', async () => {
    const { Probe } = probeComponent();
    const registry = createRegistry([Probe]);
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes: [makeNode(registry, 'Probe-aaaaa', { values: { api_key: 'MISSING' } })], edges: [] }, registry, sink });
    const output = Object.values(endVertex(sink.events, 'Probe-aaaaa')[0]?.build_data.data.outputs ?? {})[0];
    expect((output?.message as ErrorPayload).coded).toEqual({
      code: 'COMPONENT_BUILD_FAILED',
      text: 'Error building Component Probe: \n\nVariable MISSING not found (field api_key).',
      params: { component: 'Probe', message: { code: 'VARIABLE_NOT_FOUND', text: 'Variable MISSING not found (field api_key).', params: { name: 'MISSING', field: 'api_key' } } },
    });
  });

  it('turns a connected message into its text and gives undeclared connected fields as dynamic inputs', async () => {
    const { seen, Probe } = probeComponent();
    const Msg = defineComponent({
      type: 'Msg',
      display_name: 'Msg',
      description: 'Sends a message.',
      category: 'test',
      inputs: [],
      outputs: [{ name: 'message', display_name: 'Message', types: ['Message'] }],
      run: ({ events }) => ({ message: events.addMessage({ text: 'from message' }) }),
    });
    const registry = createRegistry([Probe, Msg, Echo]);
    const nodes = [makeNode(registry, 'Msg-aaaaa'), makeNode(registry, 'Probe-bbbbb'), makeNode(registry, 'Echo-ccccc', { values: { text: 'extra' } })];
    nodes[1]!.data.node.template.context = { type: 'str', show: true, value: '', input_types: ['Text'] };
    const edges = [connect(nodes, 'Msg-aaaaa.message', 'Probe-bbbbb.text'), connect(nodes, 'Echo-ccccc.text', 'Probe-bbbbb.context')];
    await buildFlow({ flow: { nodes, edges }, registry, sink: createEventCollector() });
    expect(seen[0]?.inputs.text).toBe('from message');
    expect(seen[0]?.dynamicInputs).toEqual({ context: 'extra' });
  });

  it('reads a streamed answer to its end for text fields and prompt variables, and hands it on as a stream elsewhere', async () => {
    const { seen, Probe } = probeComponent();
    const received: unknown[] = [];
    async function* chunks() {
      yield 'streamed ';
      yield 'answer';
    }
    const Streamer = defineComponent({
      type: 'Streamer',
      display_name: 'Streamer',
      description: 'Answers as a stream.',
      category: 'test',
      inputs: [],
      outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
      // A fresh stream per reader, like a replayable model answer.
      run: () => ({ text: { [Symbol.asyncIterator]: () => chunks() } }),
    });
    const Sink = defineComponent({
      type: 'Sink',
      display_name: 'Sink',
      description: 'Takes anything.',
      category: 'test',
      inputs: [{ type: 'other', name: 'value', input_types: ['Message'] }],
      outputs: [{ name: 'out', display_name: 'Out', types: ['Data'] }],
      run: ({ inputs }) => {
        received.push(inputs.value);
        return { out: 'ok' };
      },
    });
    const registry = createRegistry([Probe, Streamer, Sink]);
    const nodes = [makeNode(registry, 'Streamer-aaaaa'), makeNode(registry, 'Probe-bbbbb'), makeNode(registry, 'Sink-ccccc')];
    nodes[1]!.data.node.template.context = { type: 'str', show: true, value: '', input_types: ['Message'] };
    const edges = [
      connect(nodes, 'Streamer-aaaaa.text', 'Probe-bbbbb.text'),
      connect(nodes, 'Streamer-aaaaa.text', 'Probe-bbbbb.context'),
      connect(nodes, 'Streamer-aaaaa.text', 'Sink-ccccc.value'),
    ];
    await buildFlow({ flow: { nodes, edges }, registry, sink: createEventCollector() });
    expect(seen[0]?.inputs.text).toBe('streamed answer');
    expect(seen[0]?.dynamicInputs).toEqual({ context: 'streamed answer' });
    expect(typeof received[0]).toBe('object');
    expect(Symbol.asyncIterator in (received[0] as object)).toBe(true);
  });

  it('waits only for what is asynchronous: plain template values take no promise each', async () => {
    const { Probe } = probeComponent();
    const registry = createRegistry([Probe]);
    const node = makeNode(registry, 'Probe-aaaaa', { values: { text: 'hi', count: '7', ratio: '0.25', flag: 'true' } });
    node.data.node.template.prompt_var = { type: 'str', show: true, value: 'dynamic value' };
    // Promises made by this module's code (the hook sees every promise of the process).
    let promises = 0;
    const hook = createHook({ init: (_id, type) => void (type === 'PROMISE' && new Error().stack?.includes('resolveInputs.ts') && (promises += 1)) });
    hook.enable();
    const resolved = await resolveInputs({ component: Probe as AnyComponent, node, incoming: [], read: () => ({ present: false }), overrides: {} });
    hook.disable();
    expect(resolved.inputs).toMatchObject({ text: 'hi', count: 7, ratio: 0.25, flag: true });
    expect(resolved.dynamicInputs).toEqual({ prompt_var: 'dynamic value' });
    // The function's own; before, every field took two more.
    expect(promises).toBe(1);
  });

  it('coerces single values', () => {
    expect(coerce({ type: 'str', name: 'x' }, { data: { text: 'from data' } }, 'C')).toBe('from data');
    expect(coerce({ type: 'str', name: 'x' }, { data: { body: 'b' }, text_key: 'body' }, 'C')).toBe('b');
    expect(coerce({ type: 'str', name: 'x' }, { a: 1 }, 'C')).toBe('{"a":1}');
    expect(coerce({ type: 'str', name: 'x' }, 3, 'C')).toBe('3');
    expect(coerce({ type: 'int', name: 'x' }, 2.9, 'C')).toBe(2);
    expect(coerce({ type: 'int', name: 'x' }, '', 'C')).toBeUndefined();
    expect(coerce({ type: 'bool', name: 'x' }, 'False', 'C')).toBe(false);
    expect(coerce({ type: 'dict', name: 'x' }, '{"k":"v"}', 'C')).toEqual({ k: 'v' });
    expect(() => coerce({ type: 'dict', name: 'x' }, '[1]', 'C')).toThrow('not a valid dictionary');
    expect(() => coerce({ type: 'dict', name: 'x' }, 'nope', 'C')).toThrow('not a valid dictionary');
    expect(coerce({ type: 'table', name: 'x' }, [{ a: 1 }], 'C')).toEqual([{ a: 1 }]);
    expect(() => coerce({ type: 'table', name: 'x' }, 'rows', 'C')).toThrow('not a valid list');
    expect(coerce({ type: 'str', name: 'x', list: true }, ['a', '', 'b'], 'C')).toEqual(['a', 'b']);
    expect(coerce({ type: 'str', name: 'x', list: true }, 'one', 'C')).toEqual(['one']);
    expect(coerce({ type: 'other', name: 'x' }, '', 'C')).toBeUndefined();
    expect(coerce({ type: 'other', name: 'x' }, null, 'C')).toBeUndefined();
  });
});

describe('component contract', () => {
  const build = async (component: AnyComponent) => {
    const registry = createRegistry([component]);
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes: [makeNode(registry, `${component.type}-aaaaa`)], edges: [] }, registry, sink });
    return endVertex(sink.events, `${component.type}-aaaaa`)[0]?.build_data;
  };
  const base = { display_name: 'Bad', description: 'Misbehaves.', category: 'test', inputs: [] } as const;

  it('rejects outputs the component does not declare', async () => {
    const Bad = defineComponent({ ...base, type: 'Bad', outputs: [{ name: 'out', display_name: 'Out', types: ['Text'] }], run: () => ({ nope: 1 }) as never });
    expect((await build(Bad))?.params).toContain('Bad has no output named "nope".');
  });

  it('rejects iterating an output that does not allow loops', async () => {
    const Bad = defineComponent({
      ...base,
      type: 'BadLoop',
      outputs: [{ name: 'out', display_name: 'Out', types: ['Text'] }],
      run: async ({ iterate }) => ({ out: await iterate('out', [1]) }),
    });
    expect((await build(Bad))?.params).toContain('Bad: output "out" does not allow loops.');
  });

  it('accepts a run that returns nothing', async () => {
    const Quiet = defineComponent({ ...base, type: 'Quiet', outputs: [{ name: 'out', display_name: 'Out', types: ['Text'] }], run: () => ({}) });
    expect(await build(Quiet)).toMatchObject({ valid: true, data: { results: {}, outputs: { out: { message: '', type: 'unknown' } } } });
  });

  it('forwards levelled logs to the server logger with the vertex id', async () => {
    const lines: Array<[string, Record<string, unknown> | undefined]> = [];
    const Noisy = defineComponent({
      ...base,
      type: 'Noisy',
      outputs: [{ name: 'out', display_name: 'Out', types: ['Text'] }],
      run: ({ logger }) => {
        logger.info('hello', { step: 1 });
        logger.log({ detail: true }, { output: 'out' });
        return { out: 'x' };
      },
    });
    const registry = createRegistry([Noisy]);
    const sink = createEventCollector();
    const record = (message: string, details?: Record<string, unknown>) => lines.push([message, details]);
    await buildFlow({
      flow: { nodes: [makeNode(registry, 'Noisy-aaaaa')], edges: [] },
      registry,
      sink,
      flowId: 'f',
      logger: { debug: record, info: record, warn: record, error: record },
    });
    expect(lines).toEqual([['hello', { flowId: 'f', vertexId: 'Noisy-aaaaa', step: 1 }]]);
    expect(endVertex(sink.events, 'Noisy-aaaaa')[0]?.build_data.data.logs.out).toEqual([{ name: '', message: { detail: true }, type: 'object' }]);
  });
});
