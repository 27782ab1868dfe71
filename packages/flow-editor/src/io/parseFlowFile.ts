// Flow files as the list's drop and the editor's import read them (spec/3 section 5, Import): our
// export, Langflow's flow export (same node format), Langflow's folder download `{ flows: [...] }`
// and a bare `{ nodes, edges }` graph. Nodes are kept as they are, also of components this
// catalogue does not know (the canvas marks them invalid); only edges whose ends are gone are dropped.
import type { FlowCreate } from '@app/api-client';
import { findBrokenEdges, normalizeEdge, type FlowData, type WorkflowEdge, type WorkflowNode } from '@app/flow-graph';

export type FlowFileExpectation = 'flow' | 'component' | 'any';

export type FlowFileProblem = 'invalidFileType' | 'invalidFlowData' | 'kindMismatch';

/** The refusals' texts of spec/3 section 5; screens show the `workspace:import.<problem>` text instead. */
export const FLOW_FILE_MESSAGES: Readonly<Record<FlowFileProblem, string>> = {
  invalidFileType: 'Invalid file type',
  invalidFlowData: 'Invalid flow data',
  kindMismatch: 'You cannot upload a component as a flow or vice versa',
};

export type FlowFileResult = { ok: true; flows: FlowCreate[] } | { ok: false; problem: FlowFileProblem; message: string };

const refuse = (problem: FlowFileProblem): FlowFileResult => ({ ok: false, problem, message: FLOW_FILE_MESSAGES[problem] });

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const isGraph = (value: unknown): value is JsonObject & { nodes: unknown[] } => isObject(value) && Array.isArray(value.nodes);

/** The graph with normalised edge handles, minus the edges whose source or target node is missing. */
export function normalizeImportedGraph(data: FlowData): FlowData {
  const edges = (data.edges ?? []).map((edge: WorkflowEdge) => normalizeEdge(edge));
  const orphaned = new Set(findBrokenEdges(data.nodes, edges).filter((broken) => broken.reason === 'missing-node').map((broken) => broken.edge));
  return { ...data, edges: edges.filter((edge) => !orphaned.has(edge)) };
}

function toFlowCreate(entry: JsonObject, fallbackName: string): FlowCreate | null {
  if (!isGraph(entry.data)) return null;
  const data = { ...entry.data, nodes: entry.data.nodes as WorkflowNode[], edges: Array.isArray(entry.data.edges) ? (entry.data.edges as WorkflowEdge[]) : [] };
  const tags = Array.isArray(entry.tags) ? entry.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  return {
    name: text(entry.name)?.trim() || fallbackName,
    description: text(entry.description),
    data: normalizeImportedGraph(data as FlowData),
    is_component: entry.is_component === true,
    endpoint_name: text(entry.endpoint_name),
    tags,
    icon: text(entry.icon),
    icon_bg_color: text(entry.icon_bg_color),
    gradient: text(entry.gradient),
  };
}

/** The flow entries of a parsed file: a bundle's list, one flow, or a bare graph wrapped as a flow. */
function entriesOf(json: unknown): unknown[] | null {
  if (isObject(json) && Array.isArray(json.flows)) return json.flows;
  if (isGraph(json)) return [{ data: json }];
  if (isObject(json)) return [json];
  return null;
}

/**
 * Parses a flow file's text. `fallbackName` names a flow the file does not name (a bare graph).
 * `expect` refuses components where flows are wanted and the reverse; 'any' takes both.
 */
export function parseFlowFile(content: string, expect: FlowFileExpectation, fallbackName: string): FlowFileResult {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return refuse('invalidFileType');
  }
  const entries = entriesOf(json);
  if (!entries || entries.length === 0) return refuse('invalidFlowData');
  const flows: FlowCreate[] = [];
  for (const entry of entries) {
    const flow = isObject(entry) ? toFlowCreate(entry, fallbackName) : null;
    if (!flow) return refuse('invalidFlowData');
    if (expect !== 'any' && flow.is_component !== (expect === 'component')) return refuse('kindMismatch');
    flows.push(flow);
  }
  return { ok: true, flows };
}
