// Validation before a build (spec/3 section 5), in the order the messages are shown: no
// components; per component (invalid, missing fields, dict keys); unique components; loops.
// Runs on the canvas graph: a group is one component whose proxied fields are its own.
import { closesLoop, preparedCycles } from '../graph/cycles';
import { markReachable, successorRows, type PreparedGraph } from '../graph/prepared';
import { preparedFor } from '../graph/reuse';
import { formatMessage, type ValidationIssue } from '../messages';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import type { GenericNode } from '../types/nodes';
import { noteUniqueComponent } from './uniqueComponents';
import { checkNode } from './validateNode';

export interface ValidateFlowOptions {
  /** Components the caller knows to be invalid, e.g. of a type the registry does not know. */
  invalidNodeIds?: Iterable<string>;
  /** `prepareGraph` of the same flow, shared with `sortGraph`; built here when not given. */
  graph?: PreparedGraph;
}

export function validateFlow(data: Pick<FlowData, 'nodes' | 'edges'>, options: ValidateFlowOptions = {}): ValidationIssue[] {
  const graph = preparedFor(data, options.graph);
  if (graph.components.length === 0) return [{ code: 'FLOW_NO_COMPONENTS', message: formatMessage('FLOW_NO_COMPONENTS') }];

  const duplicates: ValidationIssue[] = [];
  const issues = checkComponents(graph.components, data.edges, new Set(options.invalidNodeIds), duplicates);
  issues.push(...duplicates, ...findLoopIssues(data, graph));
  return issues;
}

/**
 * The per-component issues, and into `duplicates` those of findDuplicateUniqueComponents (the
 * components are the generic nodes in node order): one visit per node, as each visit of a large
 * flow's nodes costs mostly the reading of memory. A function of its own for the reason given in
 * prepared.ts (numberComponents).
 */
function checkComponents(
  components: readonly GenericNode[],
  edges: readonly WorkflowEdge[],
  invalid: ReadonlySet<string>,
  duplicates: ValidationIssue[],
): ValidationIssue[] {
  // Each node is checked against its own incoming edges only (scanning every edge per node made
  // validation quadratic), grouped on first need: most nodes never look at their edges.
  let incoming: Map<string, WorkflowEdge[]> | undefined;
  const incomingOf = (id: string) => (incoming ??= groupByTarget(edges)).get(id) ?? [];
  const issues: ValidationIssue[] = [];
  const seenUnique = new Set<string>();
  for (let index = 0; index < components.length; index += 1) {
    const node = components[index] as GenericNode;
    if (invalid.size > 0 && invalid.has(node.id)) issues.push({ code: 'NODE_INVALID', message: formatMessage('NODE_INVALID'), nodeId: node.id });
    else checkNode(node, incomingOf, issues);
    noteUniqueComponent(node, seenUnique, duplicates);
  }
  return issues;
}

function groupByTarget(edges: readonly WorkflowEdge[]): Map<string, WorkflowEdge[]> {
  const byTarget = new Map<string, WorkflowEdge[]>();
  for (const edge of edges) {
    const list = byTarget.get(edge.target);
    if (list) list.push(edge);
    else byTarget.set(edge.target, [edge]);
  }
  return byTarget;
}

/** Cycles that bypass every loop handle, and loop edges whose loop is not closed. */
export function findLoopIssues(data: Pick<FlowData, 'nodes' | 'edges'>, prepared?: PreparedGraph): ValidationIssue[] {
  const graph = preparedFor(data, prepared);
  const message = formatMessage('FLOW_INCOMPLETE_LOOP');
  const issues: ValidationIssue[] = preparedCycles(graph, graph.loopFree).map((cycle) => ({
    code: 'FLOW_INCOMPLETE_LOOP',
    message,
    nodeId: graph.ids[cycle[0] as number],
  }));
  const reaches = (from: string, to: string) => {
    const target = graph.vertexOf(to);
    const start = graph.vertexOf(from);
    if (start < 0) return from === to;
    return target >= 0 && markReachable(graph.ids.length, [start], successorRows(graph.all)).marked[target] === 1;
  };
  for (const edge of graph.loopEdges) {
    if (!closesLoop(edge, data.edges, reaches)) {
      issues.push({ code: 'FLOW_INCOMPLETE_LOOP', message, nodeId: edge.target, edgeId: edge.id });
    }
  }
  return issues;
}
