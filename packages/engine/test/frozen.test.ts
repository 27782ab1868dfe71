import { describe, expect, it } from 'vitest';
import { buildFlow, createEventCollector, createMemoryVertexCache, createRegistry, type VertexCache } from '../src';
import { ALL_COMPONENTS, createCounter } from './support/components';
import { builtIds, connect, connectBack, endVertex, makeNode } from './support/flows';

function setup() {
  const { counter, component } = createCounter();
  const registry = createRegistry([...ALL_COMPONENTS, component]);
  const flow = (frozen: boolean) => {
    const nodes = [makeNode(registry, 'Echo-aaaaa', { values: { text: 'x' } }), makeNode(registry, 'Counter-ccccc', { frozen }), makeNode(registry, 'Upper-uuuuu')];
    const edges = [connect(nodes, 'Echo-aaaaa.text', 'Counter-ccccc.text'), connect(nodes, 'Counter-ccccc.text', 'Upper-uuuuu.text')];
    return { nodes, edges };
  };
  return { counter, registry, flow };
}

describe('frozen vertices', () => {
  it('reuse the result cached by the previous build', async () => {
    const { counter, registry, flow } = setup();
    const cache = createMemoryVertexCache();
    await buildFlow({ flow: flow(false), registry, sink: createEventCollector(), cache });
    expect(counter.runs).toBe(1);

    const sink = createEventCollector();
    await buildFlow({ flow: flow(true), registry, sink, cache });
    expect(counter.runs).toBe(1);
    const frozen = endVertex(sink.events, 'Counter-ccccc')[0]?.build_data;
    expect(frozen).toMatchObject({ valid: true, data: { used_frozen_result: true, results: { text: 'x#1' } } });
    expect(frozen?.next_vertices_ids).toEqual(['Upper-uuuuu']);
    expect(endVertex(sink.events, 'Upper-uuuuu')[0]?.build_data.data.results).toEqual({ text: 'X#1' });
  });

  it('run when nothing is cached yet, and rerun when not frozen', async () => {
    const { counter, registry, flow } = setup();
    const cache = createMemoryVertexCache();
    const sink = createEventCollector();
    await buildFlow({ flow: flow(true), registry, sink, cache });
    expect(endVertex(sink.events, 'Counter-ccccc')[0]?.build_data.data.used_frozen_result).toBe(false);
    await buildFlow({ flow: flow(false), registry, sink: createEventCollector(), cache });
    expect(counter.runs).toBe(2);
  });

  it('keep closing the branches a frozen router closed, and route again for a new input', async () => {
    const registry = createRegistry(ALL_COMPONENTS);
    const flow = (text: string, frozen: boolean) => {
      const nodes = [
        makeNode(registry, 'Echo-sssss', { values: { text } }),
        makeNode(registry, 'Branch-bbbbb', { frozen }),
        makeNode(registry, 'Upper-ttttt'),
        makeNode(registry, 'Upper-fffff'),
      ];
      const edges = [
        connect(nodes, 'Echo-sssss.text', 'Branch-bbbbb.text'),
        connect(nodes, 'Branch-bbbbb.true_result', 'Upper-ttttt.text'),
        connect(nodes, 'Branch-bbbbb.false_result', 'Upper-fffff.text'),
      ];
      return { nodes, edges };
    };
    const cache = createMemoryVertexCache();
    await buildFlow({ flow: flow('yes', false), registry, sink: createEventCollector(), cache });
    const reused = createEventCollector();
    await buildFlow({ flow: flow('yes', true), registry, sink: reused, cache });
    expect(endVertex(reused.events, 'Branch-bbbbb')[0]?.build_data.data.used_frozen_result).toBe(true);
    expect(builtIds(reused.events)).toEqual(['Echo-sssss', 'Branch-bbbbb', 'Upper-ttttt']);

    const rerouted = createEventCollector();
    await buildFlow({ flow: flow('no', true), registry, sink: rerouted, cache });
    expect(endVertex(rerouted.events, 'Branch-bbbbb')[0]?.build_data.data.used_frozen_result).toBe(false);
    expect(builtIds(rerouted.events)).toEqual(['Echo-sssss', 'Branch-bbbbb', 'Upper-fffff']);
  });

  it('never applies to a Loop, which always reruns', async () => {
    const registry = createRegistry(ALL_COMPONENTS);
    const flow = (text: string) => {
      const nodes = [
        makeNode(registry, 'Echo-sssss', { values: { text } }),
        makeNode(registry, 'Split-ppppp'),
        makeNode(registry, 'Loop-lllll', { frozen: true }),
        makeNode(registry, 'Upper-uuuuu'),
      ];
      const edges = [
        connect(nodes, 'Echo-sssss.text', 'Split-ppppp.text'),
        connect(nodes, 'Split-ppppp.items', 'Loop-lllll.data'),
        connect(nodes, 'Loop-lllll.item', 'Upper-uuuuu.text'),
        connectBack(nodes, 'Upper-uuuuu.text', 'Loop-lllll.item'),
      ];
      return { nodes, edges };
    };
    const cache = createMemoryVertexCache();
    await buildFlow({ flow: flow('a'), registry, sink: createEventCollector(), cache });
    const sink = createEventCollector();
    await buildFlow({ flow: flow('b,c'), registry, sink, cache });
    const loop = endVertex(sink.events, 'Loop-lllll')[0]?.build_data.data;
    expect(loop).toMatchObject({ used_frozen_result: false, results: { done: ['B', 'C'] } });
  });

  it('keep building when the cache refuses a result', async () => {
    const { registry, flow } = setup();
    const warnings: string[] = [];
    const cache: VertexCache = {
      get: () => undefined,
      set: () => Promise.reject(new Error('full')),
    };
    const logger = { debug: () => undefined, info: () => undefined, warn: (message: string) => warnings.push(message), error: () => undefined };
    const result = await buildFlow({ flow: flow(false), registry, sink: createEventCollector(), cache, logger });
    expect(result.status).toBe('completed');
    expect(warnings).toHaveLength(3);
  });
});
