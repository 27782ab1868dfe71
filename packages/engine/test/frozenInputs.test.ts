// The frozen cache never answers a new input with an old result: input components always run, and
// a frozen vertex reuses its result only while its resolved inputs are the same.
import type { BuildEvent } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { buildFlow, createEventCollector, createMemoryVertexCache, createRegistry, defineComponent, type FlowInputs } from '../src';
import { ALL_COMPONENTS, createCounter } from './support/components';
import { connect, endVertex, makeNode } from './support/flows';

const FROZEN_LOG = 'Frozen, but its inputs changed since the result was cached: built again with the new inputs.';

function userMessages(events: readonly BuildEvent[]): string[] {
  return events.flatMap((event) => (event.event === 'add_message' && event.data.sender === 'User' ? [event.data.text] : []));
}

/** TextIn → Counter → TextOut, every vertex frozen as a freeze of the whole path would leave it. */
function questionFlow() {
  const { counter, component } = createCounter();
  const registry = createRegistry([...ALL_COMPONENTS, component]);
  const nodes = [
    makeNode(registry, 'TextIn-iiiii', { frozen: true }),
    makeNode(registry, 'Counter-ccccc', { frozen: true }),
    makeNode(registry, 'TextOut-ooooo', { frozen: true }),
  ];
  const edges = [connect(nodes, 'TextIn-iiiii.message', 'Counter-ccccc.text'), connect(nodes, 'Counter-ccccc.text', 'TextOut-ooooo.input_value')];
  const cache = createMemoryVertexCache();
  const ask = async (input_value: string) => {
    const sink = createEventCollector();
    const inputs: FlowInputs = { input_value, session: 'session-1' };
    await buildFlow({ flow: { nodes, edges }, registry, sink, cache, flowId: 'flow-1', inputs });
    return sink.events;
  };
  return { counter, ask };
}

describe('the frozen cache and new inputs', () => {
  it('always runs an input component, frozen or not, so every question is sent', async () => {
    const { ask } = questionFlow();
    await ask('first question');
    const events = await ask('second question');
    expect(endVertex(events, 'TextIn-iiiii')[0]?.build_data.data.used_frozen_result).toBe(false);
    expect(userMessages(events)).toEqual(['second question']);
  });

  it('ignores the flag on a component whose type is an input, without an io role', async () => {
    let runs = 0;
    const UIInput = defineComponent({
      type: 'UIInput',
      display_name: 'UI Input',
      description: 'Settings of the chat page.',
      category: 'inputs',
      inputs: [{ type: 'str', name: 'greeting', value: 'hi' }],
      outputs: [{ name: 'ui', display_name: 'UI', types: ['Data'] }],
      run: () => ({ ui: { runs: ++runs } }),
    });
    const registry = createRegistry([...ALL_COMPONENTS, UIInput]);
    const flow = { nodes: [makeNode(registry, 'UIInput-uuuuu', { frozen: true })], edges: [] };
    const cache = createMemoryVertexCache();
    await buildFlow({ flow, registry, sink: createEventCollector(), cache });
    await buildFlow({ flow, registry, sink: createEventCollector(), cache });
    expect(runs).toBe(2);
  });

  it('rebuilds a frozen vertex whose input changed, and its log says so', async () => {
    const { counter, ask } = questionFlow();
    await ask('first question');
    const events = await ask('second question');
    const data = endVertex(events, 'Counter-ccccc')[0]?.build_data.data;
    expect(counter.runs).toBe(2);
    expect(data).toMatchObject({ used_frozen_result: false, results: { text: 'second question#2' } });
    expect(data?.logs.text?.map((entry) => entry.message)).toEqual([FROZEN_LOG]);
    expect(endVertex(events, 'TextOut-ooooo')[0]?.build_data.data.results).toMatchObject({ message: { text: 'second question#2' } });
  });

  it('reuses the cached result for the same question asked again, though each question is a new message', async () => {
    const { counter, ask } = questionFlow();
    await ask('same question');
    const events = await ask('same question');
    expect(counter.runs).toBe(1);
    const data = endVertex(events, 'Counter-ccccc')[0]?.build_data.data;
    expect(data).toMatchObject({ used_frozen_result: true, results: { text: 'same question#1' } });
    expect(data?.logs.text ?? []).toEqual([]);
  });

  it('rebuilds a frozen vertex whose own field was edited', async () => {
    const { counter, component } = createCounter();
    const registry = createRegistry([...ALL_COMPONENTS, component]);
    const flow = (text: string) => ({ nodes: [makeNode(registry, 'Counter-ccccc', { frozen: true, values: { text } })], edges: [] });
    const cache = createMemoryVertexCache();
    await buildFlow({ flow: flow('a'), registry, sink: createEventCollector(), cache });
    await buildFlow({ flow: flow('a'), registry, sink: createEventCollector(), cache });
    expect(counter.runs).toBe(1);
    const sink = createEventCollector();
    await buildFlow({ flow: flow('b'), registry, sink, cache });
    expect(counter.runs).toBe(2);
    expect(endVertex(sink.events, 'Counter-ccccc')[0]?.build_data.data.results).toEqual({ text: 'b#2' });
  });

  it('counts an object that is not plain data by identity: the same client cached upstream, or a new one', async () => {
    class Client {
      constructor(readonly serial: number) {}
    }
    let made = 0;
    const MakeClient = defineComponent({
      type: 'MakeClient',
      display_name: 'Make Client',
      description: 'Makes a client object.',
      category: 'models',
      inputs: [],
      outputs: [{ name: 'client', display_name: 'Client', types: ['LanguageModel'] }],
      run: () => ({ client: new Client(++made) }),
    });
    let used = 0;
    const UseClient = defineComponent({
      type: 'UseClient',
      display_name: 'Use Client',
      description: 'Uses a client.',
      category: 'models',
      inputs: [{ type: 'other', name: 'client', input_types: ['LanguageModel'] }],
      outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
      run: ({ inputs }) => ({ text: `client ${(inputs.client as Client).serial}, use ${++used}` }),
    });
    const registry = createRegistry([...ALL_COMPONENTS, MakeClient, UseClient]);
    const flow = (makerFrozen: boolean) => {
      const nodes = [makeNode(registry, 'MakeClient-mmmmm', { frozen: makerFrozen }), makeNode(registry, 'UseClient-uuuuu', { frozen: true })];
      return { nodes, edges: [connect(nodes, 'MakeClient-mmmmm.client', 'UseClient-uuuuu.client')] };
    };
    const cache = createMemoryVertexCache();
    await buildFlow({ flow: flow(true), registry, sink: createEventCollector(), cache });
    const same = createEventCollector();
    await buildFlow({ flow: flow(true), registry, sink: same, cache });
    expect(endVertex(same.events, 'UseClient-uuuuu')[0]?.build_data.data).toMatchObject({ used_frozen_result: true, results: { text: 'client 1, use 1' } });

    const fresh = createEventCollector();
    await buildFlow({ flow: flow(false), registry, sink: fresh, cache });
    expect(endVertex(fresh.events, 'UseClient-uuuuu')[0]?.build_data.data).toMatchObject({ used_frozen_result: false, results: { text: 'client 2, use 2' } });
  });
});
