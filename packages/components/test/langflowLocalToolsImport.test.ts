// Langflow starter projects whose components run locally here: 1.6's Nvidia Remix (the RTX Remix
// docs into a FAISS index an agent searches as a tool) imports whole onto ours.
import { findBrokenEdges, importLangflowGraph, type FlowData, type GenericNode } from '@app/flow-graph';
import { langflowFileText, type LangflowOtherFile } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();

function imported(file: LangflowOtherFile) {
  const original = (JSON.parse(langflowFileText(file)) as { data: FlowData }).data;
  const result = importLangflowGraph(structuredClone(original), (type) => registry.frontendNode(type));
  const nodes = result.data.nodes as GenericNode[];
  const node = (type: string) => nodes.find((candidate) => candidate.data.type === type);
  return { original, ...result, node };
}

describe('Langflow starter projects with local tools', () => {
  it('Nvidia Remix: the docs into FAISS with its embeddings, FAISS a tool of the agent, every connection kept', () => {
    const { original, data, unsupported, node } = imported('1.6/Nvidia Remix');
    expect(unsupported).toEqual([]);
    expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
    expect(data.edges).toHaveLength(original.edges.length);
    const faiss = node('FAISS')!;
    expect(faiss.data.node.tool_mode).toBe(true);
    expect((faiss.data.node.template.index_name as { value?: unknown }).value).toBe('langflow_index');
    expect((node('RemixDocumentation')!.data.node.template.exclude_paths as { value?: unknown }).value).toEqual(['source', 'docs/changelog', 'CHANGELOG.html', 'docs/contributing/api.html']);
    const intoFaiss = data.edges.filter((edge) => edge.target === faiss.id).map((edge) => edge.source.split('-')[0]).sort();
    expect(intoFaiss).toEqual(['EmbeddingModel', 'RemixDocumentation']);
  });
});
