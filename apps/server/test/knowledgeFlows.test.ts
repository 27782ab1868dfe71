// Knowledge Ingestion and Retrieval through the run API with embeddings from the local test
// server: chat input split into a knowledge base of the flow owner, found again by a question,
// counted by the knowledge base calls, and out of reach of another user's flows.
import type { KnowledgeBaseInfo } from '@app/api-client';
import type { RunResponse } from '@app/engine';
import type { ChatMessage, TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const KEY = 'sk-server-knowledge-test';
const EMBEDDINGS = 'OpenAIEmbeddings-em000';
const INGEST = 'KnowledgeIngestion-ki000';
const RETRIEVE = 'KnowledgeRetrieval-kr000';

describe('knowledge bases through flows', () => {
  let server: TestServer;
  let llm: LlmTestServer;
  let alice: Api;
  let bob: Api;
  let catalogue: Catalogue;

  const embeddings = () => {
    const node = makeNode(catalogue, EMBEDDINGS, { openai_api_base: llm.baseUrl, openai_api_key: KEY, model: 'text-embedding-3-small' });
    (node.data.node.template.openai_api_key as TemplateField).load_from_db = false;
    return node;
  };

  /** ChatInput -> Split Text (one chunk for a short text) -> Knowledge Ingestion into `base`. */
  function ingestGraph(base: string): Graph {
    const nodes = [
      makeNode(catalogue, 'ChatInput-in000'),
      makeNode(catalogue, 'SplitText-sp000', { chunk_size: 1000, chunk_overlap: 0 }),
      embeddings(),
      makeNode(catalogue, INGEST, { knowledge_base: base }),
    ];
    const edges = [
      connect(nodes, 'ChatInput-in000.message', 'SplitText-sp000.data_inputs'),
      connect(nodes, 'SplitText-sp000.dataframe', `${INGEST}.input_df`),
      connect(nodes, `${EMBEDDINGS}.embeddings`, `${INGEST}.embedding`),
    ];
    return { nodes, edges };
  }

  /** ChatInput -> Knowledge Retrieval of `base` (one result) -> ChatOutput. */
  function retrieveGraph(base: string): Graph {
    const nodes = [makeNode(catalogue, 'ChatInput-in000'), embeddings(), makeNode(catalogue, RETRIEVE, { knowledge_base: base, top_k: 1 }), makeNode(catalogue, 'ChatOutput-out00')];
    const edges = [
      connect(nodes, 'ChatInput-in000.message', `${RETRIEVE}.search_query`),
      connect(nodes, `${EMBEDDINGS}.embeddings`, `${RETRIEVE}.embedding`),
      connect(nodes, `${RETRIEVE}.retrieve_data`, 'ChatOutput-out00.input_value'),
    ];
    return { nodes, edges };
  }

  const answerOf = (response: RunResponse) => (response.outputs[0]?.outputs[0]?.results.message as ChatMessage | undefined)?.text ?? '';

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: KEY, embeddingDimensions: 32 });
    server = await createTestServer({ database: 'sqlite', env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
    alice = await userApi(server, 'knowledge-flow-alice');
    bob = await userApi(server, 'knowledge-flow-bob');
    catalogue = await fetchCatalogue(alice);
  });
  afterAll(async () => {
    await server.close();
    await llm.close();
  });

  it('ingests split chat input into the owner’s base and finds the nearest text again', async () => {
    const ingest = await createFlow(alice, ingestGraph('manuals'));
    for (const text of ['向量数据库按相似度检索文本', '今天的天气晴朗', 'cats and dogs are pets']) {
      const ran = await alice.post(`/api/v1/run/${ingest.id}`, { input_value: text });
      expect(ran.status, ran.text).toBe(200);
    }

    const listed = await alice.get<KnowledgeBaseInfo[]>('/api/v1/knowledge_bases/');
    expect(listed.body).toMatchObject([{ name: 'manuals', embedding_provider: 'OpenAI', embedding_model: 'text-embedding-3-small', chunks: 3 }]);

    const search = await createFlow(alice, retrieveGraph('manuals'));
    const found = await alice.post<RunResponse>(`/api/v1/run/${search.id}`, { input_value: '天气怎么样' });
    expect(found.status, found.text).toBe(200);
    expect(answerOf(found.body)).toContain('今天的天气晴朗');
    expect(answerOf(found.body)).not.toContain('cats');
  });

  it('does not reach another user’s base of the same name', async () => {
    const search = await createFlow(bob, retrieveGraph('manuals'));
    const refused = await bob.post<{ detail: string }>(`/api/v1/run/${search.id}`, { input_value: '天气怎么样' });
    expect(refused.text).toContain('找不到知识库“manuals”');
    expect((await bob.get('/api/v1/knowledge_bases/')).body).toEqual([]);
  });

  it('lists the editing user’s own bases on the refresh button of the knowledge-base field, as GET knowledge_bases does', async () => {
    const refresh = (api: Api, type: 'KnowledgeIngestion' | 'KnowledgeRetrieval') => {
      const node = catalogue[type]!;
      return api.post<{ template: Record<string, TemplateField> }>('/api/v1/custom_component/update', {
        code: (node.template.code as TemplateField).value,
        template: node.template,
        field: 'knowledge_base',
        field_value: '',
      });
    };
    const listed = (await alice.get<KnowledgeBaseInfo[]>('/api/v1/knowledge_bases/')).body.map((base) => base.name);
    expect(listed).toEqual(['manuals']);
    for (const type of ['KnowledgeIngestion', 'KnowledgeRetrieval'] as const) {
      expect((await refresh(alice, type)).body.template.knowledge_base).toMatchObject({ options: listed, combobox: true, refresh_button: true });
      expect((await refresh(bob, type)).body.template.knowledge_base?.options).toEqual([]);
    }
  });
});
