import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGraphMaps, collectReachable } from '../src/graph/maps';
import { FlowGraphError } from '../src/messages';
import { sortGraph, verticesToRunForFreeze } from '../src/ordering/sortGraph';
import type { WorkflowEdge } from '../src/types/edges';
import type { GenericNode, WorkflowNode } from '../src/types/nodes';
import { component, connect, connectLoop, field, loopComponent, note, output } from './fixtures';

const n = (id: string, spec = {}) => component(id, spec);

function flow(nodes: WorkflowNode[], pairs: Array<[GenericNode, GenericNode]>) {
  return { nodes, edges: pairs.map(([source, target]) => connect(source, 'message', target)) };
}

function thrownCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof FlowGraphError ? error.code : 'other';
  }
  return undefined;
}

describe('sortGraph examples', () => {
  const chat = n('ChatInput-aaaaa');
  const prompt = n('Prompt-bbbbb');
  const model = n('Model-ccccc');
  const out = n('ChatOutput-ddddd');
  const memory = n('Memory-eeeee');

  it('layers a chain', () => {
    const result = sortGraph(flow([out, model, prompt, chat], [[chat, prompt], [prompt, model], [model, out]]));
    expect(result).toEqual({
      first_layer: [chat.id],
      layers: [[chat.id], [prompt.id], [model.id], [out.id]],
      vertices_to_run: [chat.id, prompt.id, model.id, out.id],
    });
  });

  it('waits for the longer branch before a merge (Langflow would pull the merge input in early)', () => {
    const [s1, x, merge, s2, a, b, c, z] = ['S1-1', 'X-1', 'N-1', 'S2-1', 'A-1', 'B-1', 'C-1', 'Z-1'].map((id) => n(id));
    const pairs: Array<[GenericNode, GenericNode]> = [[s1, x], [x, merge], [s2, a], [a, b], [b, c], [c, z], [z, merge]].map(
      ([from, to]) => [from as GenericNode, to as GenericNode],
    );
    const { layers } = sortGraph(flow([s1, x, merge, s2, a, b, c, z] as GenericNode[], pairs));
    expect(layers).toEqual([['S2-1', 'S1-1'], ['A-1', 'X-1'], ['B-1'], ['C-1'], ['Z-1'], ['N-1']]);
  });

  it('puts the chat input alone in the first layer', () => {
    const result = sortGraph(flow([memory, chat, prompt], [[chat, prompt], [memory, prompt]]));
    expect(result.layers).toEqual([[chat.id], [memory.id], [prompt.id]]);
  });

  it('leaves the layers alone when the chat input is fed by something', () => {
    const result = sortGraph(flow([memory, chat, prompt], [[memory, chat], [chat, prompt]]));
    expect(result.layers).toEqual([[memory.id], [chat.id], [prompt.id]]);
  });

  it('refuses two chat inputs without predecessors', () => {
    const second = n('ChatInput-zzzzz');
    expect(thrownCode(() => sortGraph(flow([chat, second, prompt], [[chat, prompt], [second, prompt]])))).toBe('UNIQUE_CHAT_INPUT');
  });

  it('keeps only the stop component and its ancestors', () => {
    const data = flow([chat, memory, prompt, model, out], [[chat, prompt], [memory, prompt], [prompt, model], [model, out]]);
    expect(sortGraph(data, { stopComponentId: prompt.id }).layers).toEqual([[chat.id], [memory.id], [prompt.id]]);
  });

  it('freezes the path up to a component without its input components, which take every run’s input', () => {
    const text = n('TextInput-ttttt');
    const data = flow([chat, text, memory, prompt, model, out], [[chat, prompt], [text, prompt], [memory, prompt], [prompt, model], [model, out]]);
    expect(verticesToRunForFreeze(data, model.id).sort()).toEqual([memory.id, prompt.id, model.id].sort());
    expect(verticesToRunForFreeze(data, chat.id)).toEqual([]);
  });

  it('keeps what the start component reaches plus their ancestors, without the chat-first move', () => {
    const side = n('Side-fffff');
    const data = flow([chat, memory, prompt, model, side], [[chat, prompt], [memory, model], [prompt, model], [side, memory]]);
    const result = sortGraph(data, { startComponentId: prompt.id });
    expect(new Set(result.vertices_to_run)).toEqual(new Set([chat.id, prompt.id, model.id, memory.id, side.id]));
    const other = sortGraph(flow([chat, prompt, side, memory], [[chat, prompt], [side, memory]]), { startComponentId: side.id });
    expect(other.vertices_to_run).toEqual([side.id, memory.id]);
  });

  it('returns nothing for an unknown stop component', () => {
    expect(sortGraph(flow([chat, prompt], [[chat, prompt]]), { stopComponentId: 'Nope-00000' })).toEqual({
      first_layer: [],
      layers: [],
      vertices_to_run: [],
    });
  });

  it('refuses a start and a stop component together', () => {
    expect(thrownCode(() => sortGraph(flow([chat], []), { startComponentId: chat.id, stopComponentId: chat.id }))).toBe('SORT_START_AND_STOP');
  });

  it('ignores notes and edges to missing nodes', () => {
    const data = flow([chat, note('note-1'), prompt], [[chat, prompt]]);
    data.edges.push({ ...connect(prompt, 'message', model) });
    expect(sortGraph(data).vertices_to_run).toEqual([chat.id, prompt.id]);
  });

  it('drops components in tool mode that feed nothing', () => {
    const orphan = n('Calculator-ggggg', { toolMode: true });
    const used = n('Search-hhhhh', { toolMode: true });
    const agent = n('Agent-iiiii');
    const result = sortGraph(flow([orphan, used, agent], [[used, agent]]));
    expect(result.vertices_to_run).toEqual([used.id, agent.id]);
  });

  it('refuses a cycle that does not run through a loop handle', () => {
    expect(thrownCode(() => sortGraph(flow([prompt, model], [[prompt, model], [model, prompt]])))).toBe('FLOW_INCOMPLETE_LOOP');
  });

  describe('loops', () => {
    const loop = loopComponent('Loop-lllll');
    const body = n('Body-bbbbb', { fields: { input_value: field({ input_types: ['Data'] }) }, outputs: [output('data', ['Data'])] });
    const done = n('ChatOutput-ooooo', { fields: { input_value: field({ input_types: ['Data'] }) } });
    const source = n('File-sssss', { outputs: [output('data', ['Data'])] });
    const edges: WorkflowEdge[] = [
      connect(source, 'data', loop, 'data'),
      connect(loop, 'item', body),
      connectLoop(body, 'data', loop),
      connect(loop, 'done', done),
    ];
    const data = { nodes: [source, loop, body, done], edges };

    it('runs every vertex, loop vertices at most twice', () => {
      const result = sortGraph(data);
      expect(result.first_layer).toEqual([source.id]);
      expect(new Set(result.vertices_to_run)).toEqual(new Set([source.id, loop.id, body.id, done.id]));
      const counts = result.layers.flat().reduce((all, id) => all.set(id, (all.get(id) ?? 0) + 1), new Map<string, number>());
      for (const count of counts.values()) expect(count).toBeLessThanOrEqual(2);
    });

    it('turns a stop component inside the loop into a start component', () => {
      const stopped = sortGraph(data, { stopComponentId: body.id });
      expect(new Set(stopped.vertices_to_run)).toEqual(new Set([source.id, loop.id, body.id, done.id]));
    });

    it('starts a fully cyclic graph at the start component', () => {
      const cyclic = { nodes: [loop, body], edges: [connect(loop, 'item', body), connectLoop(body, 'data', loop)] };
      expect(sortGraph(cyclic, { startComponentId: body.id }).first_layer).toEqual([body.id]);
      expect(sortGraph(cyclic).first_layer).toEqual([loop.id]);
    });
  });

  it('resolves a flattened group id to the group root', () => {
    const inner1 = { ...n('A-11111'), parent_node_id: 'groupComponent-x' };
    const inner2 = { ...n('B-22222'), parent_node_id: 'groupComponent-x' };
    const after = n('C-33333');
    const data = flow([chat, inner1, inner2, after], [[chat, inner1], [inner1, inner2], [inner2, after]]);
    expect(new Set(sortGraph(data, { stopComponentId: 'groupComponent-x' }).vertices_to_run)).toEqual(new Set([chat.id, inner1.id, inner2.id]));
  });

  it('exposes the adjacency the engine schedules with', () => {
    const maps = buildGraphMaps(flow([chat, prompt, model], [[chat, prompt], [chat, model], [prompt, model]]));
    expect(maps.predecessors.get(model.id)).toEqual([chat.id, prompt.id]);
    expect(maps.successors.get(chat.id)).toEqual([prompt.id, model.id]);
    expect(maps.inDegree.get(model.id)).toBe(2);
    expect(maps.inDegree.get(chat.id)).toBe(0);
  });
});

