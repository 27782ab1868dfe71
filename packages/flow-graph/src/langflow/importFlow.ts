// A Langflow flow's graph in our components: every node carrying Langflow's Python code that one
// of ours stands for (componentMap) becomes our node of that type, with Langflow's settings
// carried over and its id, position and edges kept (handles re-pointed at our field and output
// names). Nodes nothing stands for stay as they are; validation marks them not available.
import { promptVariables } from '../fields/prompt';
import { fieldTargetHandleFor, findOutput, isLoopTargetHandle, loopTargetHandleFor, edgeHandles, repointEdge, sourceHandleFor } from '../handles/build';
import { fieldEntries, getField, isGenericNode } from '../nodes/accessors';
import type { TargetHandle, WorkflowEdge } from '../types/edges';
import type { NodeTemplate, TemplateField } from '../types/fields';
import type { FlowData } from '../types/flow';
import type { ComponentNode, GenericNode, NodeOutput, WorkflowNode } from '../types/nodes';
import { LANGFLOW_COMPONENTS, type LangflowMapping } from './componentMap';
import { isLangflowNode, langflowComponentName } from './detect';
import { carryField } from './fieldValues';
import { LANGFLOW_REPLACEMENTS } from './replacements';

/** Our component templates by type, as the registry (server) or the catalogue (editor) has them. */
export type ComponentCatalogue = (type: string) => ComponentNode | undefined;

export interface UnsupportedLangflowNode {
  id: string;
  /** Langflow's component name (its class name, e.g. "AstraDB"). */
  name: string;
}

export interface LangflowImport {
  data: FlowData;
  /** The nodes left as Langflow wrote them, in node order. */
  unsupported: UnsupportedLangflowNode[];
}

const TOOL_OUTPUT = 'component_as_tool';
const TOOLS_METADATA = 'tools_metadata';
/** Langflow's fields no component of ours reads. */
const NOT_CARRIED = new Set(['code', '_type', 'tool_placeholder']);

interface Mapped {
  node: GenericNode;
  mapping: LangflowMapping;
}

function ourFieldNames(mapping: LangflowMapping, langflowName: string): readonly string[] {
  return mapping.splitFields?.[langflowName] ?? [mapping.fields?.[langflowName] ?? langflowName];
}

const isToolOutput = (mapping: LangflowMapping, langflowName: string): boolean => langflowName === TOOL_OUTPUT || mapping.toolOutputs?.includes(langflowName) === true;

function ourOutputName(mapping: LangflowMapping, langflowName: string): string {
  return isToolOutput(mapping, langflowName) ? (mapping.toolsOutput ?? TOOL_OUTPUT) : (mapping.outputs?.[langflowName] ?? langflowName);
}

/** The output names each node's outgoing edges leave from. */
function usedOutputs(edges: readonly WorkflowEdge[]): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const edge of edges) {
    const name = edgeHandles(edge).source?.name;
    if (name === undefined) continue;
    const names = used.get(edge.source) ?? new Set<string>();
    used.set(edge.source, names.add(name));
  }
  return used;
}

function carryTemplate(from: NodeTemplate, to: NodeTemplate, mapping: LangflowMapping): NodeTemplate {
  const template = structuredClone(to);
  const taken = new Set<string>();
  for (const [langflowName, field] of fieldEntries(from)) {
    if (NOT_CARRIED.has(langflowName)) continue;
    const named = mapping.fields?.[langflowName] !== undefined || mapping.splitFields?.[langflowName] !== undefined;
    for (const name of ourFieldNames(mapping, langflowName)) {
      const ours = getField(template, name);
      // A field named in the mapping wins over Langflow's field that happens to share our name.
      if (!ours || (taken.has(name) && !named)) continue;
      template[name] = carryField(field, ours);
      taken.add(name);
    }
  }
  if (mapping.keepDynamicFields) {
    const text = getField(template, 'template')?.value;
    for (const variable of typeof text === 'string' ? promptVariables(text) : []) {
      const field = getField(from, variable);
      if (field && !getField(template, variable)) template[variable] = structuredClone(field);
    }
  }
  return template;
}

function setValues(template: NodeTemplate, values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) {
    const field = getField(template, name);
    if (field) template[name] = { ...field, value } satisfies TemplateField;
  }
}

function mapNode(node: GenericNode, mapping: LangflowMapping, type: string, ours: ComponentNode, outputsUsed: ReadonlySet<string> = new Set()): GenericNode {
  const langflow = node.data.node;
  const template = carryTemplate(langflow.template, ours.template, mapping);
  setValues(template, mapping.values?.(langflow.template) ?? {});
  const next: ComponentNode = { ...structuredClone(ours), template };
  // A renamed node (Blog Writer's "Instructions") keeps its name; a different component shows ours.
  if (type === node.data.type && langflow.display_name) next.display_name = langflow.display_name;
  const toolMode = langflow.tool_mode === true || (mapping.toolOutputs ?? []).some((name) => outputsUsed.has(name));
  if (toolMode && mapping.toolsOutput === undefined) {
    const toolOutput = langflow.outputs?.find((output) => isToolOutput(mapping, output.name));
    const metadata = getField(langflow.template, TOOLS_METADATA);
    if (toolOutput) next.outputs = [{ ...structuredClone(toolOutput), name: TOOL_OUTPUT, method: 'to_toolkit' }];
    // Only Langflow's own rows (a node with its Python code) are dropped; a codeless node's are ours.
    const fresh = mapping.ownToolsTable === true && isLangflowNode(node);
    if (metadata) template[TOOLS_METADATA] = { ...structuredClone(metadata), ...(fresh ? { value: [] } : {}) };
    next.tool_mode = true;
  }
  if (typeof langflow.frozen === 'boolean') next.frozen = langflow.frozen;
  const selected = node.data.selected_output;
  return {
    ...node,
    data: {
      ...node.data,
      // Langflow runs a node by its id; files whose node data names another id (1.2's Graph Vector
      // Store RAG) get handles under the node's own.
      id: node.id,
      type,
      node: next,
      ...(typeof selected === 'string' ? { selected_output: ourOutputName(mapping, selected) } : {}),
    },
  };
}

