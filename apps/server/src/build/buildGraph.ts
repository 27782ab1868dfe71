// A flow's graph as a build takes it: checked with flow-graph's validation before anything runs
// (every message at once, as the editor shows them), then with its groups expanded.
import { componentFieldIssues, type ComponentRegistry } from '@app/engine';
import {
  flattenGroups,
  FlowGraphError,
  formatMessage,
  importLangflowGraph,
  isGenericNode,
  unsupportedLangflowNodes,
  sortGraph,
  validateFlow,
  verticesToRunForFreeze,
  type FlowData,
  type FlowIssue,
  type SortedGraph,
} from '@app/flow-graph';
import { invalidInput } from '../errors/appError';
import { codeOf, runsInSandbox } from './sandboxComponents';

export type BuildGraph = Pick<FlowData, 'nodes' | 'edges'>;

function flatten(data: BuildGraph): FlowData {
  return refuseGraphErrors(() => flattenGroups({ nodes: data.nodes, edges: data.edges }));
}

/**
 * The flattened graph, or a 400 whose detail lists every validation message, one per line. A
 * Langflow graph (a client sending Langflow's own nodes) builds on our components first. A
 * component of a type the registry does not know and without code of its own is invalid; inside
 * a group, the group is. Edited and custom code is not checked here: it compiles in the sandbox
 * when the build starts, and code that does not compile fails its node's build with the reason.
 */
export function prepareBuildGraph(data: BuildGraph, registry: ComponentRegistry): FlowData {
  const graph = importLangflowGraph({ nodes: data.nodes, edges: data.edges }, (type) => registry.frontendNode(type)).data;
  const flat = flatten(graph);
  const validation = validateFlow(graph, { invalidNodeIds: invalidComponentIds(flat, registry) });
  // Validation already names the top-level Langflow nodes that are not available; once is enough.
  const reported = new Set(validation.filter((issue) => issue.code === 'LANGFLOW_UNSUPPORTED').map((issue) => issue.nodeId));
  const issues = [...validation, ...builtinFieldIssues(flat, registry).filter((issue) => !(issue.code === 'LANGFLOW_UNSUPPORTED' && reported.has(issue.nodeId)))];
  if (issues.length > 0) throw invalidInput(issues.map((issue) => issue.message).join('\n'));
  return flat;
}

/**
 * What stops nodes from running before anything runs: Langflow components without a counterpart
 * here (their Python code never runs), and the built-in components' own field checks (e.g. a
 * pattern the regex engine refuses) for nodes that run the registered code; edited code decides
 * for itself when it runs.
 */
export function builtinFieldIssues(flat: FlowData, registry: ComponentRegistry): FlowIssue[] {
  const unavailable = unsupportedLangflowNodes(flat.nodes).map(({ id, name }) => ({
    code: 'LANGFLOW_UNSUPPORTED' as const,
    message: formatMessage('LANGFLOW_UNSUPPORTED', { name }),
    nodeId: id,
  }));
  return [...unavailable, ...componentFieldIssues(flat, (node) => (runsInSandbox(node, registry) ? undefined : registry.get(node.data.type)))];
}

/** Top-level ids of the components that cannot run at all: unknown types that carry no code. */
export function invalidComponentIds(flat: FlowData, registry: ComponentRegistry): string[] {
  return flat.nodes
    .filter((node) => isGenericNode(node) && !registry.has(node.data.type) && codeOf(node) === undefined)
    .map((node) => node.parent_node_id ?? node.id);
}

function refuseGraphErrors<T>(order: () => T): T {
  try {
    return order();
  } catch (error) {
    if (error instanceof FlowGraphError) throw invalidInput(error.message);
    throw error;
  }
}

/** The order of a build without running it (the vertices call). */
export function orderGraph(data: BuildGraph, options: { startComponentId?: string | null; stopComponentId?: string | null }): SortedGraph {
  const flat = flatten(data);
  return refuseGraphErrors(() => sortGraph(flat, options));
}

/** What freezing the path up to a component refreshes: it and everything before it. */
export function freezePath(data: BuildGraph, stopComponentId: string): string[] {
  const flat = flatten(data);
  return refuseGraphErrors(() => verticesToRunForFreeze(flat, stopComponentId));
}
