// Flow files in and out, as Langflow's flows upload/ and download/ read and write them. In: our
// export, Langflow's flow export (the same node format), a bundle `{flows: [...]}` and a bare
// `{nodes, edges}` graph, read as the console's import reads them (edges normalised, edges to
// missing nodes dropped, unknown components kept for the canvas to mark). Out: the flow record
// without secrets, one JSON, or a zip of `<name>.json` files for several.
import { checkMcpToolDescription, checkMcpToolName, fieldEntries, findBrokenEdges, isGenericNode, normalizeEdge, type FlowData, type FlowRecord, type WorkflowEdge, type WorkflowNode } from '@app/flow-graph';
import type JSZip from 'jszip';
import type { CreateFlowBody } from './flowSchemas';
import { createFlowBody } from './flowSchemas';

/**
 * What the JSON files of a project zip may unpack to together: as much as one upload may carry.
 * A zip declares its sizes itself and deflate packs a thousand to one, so the bytes are counted
 * as they unpack and the reading stops there (a small zip must not fill the server's memory).
 */
const MAX_PROJECT_MB = 32;
const MAX_PROJECT_BYTES = MAX_PROJECT_MB * 1024 * 1024;

/**
 * Flows one file (or one batch) may create: a 32 MiB bundle of empty graphs held about a million,
 * each created in turn, for minutes, in the caller's workspace.
 */
export const MAX_FLOWS_AT_ONCE = 1000;

export const flowFileMessages = {
  // The console's refusals of a file (spec/3 section 5, Import).
  INVALID_FILE_TYPE: 'Invalid file type',
  INVALID_FLOW_DATA: 'Invalid flow data',
  PROJECT_TOO_LARGE: `The project file unpacks to more than ${MAX_PROJECT_MB} MB`,
  TOO_MANY_FLOWS: `A file may hold at most ${MAX_FLOWS_AT_ONCE} flows`,
} as const;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
/** JSZip, loaded with the first zip exported or imported: a server that never sees one does without it. */
const loadJSZip = async () => (await import('jszip')).default;

const isGraph = (value: unknown): value is JsonObject & { nodes: unknown[] } => isObject(value) && Array.isArray(value.nodes);

/** The graph with normalised edge handles, minus the edges whose source or target node is missing. */
function importedGraph(graph: JsonObject & { nodes: unknown[] }): FlowData {
  const nodes = graph.nodes as WorkflowNode[];
  const edges = (Array.isArray(graph.edges) ? (graph.edges as WorkflowEdge[]) : []).map((edge) => normalizeEdge(edge));
  const orphaned = new Set(findBrokenEdges(nodes, edges).filter((broken) => broken.reason === 'missing-node').map((broken) => broken.edge));
  return { ...graph, nodes, edges: edges.filter((edge) => !orphaned.has(edge)) } as FlowData;
}

/** The flow entries of a parsed file: a bundle's list, one flow, or a bare graph wrapped as a flow. */
function entriesOf(json: unknown): unknown[] | undefined {
  if (isObject(json) && Array.isArray(json.flows)) return json.flows;
  if (isGraph(json)) return [{ data: json }];
  if (isObject(json)) return [json];
  return undefined;
}

export type FlowFileResult = { ok: true; flows: CreateFlowBody[] } | { ok: false; message: string };

/** A flow file's text as flows to create; `fallbackName` names a flow the file does not name. */
export function readFlowFile(text: string, fallbackName: string): FlowFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: flowFileMessages.INVALID_FILE_TYPE };
  }
  const entries = entriesOf(json);
  if (!entries || entries.length === 0) return { ok: false, message: flowFileMessages.INVALID_FLOW_DATA };
  if (entries.length > MAX_FLOWS_AT_ONCE) return { ok: false, message: flowFileMessages.TOO_MANY_FLOWS };
  const flows: CreateFlowBody[] = [];
  for (const entry of entries) {
    if (!isObject(entry) || !isGraph(entry.data)) return { ok: false, message: flowFileMessages.INVALID_FLOW_DATA };
    const name = typeof entry.name === 'string' && entry.name.trim() !== '' ? entry.name.trim() : fallbackName;
    const parsed = createFlowBody.safeParse({
      name,
      description: typeof entry.description === 'string' ? entry.description : null,
      data: importedGraph(entry.data),
      is_component: entry.is_component === true,
      endpoint_name: typeof entry.endpoint_name === 'string' ? entry.endpoint_name : null,
      tags: Array.isArray(entry.tags) ? entry.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      icon: typeof entry.icon === 'string' ? entry.icon : null,
      icon_bg_color: typeof entry.icon_bg_color === 'string' ? entry.icon_bg_color : null,
      gradient: typeof entry.gradient === 'string' ? entry.gradient : null,
      // Langflow's MCP tool fields come along when they meet this server's rules; others are dropped, not refused.
      action_name: typeof entry.action_name === 'string' && checkMcpToolName(entry.action_name.trim()).ok ? entry.action_name : null,
      action_description: typeof entry.action_description === 'string' && checkMcpToolDescription(entry.action_description.trim()).ok ? entry.action_description : null,
    });
    if (!parsed.success) return { ok: false, message: flowFileMessages.INVALID_FLOW_DATA };
    flows.push(parsed.data);
  }
  return { ok: true, flows };
}

