// The run's rules one at a time: minimum BUILDING time, stop, failures, the error event.
import type { BuildEvent, VertexBuildResponse } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { BUILD_MESSAGES, BuildCache, BuildClient, BuildError, getGroupBuildStatus, MIN_VISIBLE_BUILDING_MS } from '../src/index';
import { createFakeTimers, manualTransport, replayTransport } from './helpers';

const FLOW = 'flow-1';

function endVertex(id: string, options: Partial<VertexBuildResponse> = {}): BuildEvent {
  return {
    event: 'end_vertex',
    data: {
      build_data: {
        id,
        inactivated_vertices: [],
        next_vertices_ids: [],
        top_level_vertices: [],
        valid: true,
        params: null,
        data: { results: {}, outputs: {}, logs: {}, message: {}, artifacts: {}, timedelta: 0.01, duration: '0.01 seconds', used_frozen_result: false },
        timestamp: '2025-06-12T08:30:00Z',
        ...options,
      },
    },
  };
}

const sorted = (ids: string[], toRun = ids): BuildEvent => ({ event: 'vertices_sorted', data: { ids, to_run: toRun } });

function setup(options: { hasOutdatedComponents?: boolean } = {}) {
  const timers = createFakeTimers();
  const transport = manualTransport();
  const client = new BuildClient({ transport, timers });
  const handle = client.startBuild({ flowId: FLOW, ...options });
  const run = client.getBuildCache().get(handle.runId);
  if (!run) throw new Error('run not in cache');
  const status = (id: string) => run.state.vertices[id]?.status;
  return { timers, transport, handle, run, status };
}

describe('minimum visible BUILDING time', () => {
  it('holds a successful vertex BUILDING for 300 ms from when it started building', () => {
    const { timers, transport, status } = setup();
    transport.emit(sorted(['A']));
    timers.advance(100);
    transport.emit(endVertex('A'));
    expect(status('A')).toBe('BUILDING');
    timers.advance(MIN_VISIBLE_BUILDING_MS - 101);
    expect(status('A')).toBe('BUILDING');
    timers.advance(1);
    expect(status('A')).toBe('BUILT');
  });

  it('lets a vertex that built longer than 300 ms turn BUILT at once', () => {
    const { timers, transport, status } = setup();
    transport.emit(sorted(['A']));
    timers.advance(1000);
    transport.emit(endVertex('A'));
    expect(status('A')).toBe('BUILT');
  });

  it('shows a vertex the server never announced as BUILDING before BUILT', () => {
    const { timers, transport, status } = setup();
    transport.emit(sorted(['A'], ['A', 'B']));
    timers.advance(500);
    transport.emit(endVertex('B'));
    expect(status('B')).toBe('BUILDING');
    timers.advance(300);
    expect(status('B')).toBe('BUILT');
  });

  it('keeps later events in order behind a held vertex', () => {
    const { timers, transport, run } = setup();
    transport.emit(sorted(['A']));
    transport.emit(endVertex('A', { next_vertices_ids: ['B'] }));
    transport.emit({ event: 'build_start', data: { id: 'C' } });
    expect(run.state.vertices.C).toBeUndefined();
    timers.advance(300);
    expect(run.state.vertices.B?.status).toBe('BUILDING');
    expect(run.state.vertices.C?.status).toBe('BUILDING');
  });

  it('applies the hold to per-vertex build_start/build_end, and a loop body pays it only once', () => {
    const { timers, transport, status } = setup();
    transport.emit(sorted([]));
    transport.emit({ event: 'build_start', data: { id: 'tool' } });
    transport.emit({ event: 'build_end', data: { id: 'tool' } });
    expect(status('tool')).toBe('BUILDING');
    timers.advance(300);
    expect(status('tool')).toBe('BUILT');

    transport.emit(endVertex('loop', { next_vertices_ids: ['body'] }));
    timers.advance(300);
    transport.emit(endVertex('body', { next_vertices_ids: ['loop'] }));
    timers.advance(300);
    expect(status('body')).toBe('BUILT');
    transport.emit(endVertex('loop', { next_vertices_ids: ['body'] }));
    transport.emit(endVertex('body'));
    expect(status('body')).toBe('BUILT');
  });

  it('does not hold a failed vertex', () => {
    const { transport, status } = setup();
    transport.emit(sorted(['A']));
    transport.emit(endVertex('A', { valid: false, params: 'boom' }));
    expect(status('A')).toBe('ERROR');
  });

  it('keeps the coded form of a failure beside its text, from the error output or the error message', () => {
    const coded = { code: 'VARIABLE_NOT_FOUND', text: 'Variable K not found (field api_key).', params: { name: 'K', field: 'api_key' } };
    const failed = setup();
    failed.transport.emit(sorted(['A']));
    const outputs = { text: { type: 'error' as const, message: { errorMessage: coded.text, stackTrace: '', coded } } };
    failed.transport.emit(endVertex('A', { valid: false, params: coded.text, data: { results: {}, outputs, logs: {}, message: {}, artifacts: {}, timedelta: 0, duration: null, used_frozen_result: false } }));
    expect(failed.run.state.failure).toMatchObject({ messages: [coded.text], coded: [coded] });

    const announced = setup();
    announced.transport.emit(sorted(['B']));
    const block = { title: 'Error', contents: [{ type: 'error' as const, reason: coded.text, coded }] };
    announced.transport.emit({ event: 'error', data: { id: 'e1', text: coded.text, category: 'error', content_blocks: [block], properties: { source: { id: 'B', display_name: 'B', source: null } } } });
    expect(announced.run.state.failure).toMatchObject({ messages: [coded.text], coded: [coded] });

    const flowLevel = setup();
    flowLevel.transport.emit(sorted(['D']));
    const timedOut = { code: 'RUN_TIMED_OUT', text: 'The flow did not finish within its time limit of 1 seconds (RUN_TIMEOUT) and was stopped.', params: { seconds: 1 } };
    const flowBlock = { title: 'Error', contents: [{ type: 'error' as const, reason: timedOut.text, coded: timedOut }] };
    flowLevel.transport.emit({ event: 'error', data: { id: 'e2', text: timedOut.text, category: 'error', content_blocks: [flowBlock], properties: {} } });
    expect(flowLevel.run.state.failure).toMatchObject({ title: 'FLOW_BUILD_ERROR', messages: [timedOut.text], coded: [timedOut] });

    // A job ended from outside its flow (its worker lost): an error event that is no message, its reason coded all the same.
    const job = setup();
    job.transport.emit(sorted(['E']));
    const lost = { code: 'JOB_WORKER_LOST', text: 'The worker running this build stopped responding, so the build was stopped. Run it again.', params: {} };
    job.transport.emit({ event: 'error', data: { text: lost.text, category: 'error', content_blocks: [{ title: 'Error', contents: [{ type: 'error' as const, reason: lost.text, coded: lost }] }] } });
    expect(job.run.state.failure).toMatchObject({ title: 'FLOW_BUILD_ERROR', messages: [lost.text], coded: [lost] });
    expect(job.run.state.messages).toEqual([]);

    const plain = setup();
    plain.transport.emit(sorted(['C']));
    plain.transport.emit(endVertex('C', { valid: false, params: 'boom' }));
    expect(plain.run.state.failure?.coded).toBeUndefined();
  });
});

