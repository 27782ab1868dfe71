// Langflow's starter projects (1.2 and 1.6, as Langflow ships them) mapped onto this catalogue:
// every file imports, every edge still connects, and no node is left without a counterpart; a
// cloud vector store ours cannot search as the file asks is swapped for ours as the user chooses.
import { exportLangflowGraph, findBrokenEdges, importLangflowGraph, langflowReplacement, replaceLangflowNode, isGenericNode, isLangflowNode, validateFlow, type FlowData, type GenericNode, type WorkflowNode } from '@app/flow-graph';
import { LANGFLOW_STARTER_PROJECTS, LANGFLOW_VERSIONS, langflowStarterProjectText } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();
const catalogue = (type: string) => registry.frontendNode(type);

function imported(version: (typeof LANGFLOW_VERSIONS)[number], name: (typeof LANGFLOW_STARTER_PROJECTS)[number]) {
  const file = JSON.parse(langflowStarterProjectText(version, name)) as { data: FlowData };
  return { file, ...importLangflowGraph(file.data, catalogue) };
}


describe.each(LANGFLOW_VERSIONS)('Langflow %s starter projects', (version) => {
  it.each(LANGFLOW_STARTER_PROJECTS)('%s imports onto our components, keeping every connection', (name) => {
    const { file, data, unsupported } = imported(version, name);
    expect(unsupported.map((node) => node.name)).toEqual([]);
    expect(data.edges).toHaveLength(file.data.edges.length);
    const components = data.nodes.filter((node): node is GenericNode => node.type === 'genericNode');
    for (const node of components) {
      if (isLangflowNode(node)) continue;
      expect(registry.has(node.data.type), node.data.type).toBe(true);
      expect(node.data.node.template.code).toMatchObject({ value: registry.source(node.data.type) });
    }
    const problems = validateFlow(data).filter((issue) => issue.code !== 'NODE_MISSING_FIELD');
    expect(problems.map((issue) => issue.message)).toEqual([]);
  });
});

describe('Langflow settings carried over', () => {
  it('turns 1.6 Language Model into the OpenAI-compatible model with its key variable, model and temperature', () => {
    const { data } = imported('1.6', 'Basic Prompting');
    const model = data.nodes.find((node) => node.id.startsWith('LanguageModelComponent')) as GenericNode;
    expect(model.data.type).toBe('OpenAIModel');
    expect(model.data.node.template.provider).toMatchObject({ value: 'OpenAI' });
    expect(model.data.node.template.model_name).toMatchObject({ value: 'gpt-4o-mini' });
    expect(model.data.node.template.api_key).toMatchObject({ value: 'OPENAI_API_KEY', load_from_db: true });
    expect(model.data.node.template.temperature).toMatchObject({ value: 0.1 });
  });

  it('gives the Agent its inline provider and model, and keeps the tools in tool mode', () => {
    const { data } = imported('1.6', 'Simple Agent');
    const agent = data.nodes.find((node) => node.id.startsWith('Agent')) as GenericNode;
    expect(agent.data.node.template.provider).toMatchObject({ value: 'OpenAI' });
    expect(agent.data.node.template.model_name).toMatchObject({ value: 'gpt-4.1' });
    const url = data.nodes.find((node) => node.id.startsWith('URLComponent')) as GenericNode;
    expect(url.data.type).toBe('URLComponent');
    expect(url.data.node.tool_mode).toBe(true);
    expect(url.data.node.outputs?.map((output) => output.name)).toEqual(['component_as_tool']);
  });

  it('maps 1.2 names that changed (URL, Split Text chunks, File data) to our outputs', () => {
    const rag = imported('1.2', 'Vector Store RAG').data;
    const split = rag.edges.find((edge) => edge.source.startsWith('SplitText'));
    expect(split?.data?.sourceHandle).toMatchObject({ dataType: 'SplitText', name: 'dataframe' });
    const blog = imported('1.2', 'Blog Writer').data;
    const url = blog.edges.find((edge) => edge.source.startsWith('URL-'));
    expect(url?.data?.sourceHandle).toMatchObject({ dataType: 'URLComponent' });
    const urlNode = blog.nodes.find((node) => node.id.startsWith('URL-')) as GenericNode;
    expect(urlNode.data.node.template.urls).toMatchObject({ value: expect.arrayContaining(['https://langflow.org/']) });
    const prompt = blog.nodes.find((node) => node.id.startsWith('Prompt')) as GenericNode;
    expect(Object.keys(prompt.data.node.template)).toEqual(expect.arrayContaining(['references', 'instructions']));
  });
});