function withoutSecretNode(node: WorkflowNode): WorkflowNode {
  if (!isGenericNode(node)) return node;
  const component = node.data.node;
  const template = { ...component.template };
  for (const [name, field] of fieldEntries(component.template)) if (field.password) template[name] = { ...field, value: '' };
  const flow = component.flow ? { ...component.flow, data: withoutSecrets(component.flow.data) } : undefined;
  return { ...node, data: { ...node.data, node: { ...component, template, ...(flow ? { flow } : {}) } } };
}

/** Langflow's remove_api_keys: password fields lose their values, inside groups too. */
export function withoutSecrets(data: FlowData): FlowData {
  return { ...data, nodes: data.nodes.map(withoutSecretNode) };
}

/** A flow as a downloaded file holds it: the record, its password fields emptied. */
export function exportedFlow(flow: FlowRecord): FlowRecord {
  return { ...flow, data: flow.data ? withoutSecrets(flow.data) : null };
}

/** Langflow's download name: the local time as YYYYMMDD_HHMMSS, then `_langflow_flows.zip`. */
export function flowsZipName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${stamp}_langflow_flows.zip`;
}

/** A zip with one `<name>.json` per flow; names that would collide or leave the folder are made safe. */
export async function flowsZip(flows: readonly FlowRecord[]): Promise<Buffer> {
  const zip = new (await loadJSZip())();
  const used = new Set<string>();
  for (const flow of flows) {
    const base = flow.name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'flow';
    let name = base;
    for (let n = 1; used.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
    used.add(name.toLowerCase());
    zip.file(`${name}.json`, JSON.stringify(exportedFlow(flow)));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A project file: Langflow's project JSON `{folder_name, folder_description, flows}`, or a zip of flow files. */
export interface ProjectFile {
  name: string;
  description: string | null;
  flows: CreateFlowBody[];
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Reads an uploaded project; `fallbackName` (the file's name) names a zip's project. */
/** An entry's text, unpacked while `budget` lasts (it is spent); undefined past it. */
function unpackedText(entry: JSZip.JSZipObject, budget: { left: number }): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      budget.left -= chunk.length;
      if (budget.left >= 0) return void chunks.push(chunk);
      // Paused and left: nothing more is unpacked.
      stream.pause();
      resolve(undefined);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export async function readProjectFile(bytes: Buffer, fallbackName: string): Promise<{ ok: true; project: ProjectFile } | { ok: false; message: string }> {
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    let zip: JSZip;
    try {
      zip = await (await loadJSZip()).loadAsync(bytes);
    } catch {
      return { ok: false, message: flowFileMessages.INVALID_FILE_TYPE };
    }
    const flows: CreateFlowBody[] = [];
    const entries = Object.values(zip.files).filter((entry) => !entry.dir && entry.name.toLowerCase().endsWith('.json'));
    if (entries.length > MAX_FLOWS_AT_ONCE) return { ok: false, message: flowFileMessages.TOO_MANY_FLOWS };
    const budget = { left: MAX_PROJECT_BYTES };
    for (const entry of entries) {
      const text = await unpackedText(entry, budget);
      if (text === undefined) return { ok: false, message: flowFileMessages.PROJECT_TOO_LARGE };
      const file = readFlowFile(text, entry.name.replace(/^.*\//, '').replace(/\.json$/i, ''));
      if (!file.ok) return file;
      flows.push(...file.flows);
      if (flows.length > MAX_FLOWS_AT_ONCE) return { ok: false, message: flowFileMessages.TOO_MANY_FLOWS };
    }
    if (flows.length === 0) return { ok: false, message: flowFileMessages.INVALID_FLOW_DATA };
    return { ok: true, project: { name: fallbackName, description: null, flows } };
  }
  const file = readFlowFile(bytes.toString('utf8'), fallbackName);
  if (!file.ok) return file;
  const json = JSON.parse(bytes.toString('utf8')) as JsonObject;
  const name = typeof json.folder_name === 'string' && json.folder_name.trim() !== '' ? json.folder_name.trim() : fallbackName;
  return { ok: true, project: { name, description: typeof json.folder_description === 'string' ? json.folder_description : null, flows: file.flows } };
}