describe('ending a run', () => {
  it('stop: building components go back to BUILT, the notice is set, reading is aborted', async () => {
    const { timers, transport, handle, run, status } = setup();
    transport.emit(sorted(['A', 'B'], ['A', 'B', 'C']));
    transport.emit(endVertex('A', { next_vertices_ids: ['C'] }));
    handle.cancel();
    const result = await handle.done;
    expect(result).toMatchObject({ status: 'stopped', isStopped: true, notice: 'BUILD_STOPPED', runningEdges: [] });
    expect([status('A'), status('B'), status('C')]).toEqual(['BUILT', 'BUILT', 'TO_BUILD']);
    expect(BUILD_MESSAGES[result.notice ?? 'BUILD_STOPPED']).toBe('构建已停止');
    expect(transport.signal?.aborted).toBe(true);
    // Nothing the server still sends changes the stopped run, not even the held end_vertex.
    timers.advance(1000);
    transport.emit(endVertex('C'));
    expect(run.state.status).toBe('stopped');
    expect(status('C')).toBe('TO_BUILD');
  });

  it('HTTP 500: every component is set to BUILT and building ends', async () => {
    const { transport, handle, status } = setup();
    transport.emit(sorted(['A'], ['A', 'B']));
    transport.failWith(new BuildError('EVENTS_FAILED', { status: 500 }));
    const result = await handle.done;
    expect([status('A'), status('B')]).toEqual(['BUILT', 'BUILT']);
    expect(result.failure).toEqual({ title: 'FLOW_BUILD_ERROR', messages: ['Error processing build events'], code: 'EVENTS_FAILED', status: 500, nodeIds: [] });
  });

  it('another protocol failure marks the involved components ERROR and keeps the coded text', async () => {
    const { transport, handle, status } = setup({ hasOutdatedComponents: true });
    transport.emit(sorted(['A'], ['A', 'B']));
    transport.failWith(new BuildError('NETWORK_ERROR'));
    const result = await handle.done;
    expect([status('A'), status('B')]).toEqual(['ERROR', 'ERROR']);
    expect(result.failure).toEqual({
      title: 'FLOW_BUILD_ERROR',
      messages: ['网络错误。请检查与服务器的连接。'],
      code: 'NETWORK_ERROR',
      nodeIds: ['A', 'B'],
      hint: 'OUTDATED_COMPONENTS',
    });
    expect(BUILD_MESSAGES.OUTDATED_COMPONENTS).toBe('流程中存在过时的组件。错误可能与这些组件有关。');
  });

  it('a failure from a custom transport shows the coded events text', async () => {
    const { transport, handle } = setup();
    transport.failWith(new Error('socket hang up'));
    const result = await handle.done;
    expect(result.failure).toMatchObject({ messages: ['Error processing build events'], code: 'EVENTS_FAILED' });
  });

  it('a stream that closes without end or error fails the run', async () => {
    const { transport, handle } = setup();
    transport.emit(sorted(['A']));
    transport.finish();
    expect((await handle.done).failure).toMatchObject({ code: 'EVENTS_FAILED', title: 'FLOW_BUILD_ERROR' });
  });

  it('the error event without a source is a flow failure and joins the messages', async () => {
    const { transport, handle } = setup();
    transport.emit(sorted(['A']));
    transport.emit({ event: 'error', data: { id: 'e1', text: 'Only one chat input is allowed in the graph', category: 'error', properties: {} } });
    const result = await handle.done;
    expect(result.failure).toEqual({ title: 'FLOW_BUILD_ERROR', messages: ['Only one chat input is allowed in the graph'], nodeIds: ['A'] });
    expect(result.messages.map((message) => message.id)).toEqual(['e1']);
  });

  it('the error event naming a source fails that component; without any text the default is used', async () => {
    const named = setup();
    named.transport.emit(sorted(['A', 'B']));
    named.transport.emit({ event: 'error', data: { text: 'bad key', properties: { source: { id: 'B', display_name: 'B', source: null } } } });
    expect((await named.handle.done).failure).toEqual({ title: 'COMPONENT_BUILD_ERROR', messages: ['bad key'], nodeIds: ['B', 'A'] });

    const bare = setup();
    bare.transport.emit({ event: 'error', data: {} });
    expect((await bare.handle.done).failure).toMatchObject({ messages: ['cannot connect to the server, check network'], code: 'FLOW_BUILD_ERROR_DEFAULT' });
  });

  it('a component failure aborts the transport so the server is asked to cancel', async () => {
    const { transport, handle } = setup();
    transport.emit(sorted(['A']));
    transport.emit(endVertex('A', { valid: false, data: { results: {}, outputs: {}, logs: {}, message: {}, artifacts: {}, timedelta: null, duration: null, used_frozen_result: false }, params: 'it broke' }));
    expect((await handle.done).failure?.messages).toEqual(['it broke']);
    expect(transport.signal?.aborted).toBe(true);
  });

  it('remove_message drops a message', async () => {
    const timers = createFakeTimers();
    const message = { id: 'm1', text: 'hi', sender: 'User', sender_name: 'User', session_id: 's', flow_id: FLOW, timestamp: '', files: [], error: false, edit: false, properties: {}, category: 'message', content_blocks: [] };
    const events: BuildEvent[] = [
      { event: 'add_message', data: message },
      { event: 'remove_message', data: { id: 'm1' } },
      { event: 'end', data: {} },
    ];
    const client = new BuildClient({ transport: replayTransport(events), timers });
    const result = await client.startBuild({ flowId: FLOW }).done;
    expect(result).toMatchObject({ status: 'success', messages: [], buildDuration: null });
  });
});

