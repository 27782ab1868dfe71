// A preparation kept for a flow's arrays is reused only while building again would give the same
// graph: after any change in place, the rules answer as on a fresh copy of the flow.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preparedFor } from '../src/graph/reuse';
import { sortGraph } from '../src/ordering/sortGraph';
import type { WorkflowEdge } from '../src/types/edges';
import type { GenericNode, WorkflowNode } from '../src/types/nodes';
import { validateFlow } from '../src/validation/validateFlow';
import { connect, connectLoop } from './fixtures';
import { anyFlow, nodeOfKind, outcome } from './flowArbitrary';

type Flow = { nodes: WorkflowNode[]; edges: WorkflowEdge[] };

const at = <T,>(list: T[], pick: number) => list[pick % list.length] as T;
const components = (flow: Flow) => flow.nodes.filter((node): node is GenericNode => node.type !== 'noteNode');

/** Changes in place of everything a preparation is read from, and of what it is not. */
const CHANGES: Record<string, (flow: Flow, pick: number) => void> = {
  none: () => {},
  edgeSource: (flow, pick) => flow.edges.length > 0 && (at(flow.edges, pick).source = at(flow.nodes, pick + 1)?.id ?? 'Gone-3'),
  edgeTargetGone: (flow, pick) => flow.edges.length > 0 && (at(flow.edges, pick).target = 'Gone-3'),
  edgeToLoop: (flow, pick) => {
    const [source, loop] = [at(components(flow), pick), at(components(flow), pick + 1)];
    if (flow.edges.length > 0 && source && loop) Object.assign(at(flow.edges, pick), { ...connectLoop(source, 'message', loop), id: at(flow.edges, pick).id });
  },
  handleToData: (flow, pick) => {
    if (flow.edges.length === 0) return;
    const edge = at(flow.edges, pick);
    const target = at(components(flow), pick);
    edge.targetHandle = null;
    if (target && edge.data) edge.data = { ...edge.data, targetHandle: connectLoop(target, 'message', target).data!.targetHandle };
  },
  edgeReplaced: (flow, pick) => flow.edges.length > 0 && flow.edges.splice(pick % flow.edges.length, 1, { ...at(flow.edges, pick), id: `${at(flow.edges, pick).id}-new` }),
  edgeAdded: (flow, pick) => {
    const [source, target] = [at(components(flow), pick), at(components(flow), pick + 2)];
    if (source && target) flow.edges.push(connectLoop(source, 'message', target));
  },
  edgeRemoved: (flow, pick) => flow.edges.splice(pick % Math.max(flow.edges.length, 1), 1),
  nodeId: (flow, pick) => flow.nodes.length > 0 && (at(flow.nodes, pick).id = `${at(flow.nodes, pick).id}-renamed`),
  nodeIdRepeated: (flow, pick) => flow.nodes.length > 1 && (at(flow.nodes, pick).id = at(flow.nodes, pick + 1).id),
  nodeToNote: (flow, pick) => flow.nodes.length > 0 && (at(flow.nodes, pick).type = 'noteNode'),
  nodeReplaced: (flow, pick) => flow.nodes.length > 0 && flow.nodes.splice(pick % flow.nodes.length, 1, nodeOfKind('Required', at(flow.nodes, pick).id)),
  nodeAdded: (flow, pick) => flow.nodes.splice(pick % (flow.nodes.length + 1), 0, nodeOfKind('ChatInput', `Added-${pick}`)),
  nodeRemoved: (flow, pick) => flow.nodes.splice(pick % Math.max(flow.nodes.length, 1), 1),
  nodesSwapped: (flow, pick) => flow.nodes.length > 1 && flow.nodes.push(...flow.nodes.splice(pick % flow.nodes.length, 1)),
  toolMode: (flow, pick) => components(flow).length > 0 && (at(components(flow), pick).data.node.tool_mode = true),
};

describe('reusing a kept preparation', () => {
  it('answers after any change in place as on a fresh copy', () => {
    fc.assert(
      fc.property(anyFlow, fc.constantFrom(...Object.keys(CHANGES)), fc.nat(40), ({ data, options }, change, pick) => {
        const flow = data as Flow;
        validateFlow(flow);
        outcome(() => sortGraph(flow, options));
        CHANGES[change]!(flow, pick);
        const fresh = structuredClone(flow);
        expect(validateFlow(flow)).toEqual(validateFlow(fresh));
        expect(outcome(() => sortGraph(flow, options))).toEqual(outcome(() => sortGraph(fresh, options)));
      }),
      { numRuns: 3000 },
    );
  });

  it('is the same graph for the same unchanged arrays, and a new one once they change or for other arrays', () => {
    const a = nodeOfKind('Plain', 'A-1') as GenericNode;
    const b = nodeOfKind('Plain', 'B-1') as GenericNode;
    const flow: Flow = { nodes: [a, b], edges: [connectLoop(a, 'message', b)] };
    const first = preparedFor(flow, undefined);
    expect(preparedFor({ nodes: flow.nodes, edges: flow.edges }, undefined)).toBe(first);
    expect(preparedFor({ nodes: [...flow.nodes], edges: flow.edges }, undefined)).not.toBe(first);
    flow.edges[0]!.target = 'Gone-1';
    const second = preparedFor(flow, undefined);
    expect(second).not.toBe(first);
    expect(second.loopEdges).toEqual([flow.edges[0]]);
    expect(preparedFor(flow, undefined)).toBe(second);
  });

  it('reads again the loop status of an edge known only by its data', () => {
    const a = nodeOfKind('Plain', 'A-1') as GenericNode;
    const loop = nodeOfKind('LoopComponent', 'Loop-1') as GenericNode;
    const edge = { ...connect(a, 'message', loop), targetHandle: null };
    const flow: Flow = { nodes: [a, loop], edges: [edge, connect(loop, 'item', a)] };
    expect(validateFlow(flow).map((issue) => issue.code)).toEqual(['FLOW_INCOMPLETE_LOOP']);
    // Now a loop edge, the cycle passes through the loop handle.
    edge.data = { ...edge.data!, targetHandle: connectLoop(a, 'message', loop).data!.targetHandle };
    expect(validateFlow(flow)).toEqual([]);
    expect(validateFlow(structuredClone(flow))).toEqual([]);
  });
});
