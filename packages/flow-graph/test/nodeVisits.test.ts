// Validation and ordering visit each node once per call: on a large flow fresh from a parse, each
// visit of the nodes costs mostly the reading of memory. Counted with getters on generated flows;
// what they answer is held against the rules taken one by one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareGraph } from '../src/graph/prepared';
import { sortGraph } from '../src/ordering/sortGraph';
import type { FlowIssue } from '../src/messages';
import type { GenericNode, WorkflowNode } from '../src/types/nodes';
import { findDuplicateUniqueComponents } from '../src/validation/uniqueComponents';
import { findLoopIssues, validateFlow } from '../src/validation/validateFlow';
import { validateNode } from '../src/validation/validateNode';
import { anyFlow, outcome } from './flowArbitrary';

/** Copies of the nodes whose `data` getter counts its reads, per node. */
function countingData(nodes: readonly WorkflowNode[]): { nodes: WorkflowNode[]; reads: number[] } {
  const reads = nodes.map(() => 0);
  const copies = nodes.map((node, index) => {
    const { data: value, ...rest } = node;
    return Object.defineProperty({ ...rest }, 'data', {
      enumerable: true,
      get: () => {
        reads[index] = (reads[index] as number) + 1;
        return value;
      },
    }) as WorkflowNode;
  });
  return { nodes: copies, reads };
}

describe('one visit of the nodes per call', () => {
  it('validateFlow reads each entry of the node array once', () => {
    fc.assert(
      fc.property(anyFlow, ({ data }) => {
        const reads = data.nodes.map(() => 0);
        const nodes = new Proxy(data.nodes, {
          get(target, key, receiver) {
            if (typeof key === 'string' && /^\d+$/.test(key)) reads[Number(key)] += 1;
            return Reflect.get(target, key, receiver) as unknown;
          },
        });
        validateFlow({ nodes, edges: data.edges });
        expect(reads).toEqual(data.nodes.map(() => 1));
      }),
    );
  });

  it('sortGraph on a prepared graph reads each vertex node once', () => {
    fc.assert(
      fc.property(anyFlow, ({ data }) => {
        const { nodes, reads } = countingData(data.nodes);
        const flow = { nodes, edges: data.edges };
        const graph = prepareGraph(flow);
        reads.fill(0);
        if ('error' in (outcome(() => sortGraph(flow, { graph })) as object)) return;
        // Each vertex's node (the last of a repeated id) once; the others not at all.
        const vertexNodes = new Set(graph.nodeOf);
        expect(reads).toEqual(nodes.map((node) => (vertexNodes.has(node as GenericNode) ? 1 : 0)));
      }),
    );
  });
});

describe('validateFlow in one visit', () => {
  it('lists the per-component issues, then the duplicate unique components, then the loop issues', () => {
    fc.assert(
      fc.property(anyFlow, fc.nat(30), ({ data }, pick) => {
        const components = data.nodes.filter((node): node is GenericNode => node.type !== 'noteNode');
        const invalid = components.length > 0 ? [(components[pick % components.length] as GenericNode).id] : [];
        const perComponent = components.flatMap((node): FlowIssue[] =>
          invalid.includes(node.id) ? [{ code: 'NODE_INVALID', message: '无效的组件', nodeId: node.id }] : validateNode(node, data.edges),
        );
        const expected =
          components.length === 0
            ? [{ code: 'FLOW_NO_COMPONENTS', message: 'No components found in the flow. Please add at least one component to the flow.' }]
            : [...perComponent, ...findDuplicateUniqueComponents(data.nodes), ...findLoopIssues(data)];
        expect(validateFlow(data, { invalidNodeIds: invalid })).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
