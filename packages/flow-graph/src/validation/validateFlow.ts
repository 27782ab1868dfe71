// Validation before a build (spec/3 section 5), in the order the messages are shown: no
// components; per component (invalid, missing fields, dict keys); unique components; loops.
// Runs on the canvas graph: a group is one component whose proxied fields are its own.
import { buildFlowMaps, cyclicComponents, isLoopClosed } from '../graph/cycles';
import { formatMessage, type FlowIssue } from '../messages';
import { isGenericNode } from '../nodes/accessors';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import { findDuplicateUniqueComponents } from './uniqueComponents';
import { validateNode } from './validateNode';

export interface ValidateFlowOptions {
  /** Components the caller knows to be invalid, e.g. of a type the registry does not know. */
  invalidNodeIds?: Iterable<string>;
}

export function validateFlow(data: Pick<FlowData, 'nodes' | 'edges'>, options: ValidateFlowOptions = {}): FlowIssue[] {
  const components = data.nodes.filter(isGenericNode);
  if (components.length === 0) return [{ code: 'FLOW_NO_COMPONENTS', message: formatMessage('FLOW_NO_COMPONENTS') }];

  const invalid = new Set(options.invalidNodeIds);
  // Each node is checked against its own incoming edges only: scanning every edge per node made
  // validation quadratic on large flows.
  const incoming = new Map<string, WorkflowEdge[]>();
  for (const edge of data.edges) {
    const list = incoming.get(edge.target);
    if (list) list.push(edge);
    else incoming.set(edge.target, [edge]);
  }
  const issues = components.flatMap((node) =>
    invalid.has(node.id)
      ? [{ code: 'NODE_INVALID' as const, message: formatMessage('NODE_INVALID'), nodeId: node.id }]
      : validateNode(node, incoming.get(node.id) ?? []),
  );
  issues.push(...findDuplicateUniqueComponents(data.nodes), ...findLoopIssues(data));
  return issues;
}

/** Cycles that bypass every loop handle, and loop edges whose loop is not closed. */
export function findLoopIssues(data: Pick<FlowData, 'nodes' | 'edges'>): FlowIssue[] {
  const message = formatMessage('FLOW_INCOMPLETE_LOOP');
  const { maps, loopFree, loopEdges } = buildFlowMaps(data);
  const issues: FlowIssue[] = cyclicComponents(loopFree).map((cycle) => ({
    code: 'FLOW_INCOMPLETE_LOOP',
    message,
    nodeId: cycle[0],
  }));
  for (const edge of loopEdges) {
    if (!isLoopClosed(edge, data.edges, maps)) {
      issues.push({ code: 'FLOW_INCOMPLETE_LOOP', message, nodeId: edge.target, edgeId: edge.id });
    }
  }
  return issues;
}
