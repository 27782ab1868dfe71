// Every build and run has a deadline (the server's RUN_TIMEOUT): past it the build halts, running
// components are told through their signal, one that ignores it is abandoned, and the result says
// the flow ran out of time.
import { describe, expect, it } from 'vitest';
import { buildFlow, createEventCollector, createRegistry, defineComponent, runFlow } from '../src';
import { ALL_COMPONENTS, createSlow } from './support/components';
import { connect, makeNode } from './support/flows';

/** Never settles and never looks at its signal: only the deadline ends a build that waits on it. */
const Stuck = defineComponent({
  type: 'Stuck',
  display_name: 'Stuck',
  description: 'Waits forever.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', input_types: ['Text'], value: '' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
  run: () => new Promise<never>(() => undefined),
});

describe('the deadline of a build', () => {
  it('halts a build that outlives it with a flow-level error naming the limit', async () => {
    const probe = { started: [] as string[], aborted: [] as string[] };
    const registry = createRegistry([...ALL_COMPONENTS, createSlow(probe)]);
    const nodes = [makeNode(registry, 'Slow-aaaaa', { values: { ms: 60_000, text: 'a' } }), makeNode(registry, 'Upper-bbbbb')];
    const edges = [connect(nodes, 'Slow-aaaaa.text', 'Upper-bbbbb.text')];
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes, edges }, registry, sink, timeoutMs: 50 });

    expect(result.status).toBe('timed-out');
    expect(result.error).toMatchObject({ code: 'RUN_TIMED_OUT' });
    await expect.poll(() => probe.aborted).toEqual(['Slow-aaaaa']);
    const last = sink.events.slice(-2);
    expect(last.map((event) => event.event)).toEqual(['error', 'end']);
    expect(JSON.stringify(last[0]?.data)).toContain('time limit of 0.1 seconds (RUN_TIMEOUT)');
    // By code too, for the client to word in the user's language.
    const errorEvent = last[0]?.event === 'error' ? last[0].data : undefined;
    expect(errorEvent?.content_blocks?.[0]?.contents[0]).toMatchObject({ coded: { code: 'RUN_TIMED_OUT', params: { seconds: 0.1 } } });
  });

  it('abandons a component that ignores its signal', async () => {
    const registry = createRegistry([...ALL_COMPONENTS, Stuck]);
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes: [makeNode(registry, 'Stuck-aaaaa')], edges: [] }, registry, sink, timeoutMs: 20 });
    expect(result.status).toBe('timed-out');
    expect(sink.events.at(-1)?.event).toBe('end');
  });

  it('does not touch a build that ends in time', async () => {
    const registry = createRegistry(ALL_COMPONENTS);
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes: [makeNode(registry, 'Echo-aaaaa', { values: { text: 'hi' } })], edges: [] }, registry, sink, timeoutMs: 60_000 });
    expect(result.status).toBe('completed');
    expect(sink.events.map((event) => event.event)).not.toContain('error');
  });
});

describe('the deadline of a run', () => {
  it('rejects with RUN_TIMED_OUT', async () => {
    const registry = createRegistry([...ALL_COMPONENTS, Stuck]);
    const run = runFlow({ flow: { nodes: [makeNode(registry, 'Stuck-aaaaa')], edges: [] }, registry, timeoutMs: 20 });
    await expect(run).rejects.toMatchObject({ code: 'RUN_TIMED_OUT' });
  });
});
