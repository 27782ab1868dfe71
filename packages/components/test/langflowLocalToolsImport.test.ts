// Langflow starter projects whose components run locally here import whole onto ours: 1.0's Agent
// Flow (a Tool Calling Agent with Calculator and the Python REPL Tool) and 1.6's Nvidia Remix (the
// RTX Remix docs into a FAISS index an agent searches as a tool).
import { findBrokenEdges, importLangflowGraph, type FlowData, type GenericNode } from '@app/flow-graph';
import { langflowFileText, type LangflowOtherFile } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();

/** The file imported with every node ours and every connection kept. */
function importedWhole(file: LangflowOtherFile) {
  const original = (JSON.parse(langflowFileText(file)) as { data: FlowData }).data;
  const { data, unsupported } = importLangflowGraph(structuredClone(original), (type) => registry.frontendNode(type));
  expect(unsupported).toEqual([]);
  expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
  expect(data.edges).toHaveLength(original.edges.length);
  const nodes = data.nodes as GenericNode[];
  const node = (type: string) => nodes.find((candidate) => candidate.data.type === type);
  return { data, node };
}

describe('Langflow starter projects with local tools', () => {
  it('Agent Flow: the Python REPL Tool is ours in tool mode with its global imports, a tool of the agent', () => {
    const { data, node } = importedWhole('1.0/Agent Flow');
    const python = node('PythonREPLComponent')!;
    expect(python.data.node.tool_mode).toBe(true);
    expect((python.data.node.template.global_imports as { value?: unknown }).value).toBe('math');
    expect(data.edges.filter((edge) => edge.target.startsWith('ToolCallingAgent')).map((edge) => edge.source.split('-')[0]).sort()).toEqual([
      'CalculatorTool',
      'ChatInput',
      'OpenAIModel',
      'PythonREPLTool',
    ]);
  });

  it('Nvidia Remix: the docs into FAISS with its embeddings, FAISS a tool of the agent, every connection kept', () => {
    const { data, node } = importedWhole('1.6/Nvidia Remix');
    const faiss = node('FAISS')!;
    expect(faiss.data.node.tool_mode).toBe(true);
    expect((faiss.data.node.template.index_name as { value?: unknown }).value).toBe('langflow_index');
    expect((node('RemixDocumentation')!.data.node.template.exclude_paths as { value?: unknown }).value).toEqual(['source', 'docs/changelog', 'CHANGELOG.html', 'docs/contributing/api.html']);
    const intoFaiss = data.edges.filter((edge) => edge.target === faiss.id).map((edge) => edge.source.split('-')[0]).sort();
    expect(intoFaiss).toEqual(['EmbeddingModel', 'RemixDocumentation']);
  });
});
