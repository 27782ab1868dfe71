import { describe, expect, it } from 'vitest';
import { buildFlow, createEventCollector, createRegistry, defineComponent, type VertexBuildRecord } from '../src';
import { ALL_COMPONENTS, createSlow } from './support/components';
import { builtIds, connect, endVertex, eventNames, makeNode } from './support/flows';

describe('scheduling', () => {
  it('runs independent vertices concurrently', async () => {
    const registry = createRegistry([...ALL_COMPONENTS, createSlow()]);
    const nodes = [
      makeNode(registry, 'Slow-aaaaa', { values: { ms: 40, text: 'a' } }),
      makeNode(registry, 'Slow-bbbbb', { values: { ms: 40, text: 'b' } }),
      makeNode(registry, 'Join-ccccc'),
    ];
    const edges = [connect(nodes, 'Slow-aaaaa.text', 'Join-ccccc.parts'), connect(nodes, 'Slow-bbbbb.text', 'Join-ccccc.parts')];
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges }, registry, sink });
    const names = eventNames(sink.events);
    // Both slow vertices started before either finished: their builds overlap.
    const firstEnd = Math.min(names.indexOf('end_vertex:Slow-aaaaa'), names.indexOf('end_vertex:Slow-bbbbb'));
    expect(names.indexOf('build_start:Slow-aaaaa')).toBeLessThan(firstEnd);
    expect(names.indexOf('build_start:Slow-bbbbb')).toBeLessThan(firstEnd);
    expect(sink.events[0]?.data).toMatchObject({ ids: expect.arrayContaining(['Slow-aaaaa', 'Slow-bbbbb']) });
    // The join waits for both; only the second to finish announces it.
    const announcing = ['Slow-aaaaa', 'Slow-bbbbb'].map((id) => endVertex(sink.events, id)[0]?.build_data.next_vertices_ids);
    expect(announcing).toContainEqual(['Join-ccccc']);
    expect(announcing).toContainEqual([]);
    expect(endVertex(sink.events, 'Join-ccccc')[0]?.build_data.data.results).toEqual({ text: 'a~+b~' });
  });

  it('starts a vertex as soon as its own inputs are ready, not when its layer is done', async () => {
    const registry = createRegistry([...ALL_COMPONENTS, createSlow()]);
    const nodes = [
      makeNode(registry, 'Slow-aaaaa', { values: { ms: 60, text: 'slow' } }),
      makeNode(registry, 'Echo-bbbbb', { values: { text: 'fast' } }),
      makeNode(registry, 'Upper-ccccc'),
    ];
    const edges = [connect(nodes, 'Echo-bbbbb.text', 'Upper-ccccc.text')];
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges }, registry, sink });
    expect(builtIds(sink.events)).toEqual(['Echo-bbbbb', 'Upper-ccccc', 'Slow-aaaaa']);
  });
});

describe('cancellation', () => {
  it('aborts the running component and schedules nothing after it', async () => {
    const probe = { started: [] as string[], aborted: [] as string[] };
    const registry = createRegistry([...ALL_COMPONENTS, createSlow(probe)]);
    const nodes = [makeNode(registry, 'Slow-aaaaa', { values: { ms: 5_000, text: 'a' } }), makeNode(registry, 'Upper-bbbbb')];
    const edges = [connect(nodes, 'Slow-aaaaa.text', 'Upper-bbbbb.text')];
    const controller = new AbortController();
    const sink = createEventCollector();
    const records: VertexBuildRecord[] = [];
    const building = buildFlow({ flow: { nodes, edges }, registry, sink, signal: controller.signal, onVertexBuilt: (record) => records.push(record) });
    await expect.poll(() => probe.started).toEqual(['Slow-aaaaa']);
    controller.abort();
    const result = await building;

    expect(result.status).toBe('cancelled');
    await expect.poll(() => probe.aborted).toEqual(['Slow-aaaaa']);
    expect(records).toEqual([]);
    expect(eventNames(sink.events)).toEqual(['vertices_sorted', 'build_start', 'build_start:Slow-aaaaa', 'end']);
    expect(sink.events.at(-1)?.data).toEqual({ build_duration: 0 });
  });

  it('does not wait for a component that ignores the signal, and drops its late events', async () => {
    let release: () => void = () => undefined;
    const { defineComponent } = await import('../src');
    const Stubborn = defineComponent({
      type: 'Stubborn',
      display_name: 'Stubborn',
      description: 'Ignores the signal.',
      category: 'processing',
      inputs: [],
      outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
      run: async ({ events }) => {
        await new Promise<void>((resolve) => (release = resolve));
        events.addMessage({ text: 'too late' });
        return { text: 'done' };
      },
    });
    const registry = createRegistry([Stubborn]);
    const controller = new AbortController();
    const sink = createEventCollector();
    const building = buildFlow({ flow: { nodes: [makeNode(registry, 'Stubborn-aaaaa')], edges: [] }, registry, sink, signal: controller.signal });
    await expect.poll(() => eventNames(sink.events)).toContain('build_start:Stubborn-aaaaa');
    controller.abort();
    expect((await building).status).toBe('cancelled');
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(eventNames(sink.events).at(-1)).toBe('end');
    expect(eventNames(sink.events)).not.toContain('add_message');
  });

  it('builds nothing when the signal is already aborted', async () => {
    const registry = createRegistry(ALL_COMPONENTS);
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes: [makeNode(registry, 'Echo-aaaaa')], edges: [] }, registry, sink, signal: AbortSignal.abort() });
    expect(result.status).toBe('cancelled');
    expect(builtIds(sink.events)).toEqual([]);
  });
});

