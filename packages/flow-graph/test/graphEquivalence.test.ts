// The fast paths of prepareGraph, cycle detection and the rules that read them, each held against a
// straightforward version on generated flows: a result that differs anywhere fails here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cyclicComponents, findLoopFreeCycles, preparedCycles, buildLoopFreeMaps } from '../src/graph/cycles';
import { isLoopEdge } from '../src/graph/loopEdges';
import { buildGraphMaps } from '../src/graph/maps';
import { prepareGraph, type Adjacency, type PreparedGraph } from '../src/graph/prepared';
import { uniqueComponentRule, UNIQUE_COMPONENTS } from '../src/nodes/kinds';
import { sortGraph } from '../src/ordering/sortGraph';
import type { WorkflowEdge } from '../src/types/edges';
import type { FlowData } from '../src/types/flow';
import type { GenericNode } from '../src/types/nodes';
import { validateFlow } from '../src/validation/validateFlow';
import { component, connect, connectLoop, output } from './fixtures';
import { anyFlow, outcome } from './flowArbitrary';

/** Compressed rows the long way: each vertex's neighbours by scanning every edge, in edge order. */
function referenceAdjacency(count: number, pairs: ReadonlyArray<[number, number]>): Adjacency {
  const rows = (from: 0 | 1) => {
    const start = [0];
    const list: number[] = [];
    for (let vertex = 0; vertex < count; vertex += 1) {
      for (const pair of pairs) if (pair[from] === vertex) list.push(pair[1 - from] as number);
      start.push(list.length);
    }
    return { start: Int32Array.from(start), list: Int32Array.from(list) };
  };
  const successors = rows(0);
  const predecessors = rows(1);
  return { successorStart: successors.start, successors: successors.list, predecessorStart: predecessors.start, predecessors: predecessors.list };
}

/** prepareGraph as a Map of ids and scans over the edges. */
function referenceGraph(data: Pick<FlowData, 'nodes' | 'edges'>): PreparedGraph {
  const components = data.nodes.filter((candidate): candidate is GenericNode => candidate.type !== 'noteNode');
  const numberOf = new Map<string, number>();
  const ids: string[] = [];
  const nodeOf: GenericNode[] = [];
  const positions = components.map((candidate) => {
    if (!numberOf.has(candidate.id)) numberOf.set(candidate.id, ids.push(candidate.id) - 1);
    const vertex = numberOf.get(candidate.id) as number;
    nodeOf[vertex] = candidate;
    return vertex;
  });
  const known = data.edges.filter((edge) => numberOf.has(edge.source) && numberOf.has(edge.target));
  const pairs = (edges: WorkflowEdge[]) => edges.map((edge): [number, number] => [numberOf.get(edge.source) as number, numberOf.get(edge.target) as number]);
  const loopEdges = data.edges.filter(isLoopEdge);
  const all = referenceAdjacency(ids.length, pairs(known));
  return {
    source: data,
    components,
    positions: Int32Array.from(positions),
    ids,
    numberOf,
    vertexOf: (id) => numberOf.get(id) ?? -1,
    nodeOf,
    all,
    loopFree: loopEdges.length === 0 ? all : referenceAdjacency(ids.length, pairs(known.filter((edge) => !isLoopEdge(edge)))),
    loopEdges,
  };
}


const plain = (adjacency: Adjacency) => Object.values(adjacency).map((rows: Int32Array) => [...rows]);

describe('prepareGraph and the rules against straightforward versions', () => {
  it('builds the same graph as a Map of ids and edge scans', () => {
    fc.assert(
      fc.property(anyFlow, ({ data }) => {
        const graph = prepareGraph(data);
        const reference = referenceGraph(data);
        expect(graph.components).toEqual(reference.components);
        expect([...graph.positions]).toEqual([...reference.positions]);
        expect(graph.ids).toEqual(reference.ids);
        expect(graph.numberOf).toEqual(reference.numberOf);
        expect(graph.nodeOf).toEqual(reference.nodeOf);
        expect(plain(graph.all)).toEqual(plain(reference.all));
        expect(plain(graph.loopFree)).toEqual(plain(reference.loopFree));
        expect(graph.loopEdges).toEqual(reference.loopEdges);
        for (const id of [...reference.ids, 'Gone-1', '']) expect(graph.vertexOf(id)).toBe(reference.vertexOf(id));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the cycles Tarjan alone finds, with and without loop edges', () => {
    fc.assert(
      fc.property(anyFlow, ({ data }) => {
        const graph = prepareGraph(data);
        const named = (cycles: number[][]) => cycles.map((cycle) => cycle.map((vertex) => graph.ids[vertex]));
        expect(named(preparedCycles(graph, graph.all))).toEqual(cyclicComponents(buildGraphMaps(data)));
        expect(findLoopFreeCycles(data)).toEqual(cyclicComponents(buildLoopFreeMaps(data)));
      }),
      { numRuns: 500 },
    );
  });

  it('validateFlow and sortGraph answer on the reference graph as on their own', () => {
    fc.assert(
      fc.property(anyFlow, ({ data, options }) => {
        const graph = referenceGraph(data);
        expect(validateFlow(data)).toEqual(validateFlow(data, { graph }));
        expect(outcome(() => sortGraph(data, options))).toEqual(outcome(() => sortGraph(data, { ...options, graph })));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('entry and unique components', () => {
  it('looks up unique component rules as the Map does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...UNIQUE_COMPONENTS.keys(), 'UIOutputs', 'Chatinput', ''), fc.string()), (type) => {
        // A type rebuilt from its characters is a new string, as a parsed flow's types are.
        expect(uniqueComponentRule([...type].join(''))).toBe(UNIQUE_COMPONENTS.get(type));
      }),
    );
  });

  it('enters a fully cyclic flow at its webhook, else at its chat input, else at its first component', () => {
    const loopNode = (id: string, type: string) => component(id, { type, outputs: [output('message', ['Data']), output('item', ['Data'], { allows_loop: true })] });
    const ring = (first: GenericNode, second: GenericNode, third: GenericNode) => ({
      nodes: [first, second, third],
      edges: [connect(first, 'message', second), connect(second, 'message', third), connectLoop(third, 'message', first), connectLoop(first, 'message', third)],
    });
    const plainNode = loopNode('Plain-1', 'Plain');
    const chat = loopNode('ChatInput-1', 'ChatInput');
    const webhook = loopNode('Webhook-1', 'Webhook');
    expect(sortGraph(ring(plainNode, chat, webhook)).first_layer).toEqual([webhook.id]);
    expect(sortGraph(ring(plainNode, webhook, chat)).first_layer).toEqual([webhook.id]);
    expect(sortGraph(ring(plainNode, loopNode('Other-1', 'Other'), chat)).first_layer).toEqual([chat.id]);
    expect(sortGraph(ring(loopNode('Other-1', 'Other'), plainNode, loopNode('Other-2', 'Other'))).first_layer).toEqual(['Other-1']);
  });
});
