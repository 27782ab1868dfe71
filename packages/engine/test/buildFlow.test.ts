import type { WorkflowNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { buildFlow, createEventCollector, createRegistry } from '../src';
import { ALL_COMPONENTS } from './support/components';
import { builtIds, connect, endVertex, eventNames, makeNode } from './support/flows';

const registry = createRegistry(ALL_COMPONENTS);

function chain() {
  const nodes = [makeNode(registry, 'TextIn-aaaaa'), makeNode(registry, 'Upper-bbbbb'), makeNode(registry, 'TextOut-ccccc')];
  const edges = [connect(nodes, 'TextIn-aaaaa.message', 'Upper-bbbbb.text'), connect(nodes, 'Upper-bbbbb.text', 'TextOut-ccccc.input_value')];
  return { nodes, edges };
}

describe('buildFlow', () => {
  it('emits the protocol sequence for a chain', async () => {
    const sink = createEventCollector();
    const result = await buildFlow({ flow: chain(), registry, sink, flowId: 'flow-1', inputs: { input_value: 'hello', session: 's1' } });

    expect(result.status).toBe('completed');
    expect(eventNames(sink.events)).toEqual([
      'vertices_sorted',
      'build_start',
      'build_start:TextIn-aaaaa',
      'add_message',
      'end_vertex:TextIn-aaaaa',
      'build_end:TextIn-aaaaa',
      'build_start:Upper-bbbbb',
      'end_vertex:Upper-bbbbb',
      'build_end:Upper-bbbbb',
      'build_start:TextOut-ccccc',
      'add_message',
      'end_vertex:TextOut-ccccc',
      'build_end:TextOut-ccccc',
      'end',
    ]);
    expect(sink.events[0]).toEqual({
      event: 'vertices_sorted',
      data: { ids: ['TextIn-aaaaa'], to_run: ['TextIn-aaaaa', 'Upper-bbbbb', 'TextOut-ccccc'] },
    });
    expect(sink.events[1]).toEqual({ event: 'build_start', data: {} });
  });

  it('sends end_vertex with the VertexBuildResponse shape', async () => {
    const sink = createEventCollector();
    await buildFlow({ flow: chain(), registry, sink, flowId: 'flow-1', inputs: { input_value: 'hello' } });

    const [upper] = endVertex(sink.events, 'Upper-bbbbb');
    expect(upper?.output_meta).toEqual({
      component_id: 'Upper-bbbbb',
      display_name: 'Upper',
      vertex_type: 'Upper',
      is_output: false,
      is_terminal: false,
      output_types: ['Text'],
    });
    const build = upper?.build_data;
    expect(build).toMatchObject({
      id: 'Upper-bbbbb',
      valid: true,
      params: 'Built successfully ✨',
      next_vertices_ids: ['TextOut-ccccc'],
      top_level_vertices: ['TextOut-ccccc'],
      inactivated_vertices: [],
      data: {
        results: { text: 'HELLO' },
        outputs: { text: { message: 'HELLO', type: 'text' } },
        logs: { text: [] },
        message: { text: { repr: 'HELLO', raw: 'HELLO', type: 'text' } },
        artifacts: {},
        used_frozen_result: false,
      },
    });
    expect(typeof build?.data.timedelta).toBe('number');
    expect(build?.data.duration).toMatch(/^\d+ ms$/);
    expect(Number.isNaN(Date.parse(build?.timestamp ?? ''))).toBe(false);

    const [output] = endVertex(sink.events, 'TextOut-ccccc');
    expect(output?.output_meta).toMatchObject({ is_output: true, is_terminal: true });
    expect(output?.build_data.data.outputs.message).toMatchObject({ type: 'message', message: { text: 'HELLO', sender: 'Machine' } });

    const end = sink.events.at(-1);
    expect(end?.event).toBe('end');
    const total = [...builtIds(sink.events)].reduce((sum, id) => sum + (endVertex(sink.events, id)[0]?.build_data.data.timedelta ?? 0), 0);
    expect(end?.data).toEqual({ build_duration: total });
  });

  it('gives the input component the request input, files and session', async () => {
    const sink = createEventCollector();
    await buildFlow({ flow: chain(), registry, sink, flowId: 'flow-1', inputs: { input_value: 'hi', session: 'sess', files: ['a.png'] } });
    const messages = sink.events.flatMap((event) => (event.event === 'add_message' ? [event.data] : []));
    expect(messages[0]).toMatchObject({
      text: 'hi',
      sender: 'User',
      files: ['a.png'],
      session_id: 'sess',
      flow_id: 'flow-1',
      category: 'message',
      properties: { source: { id: 'TextIn-aaaaa', display_name: 'Text In', source: 'Text In' }, icon: 'MessagesSquare' },
    });
    expect(messages[0]?.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    expect(messages[1]).toMatchObject({ text: 'HI', session_id: 'sess', sender_name: 'AI' });
  });

  it('keeps the template value when the request brings no input and the session defaults to the flow id', async () => {
    const { nodes, edges } = chain();
    nodes[0] = makeNode(registry, 'TextIn-aaaaa', { values: { input_value: 'stored' } });
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges }, registry, sink, flowId: 'flow-9' });
    const first = sink.events.find((event) => event.event === 'add_message');
    expect(first?.data).toMatchObject({ text: 'stored', session_id: 'flow-9' });
  });

  it('streams tokens into a message and removes a message', async () => {
    const nodes = [makeNode(registry, 'Streamer-aaaaa', { values: { text: 'a b' } })];
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges: [] }, registry, sink });
    const names = eventNames(sink.events).filter((name) => ['add_message', 'token', 'remove_message'].includes(name));
    expect(names).toEqual(['add_message', 'token', 'token', 'add_message', 'add_message', 'remove_message']);
    const [partial, , , complete] = sink.events.slice(3);
    expect(partial).toMatchObject({ event: 'add_message', data: { text: '', properties: { state: 'partial' }, sender_name: 'Bot' } });
    const id = partial?.event === 'add_message' ? partial.data.id : '';
    expect(sink.events.filter((event) => event.event === 'token').map((event) => event.data)).toEqual([
      { chunk: 'a ', id, timestamp: expect.any(String) },
      { chunk: 'b ', id, timestamp: expect.any(String) },
    ]);
    expect(complete).toMatchObject({ event: 'add_message', data: { id, text: 'a b ', properties: { state: 'complete' } } });
  });

  it('collects every connected value into a list field and applies template values to the rest', async () => {
    const nodes = [
      makeNode(registry, 'Echo-aaaaa', { values: { text: 'x' } }),
      makeNode(registry, 'Echo-bbbbb', { values: { text: 'y' } }),
      makeNode(registry, 'Join-ccccc', { values: { separator: '|' } }),
    ];
    const edges = [connect(nodes, 'Echo-aaaaa.text', 'Join-ccccc.parts'), connect(nodes, 'Echo-bbbbb.text', 'Join-ccccc.parts')];
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges }, registry, sink });
    expect(endVertex(sink.events, 'Join-ccccc')[0]?.build_data.data.results).toEqual({ text: 'x|y' });
    expect(endVertex(sink.events, 'Echo-aaaaa')[0]?.build_data.data.logs).toEqual({ text: [{ name: 'echo', message: 'echo x', type: 'text' }] });
  });

  it('reports group members with their top-level group', async () => {
    const nodes = [makeNode(registry, 'Echo-aaaaa', { values: { text: 'x' } }), makeNode(registry, 'Upper-bbbbb', { parentNodeId: 'GroupNode-zzzzz' })];
    const edges = [connect(nodes, 'Echo-aaaaa.text', 'Upper-bbbbb.text')];
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges }, registry, sink });
    expect(sink.events[0]?.data).toEqual({ ids: ['Echo-aaaaa'], to_run: ['Echo-aaaaa', 'Upper-bbbbb', 'GroupNode-zzzzz'] });
    expect(endVertex(sink.events, 'Echo-aaaaa')[0]?.build_data.top_level_vertices).toEqual(['GroupNode-zzzzz']);
  });

  it('skips note nodes', async () => {
    const { nodes, edges } = chain();
    const note: WorkflowNode = { id: 'note-1', type: 'noteNode', position: { x: 0, y: 0 }, data: { id: 'note-1', node: { description: '# Hi', template: {} } } };
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes: [note, ...nodes], edges }, registry, sink, inputs: { input_value: 'a' } });
    expect(builtIds(sink.events)).toEqual(['TextIn-aaaaa', 'Upper-bbbbb', 'TextOut-ccccc']);
  });

  it('builds only the stop component and its ancestors', async () => {
    const sink = createEventCollector();
    await buildFlow({ flow: chain(), registry, sink, stopComponentId: 'Upper-bbbbb', inputs: { input_value: 'a' } });
    expect(sink.events[0]?.data).toEqual({ ids: ['TextIn-aaaaa'], to_run: ['TextIn-aaaaa', 'Upper-bbbbb'] });
    expect(builtIds(sink.events)).toEqual(['TextIn-aaaaa', 'Upper-bbbbb']);
    expect(endVertex(sink.events, 'Upper-bbbbb')[0]?.build_data.next_vertices_ids).toEqual([]);
  });

  it('builds from the start component with what it needs', async () => {
    const nodes = [...chain().nodes, makeNode(registry, 'Echo-ddddd', { values: { text: 'side' } })];
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges: chain().edges }, registry, sink, startComponentId: 'Upper-bbbbb', inputs: { input_value: 'a' } });
    expect(builtIds(sink.events)).toEqual(['TextIn-aaaaa', 'Upper-bbbbb', 'TextOut-ccccc']);
  });

  it('sends error then end when the flow cannot be ordered', async () => {
    const sink = createEventCollector();
    const result = await buildFlow({ flow: chain(), registry, sink, startComponentId: 'Upper-bbbbb', stopComponentId: 'TextOut-ccccc', showUserTracebacks: true });
    expect(result.status).toBe('failed');
    expect(eventNames(sink.events)).toEqual(['error', 'end']);
    expect(sink.events[0]?.data).toMatchObject({
      category: 'error',
      error: true,
      text: 'You can only provide one of stop_component_id or start_component_id',
      properties: { source: { id: null, display_name: null, source: null } },
      // No user code failed: no traceback, and never the engine's own frames.
      content_blocks: [{ contents: [{ reason: 'You can only provide one of stop_component_id or start_component_id', traceback: '' }] }],
    });
    expect(sink.events[1]?.data).toEqual({});
  });

  it('fails a vertex whose component is not registered', async () => {
    const nodes = [makeNode(registry, 'Echo-aaaaa')];
    nodes[0]!.data.type = 'Missing';
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes, edges: [] }, registry, sink });
    expect(result.status).toBe('failed');
    expect(endVertex(sink.events, 'Echo-aaaaa')[0]?.build_data.params).toContain('Component type "Missing" is not registered.');
  });
});
