// Our graph under Langflow's names, for a file Langflow 1.6 imports: each component that exists in
// both gets Langflow's component name (the node type Langflow looks its component up by), field
// and output names, and the edges follow. The component code is ours, not Langflow's Python, so
// it is left out: Langflow offers the missing code as a component update keeping the values.
// Components only we have keep their type; Langflow shows them as unknown.
import { edgeHandles, fieldTargetHandleFor, findOutput, isLoopTargetHandle, loopTargetHandleFor, repointEdge, sourceHandleFor } from '../handles/build';
import { fieldEntries, getField, isGenericNode } from '../nodes/accessors';
import type { WorkflowEdge } from '../types/edges';
import type { NodeTemplate } from '../types/fields';
import type { FlowData } from '../types/flow';
import type { GenericNode, WorkflowNode } from '../types/nodes';

interface LangflowExport {
  type: string;
  /** Our field name → Langflow's, where they differ. */
  fields?: Readonly<Record<string, string>>;
  /** Langflow's values that follow from ours (e.g. the Agent's provider choice). */
  values?: (template: NodeTemplate) => Record<string, unknown>;
}

/** The providers Langflow's Agent offers; our other presets speak OpenAI's protocol at their base URL. */
const LANGFLOW_AGENT_PROVIDERS = new Set(['OpenAI', 'Anthropic']);

function agentValues(template: NodeTemplate): Record<string, unknown> {
  const provider = getField(template, 'provider')?.value;
  return { agent_llm: typeof provider === 'string' && LANGFLOW_AGENT_PROVIDERS.has(provider) ? provider : 'OpenAI' };
}

const SAME_TYPES = [
  'ChatInput',
  'ChatOutput',
  'TextInput',
  'TextOutput',
  'Webhook',
  'Prompt',
  'URLComponent',
  'File',
  'SplitText',
  'Memory',
  'OpenAIModel',
  'OpenAIEmbeddings',
  'CalculatorComponent',
  'CurrentDate',
  'ConditionalRouter',
  'LoopComponent',
  'CombineText',
];

export const LANGFLOW_EXPORTS: Readonly<Record<string, LangflowExport>> = {
  ...Object.fromEntries(SAME_TYPES.map((type) => [type, { type }])),
  parser: { type: 'ParserComponent' },
  AnthropicModel: { type: 'AnthropicModel', fields: { base_url: 'anthropic_api_url' } },
  Agent: { type: 'Agent', values: agentValues },
  AstraDB: { type: 'AstraDB' },
};

/** Fields Langflow's component does not have under that name: ours alone, dropped from the export. */
const OURS_ONLY: Readonly<Record<string, readonly string[]>> = {
  Agent: ['provider'],
  OpenAIModel: ['provider'],
  OpenAIEmbeddings: ['provider'],
  AstraDB: ['metric', 'clear_collection'],
};

function exportTemplate(type: string, template: NodeTemplate, spec: LangflowExport): NodeTemplate {
  const next: NodeTemplate = { _type: 'Component' };
  const dropped = new Set(['code', ...(OURS_ONLY[type] ?? [])]);
  for (const [name, field] of fieldEntries(template)) {
    if (dropped.has(name)) continue;
    const langflowName = spec.fields?.[name] ?? name;
    next[langflowName] = { ...structuredClone(field), name: langflowName };
  }
  for (const [name, value] of Object.entries(spec.values?.(template) ?? {})) {
    const field = getField(next, name);
    next[name] = field ? { ...field, value } : { type: 'str', show: true, name, value, options: [...LANGFLOW_AGENT_PROVIDERS] };
  }
  return next;
}

function exportNode(node: GenericNode, spec: LangflowExport): GenericNode {
  const { node: component } = node.data;
  const template = exportTemplate(node.data.type, component.template, spec);
  const fieldOrder = component.field_order?.map((name) => spec.fields?.[name] ?? name);
  return {
    ...node,
    data: { ...node.data, type: spec.type, node: { ...component, template, ...(fieldOrder ? { field_order: fieldOrder } : {}) } },
  };
}

function exportEdge(edge: WorkflowEdge, exported: ReadonlyMap<string, { node: GenericNode; spec: LangflowExport }>): WorkflowEdge {
  const sourceEnd = exported.get(edge.source);
  const targetEnd = exported.get(edge.target);
  const handles = edgeHandles(edge);
  if ((!sourceEnd && !targetEnd) || !handles.source || !handles.target) return edge;
  let { source, target } = handles;
  if (sourceEnd) {
    const output = findOutput(sourceEnd.node, source.name);
    if (output) source = sourceHandleFor(sourceEnd.node, output);
  }
  if (targetEnd) {
    if (isLoopTargetHandle(target)) {
      const output = findOutput(targetEnd.node, target.name);
      if (output) target = loopTargetHandleFor(targetEnd.node, output);
    } else {
      target = fieldTargetHandleFor(targetEnd.node, targetEnd.spec.fields?.[target.fieldName] ?? target.fieldName) ?? target;
    }
  }
  return repointEdge(edge, source, target);
}

/** The graph as Langflow names it; components only we have keep their type. */
export function exportLangflowGraph(data: FlowData): FlowData {
  const exported = new Map<string, { node: GenericNode; spec: LangflowExport }>();
  const nodes: WorkflowNode[] = data.nodes.map((node) => {
    const spec = isGenericNode(node) ? LANGFLOW_EXPORTS[node.data.type] : undefined;
    if (!spec || !isGenericNode(node) || node.data.node.flow) return node;
    const next = exportNode(node, spec);
    exported.set(node.id, { node: next, spec });
    return next;
  });
  return { ...data, nodes, edges: data.edges.map((edge) => exportEdge(edge, exported)) };
}
