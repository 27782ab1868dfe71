import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareGraph } from '../src/graph/prepared';
import { sortGraph, type SortOptions } from '../src/ordering/sortGraph';
import type { WorkflowEdge } from '../src/types/edges';
import type { GenericNode, WorkflowNode } from '../src/types/nodes';
import { validateFlow } from '../src/validation/validateFlow';
import { component, connect, connectLoop, field, note, output } from './fixtures';

const KINDS = ['ChatInput', 'Webhook', 'LoopComponent', 'Plain', 'Tool', 'Required', 'Note'] as const;

function node(kind: (typeof KINDS)[number], id: string): WorkflowNode {
  if (kind === 'Note') return note(id);
  return component(id, {
    type: kind === 'Tool' || kind === 'Required' ? 'Plain' : kind,
    ...(kind === 'Tool' && { toolMode: true }),
    ...(kind === 'Required' && { fields: { key: field({ required: true, input_types: ['Message'] }) } }),
    outputs: [output('message', ['Message', 'Data']), output('item', ['Data'], { allows_loop: true })],
  });
}

// Any flow: cycles, loop edges, notes, repeated ids, edges to missing nodes, group members.
const anyFlow = fc
  .record({
    kinds: fc.array(fc.record({ kind: fc.constantFrom(...KINDS), repeat: fc.nat(6), group: fc.boolean() }), { maxLength: 12 }),
    links: fc.array(fc.record({ from: fc.nat(20), to: fc.nat(20), loop: fc.boolean(), broken: fc.nat(12) }), { maxLength: 24 }),
    pick: fc.nat(20),
    mode: fc.constantFrom('none', 'stop', 'start', 'group', 'unknown'),
  })
  .map(({ kinds, links, pick, mode }) => {
    const nodes = kinds.map(({ kind, repeat, group }, i) => {
      const made = node(kind, i > 0 && repeat === 0 ? `${kinds[0]?.kind}-0` : `${kind}-${i}`);
      return group && made.type !== 'noteNode' ? { ...made, parent_node_id: 'group-1' } : made;
    });
    const components = nodes.filter((candidate): candidate is GenericNode => candidate.type !== 'noteNode');
    const edges: WorkflowEdge[] = components.length === 0 ? [] : links.map(({ from, to, loop, broken }) => {
      const source = components[from % components.length] as GenericNode;
      const target = components[to % components.length] as GenericNode;
      const edge = loop ? connectLoop(source, 'message', target) : connect(source, 'message', target, target.data.node.template.key ? 'key' : 'input_value');
      return broken === 0 ? { ...edge, target: 'Gone-1' } : edge;
    });
    const id = nodes.length > 0 ? (nodes[pick % nodes.length] as WorkflowNode).id : 'Plain-0';
    const options: SortOptions =
      mode === 'stop' ? { stopComponentId: id } : mode === 'start' ? { startComponentId: id } : mode === 'group' ? { stopComponentId: 'group-1' } : mode === 'unknown' ? { startComponentId: 'Nope-1' } : {};
    return { data: { nodes, edges }, options };
  });

function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (error) {
    return { error: (error as { code?: string }).code };
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

describe('prepareGraph', () => {
  it('gives validateFlow and sortGraph the same answers as building the graph themselves', () => {
    fc.assert(
      fc.property(anyFlow, ({ data, options }) => {
        const graph = prepareGraph(data);
        expect(validateFlow(data, { graph })).toEqual(validateFlow(data));
        expect(outcome(() => sortGraph(data, { ...options, graph }))).toEqual(outcome(() => sortGraph(data, options)));
      }),
      { numRuns: 1000 },
    );
  });

  it('neither it nor the rules change the flow they read', () => {
    fc.assert(
      fc.property(anyFlow, ({ data, options }) => {
        const expected = [validateFlow(structuredClone(data)), outcome(() => sortGraph(structuredClone(data), options))];
        const before = JSON.stringify(data);
        // A frozen flow makes any write throw, which would change the outcome.
        deepFreeze(data);
        const graph = prepareGraph(data);
        expect([validateFlow(data, { graph }), outcome(() => sortGraph(data, { ...options, graph }))]).toEqual(expected);
        expect([validateFlow(data), outcome(() => sortGraph(data, options))]).toEqual(expected);
        expect(JSON.stringify(data)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('numbers each component id once, leaves out notes and edges to missing nodes, and lists loop edges', () => {
    const a = node('Plain', 'A-1') as GenericNode;
    const b = node('Plain', 'B-1') as GenericNode;
    const loop = node('LoopComponent', 'Loop-1') as GenericNode;
    const back = connectLoop(b, 'message', loop);
    const edges = [connect(a, 'message', b), { ...connect(a, 'message', b), target: 'Gone-1' }, connect(loop, 'message', b), back];
    const graph = prepareGraph({ nodes: [a, note('n-1'), b, { ...a }, loop], edges });
    expect(graph.ids).toEqual(['A-1', 'B-1', 'Loop-1']);
    expect([...graph.positions]).toEqual([0, 1, 0, 2]);
    expect(graph.loopEdges).toEqual([back]);
    expect([...graph.all.successors.subarray(graph.all.successorStart[0], graph.all.successorStart[1])]).toEqual([1]);
    expect([...graph.all.predecessors.subarray(graph.all.predecessorStart[2], graph.all.predecessorStart[3])]).toEqual([1]);
    expect(graph.loopFree.predecessorStart[3]! - graph.loopFree.predecessorStart[2]!).toBe(0);
    const plain = prepareGraph({ nodes: [a, b], edges: edges.slice(0, 1) });
    expect(plain.loopFree).toBe(plain.all);
  });

  it('is not used for another flow, or once the flow got new node or edge arrays', () => {
    const a = node('Plain', 'A-1') as GenericNode;
    const b = node('Plain', 'B-1') as GenericNode;
    const first = { nodes: [a, b], edges: [connect(a, 'message', b)] };
    const graph = prepareGraph(first);
    const reversed = { nodes: first.nodes, edges: [connect(b, 'message', a)] };
    expect(sortGraph(reversed, { graph }).layers).toEqual([[b.id], [a.id]]);
    const cyclic = { nodes: first.nodes, edges: [...first.edges, ...reversed.edges] };
    expect(validateFlow(cyclic, { graph }).map((issue) => issue.code)).toEqual(['FLOW_INCOMPLETE_LOOP']);
  });
});
