// Langflow's Astra DB vector store onto ours on the Data API: 1.1's field and output names and
// 1.2 on's, 1.0's AstraVectorStoreComponent, the token variable carried, Astra's vectorize and
// hybrid search kept for ours, and what ours cannot do faithfully (MMR or thresholds, filters, 1.0's
// vectorize creating the collection) left refused.
import { describe, expect, it } from 'vitest';
import { importLangflowGraph } from '../src/langflow';
import type { ComponentNode, GenericNode } from '../src/types/nodes';
import { component, connect, field, output } from './fixtures';

const PYTHON = 'from langflow.custom import Component\n\nclass AstraDBVectorStoreComponent(Component):\n    pass\n';
const code = field({ type: 'code', value: "import { defineComponent } from '@app/engine';\n" });

function langflow(node: GenericNode): GenericNode {
  node.data.node.template.code = field({ type: 'code', value: PYTHON });
  return node;
}

const ours: Record<string, ComponentNode> = {
  AstraDB: component('AstraDB-x', {
    fields: {
      token: field({ password: true, load_from_db: true }),
      api_endpoint: field({ load_from_db: false }),
      keyspace: field(),
      collection_name: field(),
      ingest_data: field({ type: 'other', input_types: ['Data', 'DataFrame', 'Message'], list: true }),
      search_query: field({ input_types: ['Message'] }),
      embedding_model: field({ type: 'other', input_types: ['Embeddings'] }),
      number_of_results: field({ type: 'int', value: 4 }),
      clear_collection: field({ type: 'bool', value: false }),
      code,
    },
    outputs: [output('search_results', ['Data']), output('dataframe', ['DataFrame']), output('retriever', ['Retriever'])],
  }).data.node,
};
const catalogue = (type: string) => ours[type];

const embeddings = () => langflow(component('OpenAIEmbeddings-e', { outputs: [output('embeddings', ['Embeddings'])] }));
const chatInput = () => langflow(component('ChatInput-c', { outputs: [output('message')] }));
const consumer = () => langflow(component('Consumer-p', { fields: { data: field({ type: 'other', input_types: ['Data', 'Retriever'] }) } }));

/** Langflow 1.1's node: `embedding`, `search_input`, `namespace`, outputs base_retriever and search_results. */
function astra11(values: Record<string, unknown> = {}): GenericNode {
  const value = (name: string, fallback: unknown) => (name in values ? values[name] : fallback);
  return langflow(
    component('AstraDB-a', {
      fields: {
        token: field({ password: true, load_from_db: true, value: 'ASTRA_DB_APPLICATION_TOKEN' }),
        api_endpoint: field({ load_from_db: true, value: 'ASTRA_DB_API_ENDPOINT', input_types: ['Message'] }),
        collection_name: field({ value: 'test' }),
        namespace: field({ value: 'docs_space' }),
        embedding: field({ type: 'other', input_types: ['Embeddings'] }),
        search_input: field({ input_types: ['Message'] }),
        pre_delete_collection: field({ type: 'bool', value: true }),
        number_of_results: field({ type: 'int', value: 2 }),
        embedding_choice: field({ options: ['Embedding Model', 'Astra Vectorize'], value: value('embedding_choice', 'Embedding Model') }),
        search_type: field({ value: value('search_type', 'Similarity') }),
        search_filter: field({ type: 'dict', value: value('search_filter', {}) }),
        search_method: field({ value: value('search_method', '') }),
      },
      outputs: [output('base_retriever', ['Retriever'], { method: 'build_base_retriever' }), output('search_results', ['Data'], { method: 'search_documents' })],
    }),
  );
}

describe('Langflow Astra DB', () => {
  it('1.1: its embedding, query, keyspace and clearing under our names, the variables kept, base_retriever as our retriever', () => {
    const astra = astra11();
    const [model, input, reader] = [embeddings(), chatInput(), consumer()];
    const edges = [connect(model, 'embeddings', astra, 'embedding'), connect(input, 'message', astra, 'search_input'), connect(astra, 'base_retriever', reader, 'data')];
    const { data, unsupported } = importLangflowGraph({ nodes: [astra, model, input, reader], edges }, catalogue);
    // The others stand in for Langflow's own, not in this catalogue.
    expect(unsupported.map((node) => node.id)).not.toContain('AstraDB-a');
    const mapped = data.nodes.find((node) => node.id === 'AstraDB-a') as GenericNode;
    expect(mapped.data.type).toBe('AstraDB');
    expect(mapped.data.node.template).toMatchObject({
      token: { value: 'ASTRA_DB_APPLICATION_TOKEN', load_from_db: true },
      api_endpoint: { value: 'ASTRA_DB_API_ENDPOINT', load_from_db: true },
      keyspace: { value: 'docs_space' },
      collection_name: { value: 'test' },
      clear_collection: { value: true },
      number_of_results: { value: 2 },
    });
    expect(data.edges.map((edge) => [edge.data?.sourceHandle?.name, (edge.data?.targetHandle as { fieldName: string }).fieldName])).toEqual([
      ['embeddings', 'embedding_model'],
      ['message', 'search_query'],
      ['retriever', 'data'],
    ]);
  });

  it.each([
    ['Astra’s server-side vectorize', { embedding_choice: 'Astra Vectorize' }],
    ['hybrid search', { search_method: 'Hybrid Search' }],
  ])('keeps a node with %s as ours, which reads the collection’s embedding provider and hybrid settings', (_name, values) => {
    const { data, unsupported } = importLangflowGraph({ nodes: [astra11(values)], edges: [] }, catalogue);
    expect(unsupported).toEqual([]);
    expect((data.nodes[0] as GenericNode).data.type).toBe('AstraDB');
  });

  it('1.0’s AstraVectorStoreComponent as ours, but not when its vectorize would create the collection with the provider set on the node', () => {
    const astra10 = (service: string) => {
      const node = astra11();
      node.data.type = 'AstraVectorStoreComponent';
      node.data.node.template.embedding_service = field({ options: ['Embedding Model', 'Astra Vectorize'], value: service });
      return node;
    };
    const mapped = importLangflowGraph({ nodes: [astra10('Embedding Model')], edges: [] }, catalogue);
    expect(mapped.unsupported).toEqual([]);
    expect((mapped.data.nodes[0] as GenericNode).data.node.template).toMatchObject({ keyspace: { value: 'docs_space' }, clear_collection: { value: true } });
    expect(importLangflowGraph({ nodes: [astra10('Astra Vectorize')], edges: [] }, catalogue).unsupported).toEqual([{ id: 'AstraDB-a', name: 'AstraVectorStoreComponent' }]);
  });

  it.each([
    ['MMR', { search_type: 'MMR (Max Marginal Relevance)' }],
    ['a score threshold', { search_type: 'Similarity with score threshold' }],
    ['a search filter', { search_filter: { source: 'a.md' } }],
  ])('leaves a node with %s refused', (_name, values) => {
    const { unsupported } = importLangflowGraph({ nodes: [astra11(values)], edges: [] }, catalogue);
    expect(unsupported).toEqual([{ id: 'AstraDB-a', name: 'AstraDB' }]);
  });
});