// Random acyclic flows: node i may only feed node j > i, and the node list is shuffled.
const acyclicFlow = fc
  .integer({ min: 1, max: 14 })
  .chain((size) =>
    fc.record({
      size: fc.constant(size),
      pairs: fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: size * 3 }),
      order: fc.shuffledSubarray([...Array(size).keys()], { minLength: size, maxLength: size }),
      withChat: fc.boolean(),
      pick: fc.nat(size - 1),
    }),
  )
  .map(({ size, pairs, order, withChat, pick }) => {
    const nodes = [...Array(size).keys()].map((i) => n(i === 0 && withChat ? `ChatInput-${i}` : `N${i}-x`));
    const edges = pairs.filter(([a, b]) => a < b).map(([a, b]) => connect(nodes[a] as GenericNode, 'message', nodes[b] as GenericNode));
    return { data: { nodes: order.map((i) => nodes[i] as GenericNode), edges }, pick: (nodes[pick] as GenericNode).id };
  });

function positions(layers: string[][]): Map<string, number> {
  return new Map(layers.flatMap((layer, index) => layer.map((id): [string, number] => [id, index])));
}

describe('sortGraph properties on acyclic flows', () => {
  it('lists every vertex exactly once, each edge source in an earlier layer than its target', () => {
    fc.assert(
      fc.property(acyclicFlow, ({ data }) => {
        const { layers, first_layer, vertices_to_run } = sortGraph(data);
        const layerOf = positions(layers);
        expect(layers.flat()).toHaveLength(data.nodes.length);
        expect(new Set(vertices_to_run)).toEqual(new Set(data.nodes.map((node) => node.id)));
        expect(first_layer).toEqual(layers[0]);
        for (const edge of data.edges) expect(layerOf.get(edge.source)).toBeLessThan(layerOf.get(edge.target) as number);
      }),
      { numRuns: 500 },
    );
  });

  it('runs exactly the stop component and its ancestors, in order', () => {
    fc.assert(
      fc.property(acyclicFlow, ({ data, pick }) => {
        const maps = buildGraphMaps(data);
        const { layers, vertices_to_run } = sortGraph(data, { stopComponentId: pick });
        expect(new Set(vertices_to_run)).toEqual(collectReachable(pick, (id) => maps.predecessors.get(id)));
        const layerOf = positions(layers);
        for (const edge of data.edges) {
          if (layerOf.has(edge.source) && layerOf.has(edge.target)) expect(layerOf.get(edge.source)).toBeLessThan(layerOf.get(edge.target) as number);
        }
      }),
    );
  });

  it('runs what the start component reaches plus all their ancestors', () => {
    fc.assert(
      fc.property(acyclicFlow, ({ data, pick }) => {
        const maps = buildGraphMaps(data);
        const reached = collectReachable(pick, (id) => maps.successors.get(id));
        const expected = collectReachable([...reached], (id) => maps.predecessors.get(id));
        expect(new Set(sortGraph(data, { startComponentId: pick }).vertices_to_run)).toEqual(expected);
      }),
    );
  });
});
