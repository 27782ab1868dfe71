// A flow's graph as a build takes it: checked with flow-graph's validation before anything runs
// (every message at once, as the editor shows them), then with its groups expanded.
import { componentFieldIssues, type ComponentRegistry } from '@app/engine';
import {
  flattenGroups,
  FlowGraphError,
  formatMessage,
  importLangflowGraph,
  isGenericNode,
  issueCodedText,
  unsupportedLangflowNodes,
  sortGraph,
  validateFlow,
  verticesToRunForFreeze,
  type FlowData,
  type CodedText,
  type FlowIssue,
  type SortedGraph,
} from '@app/flow-graph';
import { refusedFlow, type AppError } from '../errors/appError';
import { codeOf, runsInSandbox } from './sandboxComponents';

export type BuildGraph = Pick<FlowData, 'nodes' | 'edges'>;

function flatten(data: BuildGraph): FlowData {
  return refuseGraphErrors(() => flattenGroups({ nodes: data.nodes, edges: data.edges }));
}

/**
 * The flattened graph, or a 400 whose detail lists every validation message, one per line, in the
 * request's language (refusedFlow). A
 * Langflow graph (a client sending Langflow's own nodes) builds on our components first. A
 * component of a type the registry does not know and without code of its own is invalid; inside
 * a group, the group is. Edited and custom code is not checked here: it compiles in the sandbox
 * when the build starts, and code that does not compile fails its node's build with the reason.
 */
export function prepareBuildGraph(data: BuildGraph, registry: ComponentRegistry): FlowData {
  const graph = importLangflowGraph({ nodes: data.nodes, edges: data.edges }, (type) => registry.frontendNode(type)).data;
  const flat = flatten(graph);
  const invalid = invalidComponents(flat, registry);
  const validation = validateFlow(graph, { invalidNodeIds: invalid.map((component) => component.id) });
  // Validation already names the top-level Langflow nodes that are not available; once is enough.
  const reported = new Set(validation.filter((issue) => issue.code === 'LANGFLOW_UNSUPPORTED').map((issue) => issue.nodeId));
  const issues = [...validation, ...builtinFieldIssues(flat, registry).filter((issue) => !(issue.code === 'LANGFLOW_UNSUPPORTED' && reported.has(issue.nodeId)))];
  if (issues.length > 0) throw refusedFlow(issues.map((issue) => (issue.code === 'NODE_INVALID' ? namedInvalid(issue, invalid, graph) : issueCodedText(issue))));
  return flat;
}

/** 无效的组件 with the type(s) that make the component invalid (a group's unknown members), for callers without a canvas. */
function namedInvalid(issue: FlowIssue, invalid: readonly InvalidComponent[], graph: FlowData): CodedText {
  const types = invalid.filter((component) => component.id === issue.nodeId).map((component) => component.type);
  const node = graph.nodes.find((candidate) => candidate.id === issue.nodeId);
  if (types.length === 0 && node && isGenericNode(node)) types.push(node.data.type);
  return types.length === 0 ? issueCodedText(issue) : invalidTypes(types);
}

/** 无效的组件：<types>, coded. */
export function invalidTypes(types: readonly string[]): CodedText {
  const params = { type: [...new Set(types)].join('、') };
  return { code: 'NODE_INVALID_TYPE', text: formatMessage('NODE_INVALID_TYPE', params), params };
}

/** A rule that makes ordering the graph impossible, by its code (it has no parameters). */
export function graphRuleReason(error: FlowGraphError): CodedText {
  return { code: error.code, text: error.message, params: {} };
}

/** Refused as the validation messages are. */
export function refusedGraph(error: FlowGraphError): AppError {
  return refusedFlow([graphRuleReason(error)]);
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

/** A component that cannot run at all: its top-level id (a group's, for a member) and the unknown type. */
export interface InvalidComponent {
  id: string;
  type: string;
}

/** The components that cannot run at all: unknown types that carry no code. */
export function invalidComponents(flat: FlowData, registry: ComponentRegistry): InvalidComponent[] {
  return flat.nodes.flatMap((node) =>
    isGenericNode(node) && !registry.has(node.data.type) && codeOf(node) === undefined ? [{ id: node.parent_node_id ?? node.id, type: node.data.type }] : [],
  );
}

function refuseGraphErrors<T>(order: () => T): T {
  try {
    return order();
  } catch (error) {
    if (error instanceof FlowGraphError) throw refusedGraph(error);
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
