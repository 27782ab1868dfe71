// Langflow 1.6's Knowledge Ingestion and Retrieval onto ours: the fields and outputs of the same
// names carried with their edges, the embedding model's key and batch size left behind (ours takes
// a connected embedding model), and a retrieval that asks for the stored vectors left refused.
import { describe, expect, it } from 'vitest';
import { importLangflowGraph } from '../src/langflow';
import type { ComponentNode, GenericNode } from '../src/types/nodes';
import { component, connect, field, output } from './fixtures';

const python = (name: string) => field({ type: 'code', value: `from lfx.custom import Component\n\nclass ${name}(Component):\n    pass\n` });
const code = field({ type: 'code', value: "import { defineComponent } from '@app/engine';\n" });
const columns = [{ column_name: 'text', vectorize: true, identifier: true }];

const ours: Record<string, ComponentNode> = {
  KnowledgeIngestion: component('KnowledgeIngestion-x', {
    fields: {
      knowledge_base: field({ options: [], combobox: true, refresh_button: true }),
      input_df: field({ type: 'other', input_types: ['Data', 'DataFrame'] }),
      column_config: field({ type: 'table', value: [] }),
      embedding: field({ type: 'other', input_types: ['Embeddings'] }),
      allow_duplicates: field({ type: 'bool', value: false }),
      code,
    },
    outputs: [output('dataframe_output', ['Data'])],
  }).data.node,
  KnowledgeRetrieval: component('KnowledgeRetrieval-x', {
    fields: {
      knowledge_base: field({ options: [], combobox: true, refresh_button: true }),
      embedding: field({ type: 'other', input_types: ['Embeddings'] }),
      search_query: field({ input_types: ['Message'] }),
      top_k: field({ type: 'int', value: 5 }),
      include_metadata: field({ type: 'bool', value: true }),
      code,
    },
    outputs: [output('retrieve_data', ['DataFrame'])],
  }).data.node,
};
const catalogue = (type: string) => ours[type];

/** Langflow 1.6's ingestion node: a dropdown of bases, the table's rows, its own key and batch size. */
function ingestion(base: string | null): GenericNode {
  return component('KnowledgeIngestion-i', {
    fields: {
      code: python('KnowledgeIngestionComponent'),
      knowledge_base: field({ options: [], value: base }),
      input_df: field({ type: 'other', input_types: ['Data', 'DataFrame'] }),
      column_config: field({ type: 'table', value: columns }),
      chunk_size: field({ type: 'int', value: 1000 }),
      api_key: field({ password: true, value: '' }),
      allow_duplicates: field({ type: 'bool', value: true }),
    },
    outputs: [output('dataframe_output', ['Data'])],
  });
}

function retrieval(includeEmbeddings: boolean): GenericNode {
  return component('KnowledgeRetrieval-r', {
    fields: {
      code: python('KnowledgeRetrievalComponent'),
      knowledge_base: field({ options: ['manuals'], value: 'manuals' }),
      api_key: field({ password: true, value: '' }),
      search_query: field({ input_types: ['Message'], value: '' }),
      top_k: field({ type: 'int', value: 3 }),
      include_metadata: field({ type: 'bool', value: false }),
      include_embeddings: field({ type: 'bool', value: includeEmbeddings }),
    },
    outputs: [output('retrieve_data', ['DataFrame'])],
  });
}

const splitter = () => component('SplitText-s', { fields: { code: python('SplitTextComponent') }, outputs: [output('dataframe', ['DataFrame'])] });
const textInput = () => component('TextInput-t', { fields: { code: python('TextInputComponent') }, outputs: [output('text', ['Message'])] });
const chatOutput = () => component('ChatOutput-o', { fields: { code: python('ChatOutput'), input_value: field({ type: 'other', input_types: ['Data', 'DataFrame', 'Message'] }) } });

describe('Langflow 1.6 Knowledge', () => {
  it('ingestion: the base, the column configuration and duplicates carried, its input edge kept, the key and batch size left', () => {
    const [node, split] = [ingestion('manuals'), splitter()];
    const { data, unsupported } = importLangflowGraph({ nodes: [node, split], edges: [connect(split, 'dataframe', node, 'input_df')] }, catalogue);
    expect(unsupported.map((entry) => entry.id)).toEqual(['SplitText-s']);
    const mapped = data.nodes.find((entry) => entry.id === 'KnowledgeIngestion-i') as GenericNode;
    expect(mapped.data.type).toBe('KnowledgeIngestion');
    expect(mapped.data.node.template).toMatchObject({ knowledge_base: { value: 'manuals' }, column_config: { value: columns }, allow_duplicates: { value: true } });
    expect(Object.keys(mapped.data.node.template)).not.toContain('api_key');
    expect(Object.keys(mapped.data.node.template)).not.toContain('chunk_size');
    expect(data.edges.map((edge) => [edge.data?.sourceHandle?.name, (edge.data?.targetHandle as { fieldName: string }).fieldName])).toEqual([['dataframe', 'input_df']]);
  });

  it('ingestion without a base chosen yet (the starter project) imports with ours empty', () => {
    const { data, unsupported } = importLangflowGraph({ nodes: [ingestion(null)], edges: [] }, catalogue);
    expect(unsupported).toEqual([]);
    expect((data.nodes[0] as GenericNode).data.node.template).toMatchObject({ knowledge_base: { value: '' } });
  });

  it('keeps our knowledge-base dropdown (the owner’s bases on refresh, a name typed) whatever options Langflow stored', () => {
    const { data } = importLangflowGraph({ nodes: [ingestion('manuals'), retrieval(false)], edges: [] }, catalogue);
    for (const node of data.nodes as GenericNode[]) {
      expect(node.data.node.template.knowledge_base).toMatchObject({ options: [], combobox: true, refresh_button: true, value: 'manuals' });
    }
  });

  it('retrieval: the base, the query edge, top k and metadata carried, its results edge kept', () => {
    const [node, input, out] = [retrieval(false), textInput(), chatOutput()];
    const edges = [connect(input, 'text', node, 'search_query'), connect(node, 'retrieve_data', out, 'input_value')];
    const { data, unsupported } = importLangflowGraph({ nodes: [node, input, out], edges }, catalogue);
    expect(unsupported.map((entry) => entry.id)).not.toContain('KnowledgeRetrieval-r');
    const mapped = data.nodes.find((entry) => entry.id === 'KnowledgeRetrieval-r') as GenericNode;
    expect(mapped.data.node.template).toMatchObject({ knowledge_base: { value: 'manuals' }, top_k: { value: 3 }, include_metadata: { value: false } });
    expect(data.edges.map((edge) => [edge.data?.sourceHandle?.name, (edge.data?.targetHandle as { fieldName: string }).fieldName])).toEqual([
      ['text', 'search_query'],
      ['retrieve_data', 'input_value'],
    ]);
  });

  it('leaves a retrieval that returns the stored vectors refused', () => {
    expect(importLangflowGraph({ nodes: [retrieval(true)], edges: [] }, catalogue).unsupported).toEqual([{ id: 'KnowledgeRetrieval-r', name: 'KnowledgeRetrieval' }]);
  });
});
