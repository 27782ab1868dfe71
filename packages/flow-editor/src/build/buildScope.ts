// Which components a build touches and what must be valid before it starts (spec/3 sections 4
// and 5): the whole flow; up to a component (it and everything before it); or from a component
// (it and everything after it). Validation uses the engine's own messages from @app/flow-graph.
import { buildGraphMaps, collectReachable, validateFlow, type FlowData, type FlowIssue } from '@app/flow-graph';

export interface BuildScopeOptions {
  stopComponentId?: string;
  startComponentId?: string;
}

/** The component ids the build runs; undefined for the whole flow. */
export function buildScope(data: Pick<FlowData, 'nodes' | 'edges'>, { stopComponentId, startComponentId }: BuildScopeOptions): Set<string> | undefined {
  if (!stopComponentId && !startComponentId) return undefined;
  const maps = buildGraphMaps(data);
  return stopComponentId
    ? collectReachable(stopComponentId, (id) => maps.predecessors.get(id))
    : collectReachable(startComponentId as string, (id) => maps.successors.get(id));
}

/**
 * The problems that stop this build: flow-level ones and those of components in its scope. Edges
 * from outside the scope still count, so a field fed by an earlier component is not "missing".
 */
export function buildIssues(data: Pick<FlowData, 'nodes' | 'edges'>, options: BuildScopeOptions & { invalidNodeIds?: Iterable<string> }): FlowIssue[] {
  const scope = buildScope(data, options);
  const issues = validateFlow(data, { invalidNodeIds: options.invalidNodeIds });
  return scope ? issues.filter((issue) => issue.nodeId === undefined || scope.has(issue.nodeId)) : issues;
}
