// Langflow 1.2's Graph Vector Store RAG imports onto ours with nothing refused: URL pages as HTML,
// split along html tags, links extracted, stored in and searched from Astra DB Graph by MMR graph
// traversal. The file's edges to nodes it no longer has stay broken, as they are in Langflow.
import { findBrokenEdges, importLangflowGraph, type FlowData, type GenericNode, type WorkflowEdge } from '@app/flow-graph';
import { langflowFileText } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();
const original = (JSON.parse(langflowFileText('1.2/Graph Vector Store RAG')) as { data: FlowData }).data;
const { data, unsupported } = importLangflowGraph(structuredClone(original), (type) => registry.frontendNode(type));
const nodes = data.nodes as GenericNode[];
const valueOf = (id: string, field: string) => (nodes.find((node) => node.id === id)?.data.node.template[field] as { value?: unknown } | undefined)?.value;
const link = (edge: WorkflowEdge) => `${edge.source}.${(edge.data?.sourceHandle as { name?: string }).name} -> ${edge.target}.${(edge.data?.targetHandle as { fieldName?: string }).fieldName}`;

describe('Langflow 1.2 Graph Vector Store RAG', () => {
  it('imports every component onto ours', () => {
    expect(unsupported).toEqual([]);
    expect(nodes.filter((node) => node.type === 'genericNode').map((node) => node.data.type).sort()).toEqual(
      ['AstraDBGraph', 'AstraDBGraph', 'AstraDBGraph', 'AstraDBGraph', 'ChatInput', 'ChatOutput', 'HtmlLinkExtractor', 'LanguageRecursiveTextSplitter', 'OpenAIEmbeddings', 'OpenAIEmbeddings', 'OpenAIModel', 'ParseData', 'Prompt', 'URLComponent'].map((type) => (type === 'ParseData' ? 'parser' : type)).sort(),
    );
  });

  it('carries the ingestion settings: HTML pages, html splitting, hyperlinks, a collection emptied first', () => {
    expect(valueOf('URL-qOh1r', 'format')).toBe('HTML');
    expect(valueOf('URL-qOh1r', 'urls')).toHaveLength(14);
    expect([valueOf('LanguageRecursiveTextSplitter-KDtC3', 'code_language'), valueOf('LanguageRecursiveTextSplitter-KDtC3', 'chunk_size'), valueOf('LanguageRecursiveTextSplitter-KDtC3', 'chunk_overlap')]).toEqual(['html', 1000, 200]);
    expect([valueOf('HtmlLinkExtractor-LWuvQ', 'kind'), valueOf('HtmlLinkExtractor-LWuvQ', 'drop_fragments')]).toEqual(['hyperlink', true]);
    expect(valueOf('AstraDBGraph-FX0tA', 'clear_collection')).toBe(true);
    expect(valueOf('AstraDBGraph-FX0tA', 'collection_name')).toBe('haskell_chunked');
    expect(valueOf('AstraDBGraph-jr8pY', 'search_score_threshold')).toBe(-2);
    expect(valueOf('AstraDBGraph-uza6S', 'search_type')).toBe('MMR (Max Marginal Relevance) Graph Traversal');
  });

  it('keeps every connection between nodes the file has, re-pointed at our names', () => {
    expect(data.edges.filter((edge) => !findBrokenEdges(data.nodes, [edge]).length).map(link).sort()).toEqual(
      [
        'AstraDBGraph-xJiDN.search_results -> ParseData-alciW.input_data',
        'ChatInput-DA114.message -> Prompt-rmO8w.question',
        'HtmlLinkExtractor-LWuvQ.data -> AstraDBGraph-uza6S.ingest_data',
        'LanguageRecursiveTextSplitter-KDtC3.data -> HtmlLinkExtractor-LWuvQ.data_input',
        'OpenAIEmbeddings-XKhhV.embeddings -> AstraDBGraph-uza6S.embedding_model',
        'OpenAIEmbeddings-fcwMC.embeddings -> AstraDBGraph-xJiDN.embedding_model',
        'ParseData-alciW.parsed_text -> Prompt-rmO8w.context',
        'Prompt-rmO8w.prompt -> OpenAIModel-LnWKb.input_value',
        'URL-qOh1r.page_results -> LanguageRecursiveTextSplitter-KDtC3.data_input',
      ].sort(),
    );
  });
});
