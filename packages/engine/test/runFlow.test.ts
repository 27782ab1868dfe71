import { describe, expect, it } from 'vitest';
import { codedTextOf } from '@app/flow-graph';
import { createEventCollector, createRegistry, defineComponent, EngineError, runFlow } from '../src';
import { ALL_COMPONENTS } from './support/components';
import { connect, eventNames, makeNode } from './support/flows';

const registry = createRegistry(ALL_COMPONENTS);

/** TextIn → Upper → TextOut (chat) and → PlainOut (text). */
function flow() {
  const nodes = [
    makeNode(registry, 'TextIn-aaaaa', { values: { input_value: 'stored' } }),
    makeNode(registry, 'Upper-bbbbb'),
    makeNode(registry, 'TextOut-ccccc'),
    makeNode(registry, 'PlainOut-ddddd'),
  ];
  const edges = [
    connect(nodes, 'TextIn-aaaaa.message', 'Upper-bbbbb.text'),
    connect(nodes, 'Upper-bbbbb.text', 'TextOut-ccccc.input_value'),
    connect(nodes, 'Upper-bbbbb.text', 'PlainOut-ddddd.input_value'),
  ];
  return { nodes, edges };
}

describe('runFlow', () => {
  it('returns the chat outputs field by field as Langflow 1.6 does', async () => {
    const response = await runFlow({ flow: flow(), registry, flowId: 'flow-1', input_value: 'hi' });
    expect(response.session_id).toBe('flow-1');
    expect(response.outputs).toHaveLength(1);
    expect(response.outputs[0]?.inputs).toEqual({ input_value: 'hi' });
    const [output] = response.outputs[0]?.outputs ?? [];
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;
    // The producing component (Upper) is the message's source, as Langflow's Chat Output names it.
    const source = { id: 'Upper-bbbbb', display_name: 'Upper', source: 'Upper' };
    expect(output).toMatchObject({
      component_id: 'TextOut-ccccc',
      component_display_name: 'Text Out',
      used_frozen_result: false,
      results: {
        message: {
          text_key: 'text',
          data: { text: 'HI', sender: 'Machine', sender_name: 'AI', session_id: 'flow-1', flow_id: 'flow-1', timestamp: expect.stringMatching(iso), properties: { source } },
          default_value: '',
          text: 'HI',
          sender: 'Machine',
          sender_name: 'AI',
          session_id: 'flow-1',
          timestamp: expect.stringMatching(iso),
          flow_id: 'flow-1',
          error: false,
          edit: false,
          category: 'message',
          content_blocks: [],
          duration: null,
          properties: { source },
        },
      },
      outputs: { message: { message: 'HI', type: 'text' } },
      artifacts: { message: 'HI', sender: 'Machine', sender_name: 'AI', files: [], type: 'object' },
      messages: [
        { message: 'HI', sender: 'Machine', sender_name: 'AI', session_id: 'flow-1', stream_url: null, component_id: 'TextOut-ccccc', files: [], type: 'text' },
      ],
    });
    expect(output?.duration).toMatch(/ms|second/);
  });

  it('switches on the stream field of nodes feeding a chat output when the run streams, and only then', async () => {
    const StreamFlag = defineComponent({
      type: 'StreamFlag',
      display_name: 'Stream Flag',
      description: 'Reports its stream field.',
      category: 'processing',
      inputs: [
        { type: 'str', name: 'text', input_types: ['Text', 'Message'], value: '' },
        { type: 'bool', name: 'stream', value: false },
      ],
      outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
      run: ({ inputs }) => ({ text: `${inputs.text}stream=${String(inputs.stream)}` }),
    });
    const withFlag = createRegistry([...ALL_COMPONENTS, StreamFlag]);
    // StreamFlag a feeds StreamFlag b, which feeds the chat output: only b streams.
    const nodes = [makeNode(withFlag, 'StreamFlag-aaaaa'), makeNode(withFlag, 'StreamFlag-bbbbb'), makeNode(withFlag, 'TextOut-ccccc')];
    const edges = [connect(nodes, 'StreamFlag-aaaaa.text', 'StreamFlag-bbbbb.text'), connect(nodes, 'StreamFlag-bbbbb.text', 'TextOut-ccccc.input_value')];
    const text = async (stream: boolean) =>
      (await runFlow({ flow: { nodes, edges }, registry: withFlag, output_component: 'StreamFlag-bbbbb', stream })).outputs[0]?.outputs[0]?.results.text;
    expect(await text(false)).toBe('stream=falsestream=false');
    expect(await text(true)).toBe('stream=falsestream=true');
    expect((nodes[1]!.data.node.template.stream as { value: unknown }).value).toBe(false);
  });

  it('runs a flow again as its graph is then: the same nodes with other edges follow the new edges', async () => {
    const { nodes, edges } = flow();
    const text = async (flowEdges: typeof edges) =>
      ((await runFlow({ flow: { nodes, edges: flowEdges }, registry, input_value: 'hi' })).outputs[0]?.outputs[0]?.results as { message?: { text?: string } } | undefined)?.message?.text;
    expect(await text(edges)).toBe('HI');
    // TextIn straight to TextOut: Upper no longer feeds it.
    const rewired = [edges[0] as (typeof edges)[number], connect(nodes, 'TextIn-aaaaa.message', 'TextOut-ccccc.input_value'), edges[2] as (typeof edges)[number]];
    expect(await text(rewired)).toBe('hi');
    expect(await text(edges)).toBe('HI');
  });

  it('filters outputs by output_type and output_component', async () => {
    const ids = async (options: Parameters<typeof runFlow>[0]) =>
      (await runFlow(options)).outputs[0]?.outputs.map((output) => output?.component_id);
    const base = { flow: flow(), registry, input_value: 'x' };
    expect(await ids({ ...base, output_type: 'text' })).toEqual(['PlainOut-ddddd']);
    expect(new Set(await ids({ ...base, output_type: 'any' }))).toEqual(new Set(['TextOut-ccccc', 'PlainOut-ddddd']));
    expect(new Set(await ids({ ...base, output_type: 'debug' }))).toEqual(new Set(['TextIn-aaaaa', 'Upper-bbbbb', 'TextOut-ccccc', 'PlainOut-ddddd']));
    expect(await ids({ ...base, output_type: 'any', output_component: 'PlainOut-ddddd' })).toEqual(['PlainOut-ddddd']);
  });

  it('gives the input only to input components of the input_type', async () => {
    const text = async (inputType: 'chat' | 'text' | 'any') => {
      const response = await runFlow({ flow: flow(), registry, input_value: 'given', input_type: inputType, output_type: 'text' });
      return response.outputs[0]?.outputs[0]?.results.text;
    };
    expect(await text('chat')).toBe('GIVEN');
    expect(await text('any')).toBe('GIVEN');
    expect(await text('text')).toBe('STORED');
  });

  it('applies tweaks by id and by display name before running', async () => {
    const nodes = [makeNode(registry, 'Echo-aaaaa', { values: { text: 'a' } }), makeNode(registry, 'Echo-bbbbb', { values: { text: 'b' } }), makeNode(registry, 'Join-ccccc')];
    const edges = [connect(nodes, 'Echo-aaaaa.text', 'Join-ccccc.parts'), connect(nodes, 'Echo-bbbbb.text', 'Join-ccccc.parts')];
    nodes[1]!.data.node.display_name = 'Second';
    const response = await runFlow({
      flow: { nodes, edges },
      registry,
      output_type: 'debug',
      output_component: 'Join-ccccc',
      tweaks: { 'Join-ccccc': { separator: ' & ' }, Second: { text: 'B' }, 'Echo-aaaaa': { unknown_field: 1 } },
    });
    expect(response.outputs[0]?.outputs[0]?.results).toEqual({ text: 'a & B' });
    expect((nodes[2]!.data.node.template.separator as { value: unknown }).value).toBe('+');
  });

  it('uses an input_value tweak when the request has no input_value', async () => {
    const response = await runFlow({ flow: flow(), registry, tweaks: { 'TextIn-aaaaa': { input_value: 'from tweak' } } });
    expect(response.outputs[0]?.outputs[0]?.results).toMatchObject({ message: { text: 'FROM TWEAK' } });
  });

  it('refuses an input_value together with an input_value tweak on the chat input', async () => {
    const run = runFlow({ flow: flow(), registry, input_value: 'x', tweaks: { 'Text In': { input_value: 'y' } } });
    await expect(run).rejects.toMatchObject({ code: 'TWEAK_INPUT_CONFLICT', message: expect.stringContaining('chat input') });
  });

  it('returns null for an output that did not run and uses the given session', async () => {
    const nodes = [makeNode(registry, 'Echo-sssss', { values: { text: 'no' } }), makeNode(registry, 'Branch-bbbbb'), makeNode(registry, 'TextOut-ttttt'), makeNode(registry, 'TextOut-fffff')];
    const edges = [
      connect(nodes, 'Echo-sssss.text', 'Branch-bbbbb.text'),
      connect(nodes, 'Branch-bbbbb.true_result', 'TextOut-ttttt.input_value'),
      connect(nodes, 'Branch-bbbbb.false_result', 'TextOut-fffff.input_value'),
    ];
    const response = await runFlow({ flow: { nodes, edges }, registry, session_id: 'mine' });
    expect(response.session_id).toBe('mine');
    const outputs = response.outputs[0]?.outputs ?? [];
    expect(outputs).toHaveLength(2);
    expect(outputs).toContain(null);
    const built = outputs.find((output) => output?.component_id === 'TextOut-fffff');
    expect(built).toMatchObject({ results: { message: { text: 'no', session_id: 'mine' } } });
  });

  it('rejects with the component error when a vertex fails', async () => {
    const nodes = [makeNode(registry, 'Fail-aaaaa')];
    const run = runFlow({ flow: { nodes, edges: [] }, registry });
    await expect(run).rejects.toBeInstanceOf(EngineError);
    await expect(run).rejects.toMatchObject({ code: 'COMPONENT_BUILD_FAILED', message: 'Error building Component Fail: \n\nboom' });
  });

  it('codes a failed component\'s run error as its end_vertex does, with the component and its error', async () => {
    const sink = createEventCollector();
    const error = await runFlow({ flow: { nodes: [makeNode(registry, 'Fail-aaaaa')], edges: [] }, registry, sink }).catch((caught: unknown) => caught);
    const failed = sink.events.find((event) => event.event === 'end_vertex');
    const outputs = failed?.event === 'end_vertex' ? Object.values(failed.data.build_data.data.outputs) : [];
    const vertexReason = (outputs[0]?.message as { coded?: unknown } | undefined)?.coded;
    expect(codedTextOf(error)).toEqual({ code: 'COMPONENT_BUILD_FAILED', text: 'Error building Component Fail: \n\nboom', params: { component: 'Fail', message: 'boom' } });
    expect(codedTextOf(error)).toEqual(vertexReason);
  });

  it('builds no end_vertex of a built vertex for a sink that does not want them, and answers the same', async () => {
    const quiet = { ...createEventCollector(), wantsBuiltVertices: false };
    const response = await runFlow({ flow: flow(), registry, flowId: 'flow-1', input_value: 'hi', sink: quiet });
    const names = eventNames(quiet.events);
    expect(names.filter((name) => name.startsWith('end_vertex'))).toEqual([]);
    expect(names).toContain('add_message');
    expect(response.outputs[0]?.outputs[0]?.outputs).toEqual({ message: { message: 'HI', type: 'text' } });
  });

  it('sends a failed vertex\'s end_vertex even to a sink that does not want built ones', async () => {
    const quiet = { ...createEventCollector(), wantsBuiltVertices: false };
    await runFlow({ flow: { nodes: [makeNode(registry, 'Fail-aaaaa')], edges: [] }, registry, sink: quiet }).catch(() => undefined);
    const failed = quiet.events.find((event) => event.event === 'end_vertex');
    expect(failed?.event === 'end_vertex' && failed.data.build_data.valid).toBe(false);
  });

  it('rejects when cancelled', async () => {
    await expect(runFlow({ flow: flow(), registry, signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'BUILD_CANCELLED' });
  });

  it('streams the run events to a sink and leaves the closing event to the caller', async () => {
    const sink = createEventCollector();
    await runFlow({ flow: flow(), registry, input_value: 'hi', sink });
    const names = eventNames(sink.events);
    expect(names).not.toContain('vertices_sorted');
    expect(names).not.toContain('end');
    expect(names.filter((name) => name === 'add_message')).toHaveLength(2);
    expect(names).toContain('end_vertex:TextOut-ccccc');
  });
});