describe('BuildClient and BuildCache', () => {
  it('refuses a build with both a start and a stop component', () => {
    const client = new BuildClient({ transport: manualTransport() });
    expect(() => client.startBuild({ flowId: FLOW, startComponentId: 'a', stopComponentId: 'b' })).toThrow(TypeError);
  });

  it('keeps a bounded number of finished runs per flow', async () => {
    const cache = new BuildCache({ maxRunsPerFlow: 2 });
    const client = new BuildClient({ cache, transport: replayTransport([{ event: 'end', data: {} }]), timers: createFakeTimers() });
    const removed: string[] = [];
    cache.subscribe((event) => {
      if (event.type === 'removed') removed.push(event.run.runId);
    });
    for (const runId of ['r1', 'r2', 'r3']) await client.startBuild({ flowId: FLOW, runId }).done;
    expect(cache.getAll().map((run) => run.runId)).toEqual(['r2', 'r3']);
    expect(removed).toEqual(['r1']);
    expect(cache.findLatest(FLOW)?.runId).toBe('r3');
  });
});

describe('getGroupBuildStatus', () => {
  it.each([
    [['BUILT', 'BUILT'], 'BUILT'],
    [['BUILT', 'BUILDING', 'ERROR'], 'BUILDING'],
    [['BUILT', 'ERROR'], 'ERROR'],
    [['BUILT', 'TO_BUILD'], 'TO_BUILD'],
    [['BUILT', undefined], 'TO_BUILD'],
    [[], 'TO_BUILD'],
  ] as const)('%j → %s', (members, expected) => {
    expect(getGroupBuildStatus(members)).toBe(expected);
  });
});
