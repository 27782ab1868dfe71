import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareGraph } from '../src/graph/prepared';
import { sortGraph } from '../src/ordering/sortGraph';
import type { GenericNode } from '../src/types/nodes';
import { validateFlow } from '../src/validation/validateFlow';
import { connect, connectLoop, note } from './fixtures';
import { anyFlow, nodeOfKind, outcome } from './flowArbitrary';

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
    const a = nodeOfKind('Plain', 'A-1') as GenericNode;
    const b = nodeOfKind('Plain', 'B-1') as GenericNode;
    const loop = nodeOfKind('LoopComponent', 'Loop-1') as GenericNode;
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
    const a = nodeOfKind('Plain', 'A-1') as GenericNode;
    const b = nodeOfKind('Plain', 'B-1') as GenericNode;
    const first = { nodes: [a, b], edges: [connect(a, 'message', b)] };
    const graph = prepareGraph(first);
    const reversed = { nodes: first.nodes, edges: [connect(b, 'message', a)] };
    expect(sortGraph(reversed, { graph }).layers).toEqual([[b.id], [a.id]]);
    const cyclic = { nodes: first.nodes, edges: [...first.edges, ...reversed.edges] };
    expect(validateFlow(cyclic, { graph }).map((issue) => issue.code)).toEqual(['FLOW_INCOMPLETE_LOOP']);
  });
});