/** Each component's type and field values, by node id. */
function settings(nodes: readonly WorkflowNode[]): Record<string, { type: string; values: Record<string, unknown> }> {
  return Object.fromEntries(
    nodes.filter(isGenericNode).map((node) => [
      node.id,
      {
        type: node.data.type,
        values: Object.fromEntries(Object.entries(node.data.node.template).flatMap(([name, field]) => (typeof field === 'object' ? [[name, field.value]] : []))),
      },
    ]),
  );
}

describe('replacing a cloud vector store, as the user chooses', () => {
  it('swaps 1.2 Vector Store RAG’s searching Astra DB node, given a metadata filter ours does not apply, for the database vector store, keeping its connections', () => {
    const file = JSON.parse(langflowStarterProjectText('1.2', 'Vector Store RAG')) as { data: FlowData };
    const search = file.data.nodes.find((node) => node.id === 'AstraDB-MxkZ3') as GenericNode;
    (search.data.node.template.advanced_search_filter as { value: unknown }).value = { source: 'manual.md' };
    const { data, unsupported } = importLangflowGraph(file.data, catalogue);
    expect(langflowReplacement(data.nodes.find((node) => node.id.startsWith('ChatInput'))!, catalogue)).toBeUndefined();
    expect(unsupported).toHaveLength(1);
    const { id } = unsupported[0]!;
    expect(langflowReplacement(data.nodes.find((node) => node.id === id)!, catalogue)?.type).toBe('DatabaseVectorStore');
    const replaced = replaceLangflowNode(data, id, catalogue)!;
    expect(replaced.nodes.find((node) => node.id === id)?.data.type).toBe('DatabaseVectorStore');
    expect(replaced.edges).toHaveLength(data.edges.length);
    expect(findBrokenEdges(replaced.nodes, replaced.edges)).toEqual([]);
    expect(validateFlow(replaced).filter((issue) => issue.code === 'LANGFLOW_UNSUPPORTED')).toEqual([]);
  });
});

describe('Langflow export', () => {
  it.each(LANGFLOW_STARTER_PROJECTS)('writes %s (1.6) under Langflow names and reads it back unchanged', (name) => {
    const { data, unsupported } = imported('1.6', name);
    const exported = exportLangflowGraph(data);
    const left = new Set(unsupported.map((node) => node.id));
    for (const node of exported.nodes.filter(isGenericNode).filter((candidate) => !left.has(candidate.id))) {
      expect(node.data.node.template.code, node.id).toBeUndefined();
    }
    expect(findBrokenEdges(exported.nodes, exported.edges)).toEqual([]);
    const back = importLangflowGraph(exported, catalogue);
    expect(settings(back.data.nodes)).toEqual(settings(data.nodes));
    expect(back.data.edges.map((edge) => edge.id)).toEqual(data.edges.map((edge) => edge.id));
  });

  it('names components as Langflow 1.6 does: the parser, the Agent’s provider in agent_llm, Anthropic’s address', () => {
    const exported = exportLangflowGraph(imported('1.6', 'Blog Writer').data);
    expect(exported.nodes.filter(isGenericNode).map((node) => node.data.type).sort()).toEqual(['ChatOutput', 'OpenAIModel', 'ParserComponent', 'Prompt', 'TextInput', 'URLComponent']);
    const agent = exportLangflowGraph(imported('1.6', 'Simple Agent').data).nodes.find((node) => node.id.startsWith('Agent')) as GenericNode;
    expect(agent.data.node.template.agent_llm).toMatchObject({ value: 'OpenAI' });
    expect(agent.data.node.template.provider).toBeUndefined();
    const anthropic = makeAnthropicGraph();
    const out = exportLangflowGraph(anthropic).nodes[0] as GenericNode;
    expect(out.data.node.template.anthropic_api_url).toMatchObject({ value: 'https://gateway.example/v1' });
    expect(settings(importLangflowGraph(exportLangflowGraph(anthropic), catalogue).data.nodes)).toEqual(settings(anthropic.nodes));
  });
});

function makeAnthropicGraph(): FlowData {
  const node = registry.frontendNode('AnthropicModel')!;
  (node.template.base_url as { value: unknown }).value = 'https://gateway.example/v1';
  return { nodes: [{ id: 'AnthropicModel-a', type: 'genericNode', position: { x: 0, y: 0 }, data: { id: 'AnthropicModel-a', type: 'AnthropicModel', node } }], edges: [] };
}

