// Flows built the way the editor builds them: nodes from the server's catalogue (GET /api/v1/all),
// edges from flow-graph's handle builders.
import { promptVariableField } from '@app/components';
import {
  connectLoopPath as connectBack,
  connectPath as connect,
  type ComponentNode,
  type FlowRecord,
  type GenericNode,
  type TemplateField,
  type WorkflowEdge,
} from '@app/flow-graph';
import type { Api } from './api';

export type Catalogue = Record<string, ComponentNode>;

export async function fetchCatalogue(api: Api): Promise<Catalogue> {
  const { body } = await api.get<Record<string, Record<string, ComponentNode>>>('/api/v1/all');
  return Object.assign({}, ...Object.values(body)) as Catalogue;
}

/** A node of the type its id starts with ("ChatInput-aaaaa"); unknown value names become prompt variables. */
export function makeNode(catalogue: Catalogue, id: string, values: Record<string, unknown> = {}): GenericNode {
  const type = id.slice(0, id.lastIndexOf('-'));
  const component = catalogue[type];
  if (!component) throw new Error(`no component ${type}`);
  const node = structuredClone(component);
  for (const [name, value] of Object.entries(values)) {
    const field = node.template[name] as TemplateField | undefined;
    if (field) field.value = value;
    else node.template[name] = promptVariableField(name, value);
  }
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type, node } };
}

export { connect, connectBack };

export interface Graph {
  nodes: GenericNode[];
  edges: WorkflowEdge[];
}

/** ChatInput -> Prompt ("Q: {question}") -> ChatOutput. */
export function chatPromptGraph(catalogue: Catalogue, template = 'Q: {question}'): Graph {
  const nodes = [
    makeNode(catalogue, 'ChatInput-in000'),
    makeNode(catalogue, 'Prompt-pr000', { template, question: '' }),
    makeNode(catalogue, 'ChatOutput-out00'),
  ];
  const edges = [connect(nodes, 'ChatInput-in000.message', 'Prompt-pr000.question'), connect(nodes, 'Prompt-pr000.prompt', 'ChatOutput-out00.input_value')];
  return { nodes, edges };
}

/** ChatInput and Message History -> Prompt ("{history} || {question}") -> ChatOutput. */
export function memoryGraph(catalogue: Catalogue): Graph {
  const nodes = [
    makeNode(catalogue, 'ChatInput-in000'),
    makeNode(catalogue, 'Memory-me000'),
    makeNode(catalogue, 'Prompt-pr000', { template: '{history} || {question}', history: '', question: '' }),
    makeNode(catalogue, 'ChatOutput-out00'),
  ];
  const edges = [
    connect(nodes, 'ChatInput-in000.message', 'Prompt-pr000.question'),
    connect(nodes, 'Memory-me000.messages_text', 'Prompt-pr000.history'),
    connect(nodes, 'Prompt-pr000.prompt', 'ChatOutput-out00.input_value'),
  ];
  return { nodes, edges };
}

let flowCount = 0;

/** Stores a flow through the API and returns it. */
export async function createFlow(api: Api, graph: Graph, fields: Record<string, unknown> = {}): Promise<FlowRecord> {
  flowCount += 1;
  const answer = await api.post<FlowRecord>('/api/v1/flows/', { name: `Flow ${flowCount}`, data: graph, ...fields });
  if (answer.status !== 201) throw new Error(`flow not created: ${answer.status} ${answer.text}`);
  return answer.body;
}
