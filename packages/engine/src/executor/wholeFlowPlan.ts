// A flow's order and index for a build of the whole flow, kept per flow: a stored flow run without
// tweaks gets the same graph (the same nodes and edges arrays) on every run, and sorting and
// indexing it again cost more than scheduling its vertices.
import { sortGraph, type FlowData, type SortedGraph } from '@app/flow-graph';
import { indexFlow, type FlowIndex } from './flowIndex';

interface WholeFlowPlan {
  sorted: SortedGraph;
  index: FlowIndex;
}

const plans = new WeakMap<FlowData['nodes'], WholeFlowPlan & { edges: FlowData['edges'] }>();

/** sortGraph(flow) with no start or stop, and indexFlow(flow); a build reads both and changes neither. */
export function wholeFlowPlan(flow: Pick<FlowData, 'nodes' | 'edges'>): WholeFlowPlan {
  const known = plans.get(flow.nodes);
  if (known?.edges === flow.edges) return known;
  const plan = { edges: flow.edges, sorted: sortGraph(flow), index: indexFlow(flow) };
  plans.set(flow.nodes, plan);
  return plan;
}