/** Our target handles for a Langflow edge's target (several for a split field); none when ours has no counterpart. */
function targetHandles(target: TargetHandle, end: Mapped): TargetHandle[] {
  if (isLoopTargetHandle(target)) {
    const output: NodeOutput | undefined = findOutput(end.node, ourOutputName(end.mapping, target.name));
    return output ? [loopTargetHandleFor(end.node, output)] : [];
  }
  return ourFieldNames(end.mapping, target.fieldName).flatMap((name) => fieldTargetHandleFor(end.node, name) ?? []);
}

/** The edge re-pointed at the mapped ends' handles (one per split field); none when an end has no counterpart here. */
function mapEdge(edge: WorkflowEdge, mapped: ReadonlyMap<string, Mapped>): WorkflowEdge[] {
  const sourceEnd = mapped.get(edge.source);
  const targetEnd = mapped.get(edge.target);
  if (!sourceEnd && !targetEnd) return [edge];
  const handles = edgeHandles(edge);
  if (!handles.source || !handles.target) return [edge];
  let source = handles.source;
  if (sourceEnd) {
    const output = findOutput(sourceEnd.node, ourOutputName(sourceEnd.mapping, source.name));
    if (!output) return [];
    source = sourceHandleFor(sourceEnd.node, output);
  }
  const targets = targetEnd ? targetHandles(handles.target, targetEnd) : [handles.target];
  return targets.map((target) => repointEdge(edge, source, target));
}

/**
 * A Langflow component's node without code, as our Langflow export writes it (and hand-made
 * files): mapped by its type like one with Langflow's code.
 */
function isCodelessLangflowNode(node: GenericNode): boolean {
  return !node.data.node.flow && getField(node.data.node.template, 'code') === undefined && Object.hasOwn(LANGFLOW_COMPONENTS, node.data.type);
}

/**
 * Maps a graph's Langflow nodes to our components. Graphs without Langflow nodes come back as
 * they are, so our own files and flows pass through unchanged.
 */
export function importLangflowGraph(data: FlowData, catalogue: ComponentCatalogue): LangflowImport {
  const mapped = new Map<string, Mapped>();
  const unsupported: UnsupportedLangflowNode[] = [];
  const used = usedOutputs(data.edges ?? []);
  const nodes: WorkflowNode[] = data.nodes.map((node) => {
    if (!isGenericNode(node)) return node;
    const python = isLangflowNode(node);
    if (!python && !isCodelessLangflowNode(node)) return node;
    const mapping = LANGFLOW_COMPONENTS[node.data.type];
    const type = mapping?.target(node.data.node.template);
    const ours = type === undefined ? undefined : catalogue(type);
    if (!mapping || type === undefined || !ours) {
      if (python) unsupported.push({ id: node.id, name: langflowComponentName(node) });
      return node;
    }
    const next = mapNode(node, mapping, type, ours, used.get(node.id));
    mapped.set(node.id, { node: next, mapping });
    return next;
  });
  if (mapped.size === 0) return { data, unsupported };
  const edges = (data.edges ?? []).flatMap((edge) => mapEdge(edge, mapped));
  return { data: { ...data, nodes, edges }, unsupported };
}

/** The Langflow nodes of a graph that nothing here stands for. */
export function unsupportedLangflowNodes(nodes: readonly WorkflowNode[]): UnsupportedLangflowNode[] {
  return nodes.filter((node): node is GenericNode => isGenericNode(node) && isLangflowNode(node)).map((node) => ({ id: node.id, name: langflowComponentName(node) }));
}

/** The component the user may replace a Langflow node with (ours, from the catalogue), if any. */
export function langflowReplacement(node: WorkflowNode, catalogue: ComponentCatalogue): { type: string; node: ComponentNode } | undefined {
  if (!isGenericNode(node) || !isLangflowNode(node)) return undefined;
  const mapping = LANGFLOW_REPLACEMENTS[node.data.type];
  const type = mapping?.target(node.data.node.template);
  const ours = type === undefined ? undefined : catalogue(type);
  return type !== undefined && ours ? { type, node: ours } : undefined;
}

/**
 * The graph with one Langflow node replaced by the component the user chose (see
 * langflowReplacement): same id and place, the settings both have, its edges re-pointed (those
 * to an output ours lacks are dropped). Undefined when the node has no replacement.
 */
export function replaceLangflowNode(data: FlowData, nodeId: string, catalogue: ComponentCatalogue): FlowData | undefined {
  const node = data.nodes.find((candidate) => candidate.id === nodeId);
  const replacement = node && langflowReplacement(node, catalogue);
  if (!node || !isGenericNode(node) || !replacement) return undefined;
  const mapping = LANGFLOW_REPLACEMENTS[node.data.type] as LangflowMapping;
  const next = mapNode(node, mapping, replacement.type, replacement.node);
  const mapped = new Map([[nodeId, { node: next, mapping }]]);
  return {
    ...data,
    nodes: data.nodes.map((candidate) => (candidate.id === nodeId ? next : candidate)),
    edges: data.edges.flatMap((edge) => mapEdge(edge, mapped)),
  };
}