describe('failure', () => {
  it('reports the failing vertex with the error payload and stops the build', async () => {
    const registry = createRegistry(ALL_COMPONENTS);
    const nodes = [makeNode(registry, 'Echo-aaaaa', { values: { text: 'x' } }), makeNode(registry, 'Fail-bbbbb'), makeNode(registry, 'Upper-ccccc')];
    const edges = [connect(nodes, 'Echo-aaaaa.text', 'Fail-bbbbb.text'), connect(nodes, 'Fail-bbbbb.text', 'Upper-ccccc.text')];
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes, edges }, registry, sink });

    expect(result.status).toBe('failed');
    expect(eventNames(sink.events)).toEqual([
      'vertices_sorted',
      'build_start',
      'build_start:Echo-aaaaa',
      'end_vertex:Echo-aaaaa',
      'build_end:Echo-aaaaa',
      'build_start:Fail-bbbbb',
      'end_vertex:Fail-bbbbb',
      'build_end:Fail-bbbbb',
      'end',
    ]);
    const failed = endVertex(sink.events, 'Fail-bbbbb')[0]?.build_data;
    const message = 'Error building Component Fail: \n\nboom';
    expect(failed).toMatchObject({
      valid: false,
      params: message,
      next_vertices_ids: [],
      data: { results: {}, outputs: { text: { type: 'error', message: { errorMessage: message } } }, used_frozen_result: false },
    });
    // The component is the host's code: its frames are no one's to see but the server log's.
    const payload = failed?.data.outputs.text?.message as { stackTrace: string };
    expect(payload.stackTrace).toBe('');
    expect(Object.keys(failed?.data.outputs ?? {})).toEqual(['text']);
    expect(sink.events.at(-1)?.data).toHaveProperty('build_duration');
  });

  it("shows the failing user code's traceback only when asked, and logs the full error", async () => {
    const userTraceback = 'TypeError: no name\n    at greet (custom/component:7:11)';
    const GuestFail = defineComponent({
      type: 'GuestFail',
      display_name: 'Guest Fail',
      description: 'Fails the way sandboxed code does, wrapped once.',
      category: 'processing',
      inputs: [],
      outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
      run: () => {
        throw new Error('wrapped', { cause: Object.assign(new Error('no name'), { userTraceback }) });
      },
    });
    const registry = createRegistry([GuestFail]);
    const build = async (showUserTracebacks: boolean | undefined) => {
      const sink = createEventCollector();
      const logged: unknown[] = [];
      const logger = { debug: () => undefined, info: () => undefined, warn: (_message: string, details?: Record<string, unknown>) => void logged.push(details?.err), error: () => undefined };
      await buildFlow({ flow: { nodes: [makeNode(registry, 'GuestFail-aaaaa')], edges: [] }, registry, sink, logger, showUserTracebacks });
      const payload = endVertex(sink.events, 'GuestFail-aaaaa')[0]?.build_data.data.outputs.text?.message as { stackTrace: string };
      return { stackTrace: payload.stackTrace, logged };
    };
    const owner = await build(true);
    expect(owner.stackTrace).toBe(userTraceback);
    expect(owner.logged).toEqual([expect.objectContaining({ message: 'wrapped', stack: expect.stringContaining('concurrency.test.ts') })]);
    expect((await build(false)).stackTrace).toBe('');
    expect((await build(undefined)).stackTrace).toBe('');
  });

  it('aborts concurrently running vertices when one fails and reports only the failure', async () => {
    const probe = { started: [] as string[], aborted: [] as string[] };
    const registry = createRegistry([...ALL_COMPONENTS, createSlow(probe)]);
    const nodes = [makeNode(registry, 'Slow-aaaaa', { values: { ms: 5_000 } }), makeNode(registry, 'Fail-bbbbb')];
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes, edges: [] }, registry, sink });
    expect(result.status).toBe('failed');
    await expect.poll(() => probe.aborted).toEqual(['Slow-aaaaa']);
    expect(builtIds(sink.events)).toEqual(['Fail-bbbbb']);
  });

  it('fails a vertex whose required field is empty', async () => {
    const registry = createRegistry(ALL_COMPONENTS);
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes: [makeNode(registry, 'Upper-aaaaa')], edges: [] }, registry, sink });
    expect(endVertex(sink.events, 'Upper-aaaaa')[0]?.build_data.params).toBe('Error building Component Upper: \n\nUpper is missing text.');
  });
});
