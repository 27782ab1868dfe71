// The database vector store: the service on SQLite and PostgreSQL (replacing by id, ranking,
// clearing, batches, per-owner isolation, refusing another dimension), and flows that ingest and
// search through the real run API with embeddings from the local test server.
import type { RunResponse, VectorRecord } from '@app/engine';
import type { ChatMessage, TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createVectorStores, type VectorStores } from '../src/vectors/vectorStores';
import { userApi, type Api } from './support/api';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const KEY = 'sk-server-vectors-test';
const STORE = 'DatabaseVectorStore-vs000';
const EMBEDDINGS = 'OpenAIEmbeddings-em000';

const record = (id: string, text: string, vector: number[], metadata: Record<string, unknown> = {}): VectorRecord => ({ id, text, vector, metadata });

describe.each(await databasesUnderTest())('vector store on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let stores: VectorStores;
  let alice: Api;
  let bob: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: KEY, embeddingDimensions: 128 });
    // Provider calls go through the guarded fetch, which lets components reach this machine only when allowed.
    server = await createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
    stores = createVectorStores(server.app.database.db, () => new Date());
    alice = await userApi(server, 'vector-alice');
    bob = await userApi(server, 'vector-bob');
    catalogue = await fetchCatalogue(alice);
  });
  afterAll(async () => {
    await server.close();
    await llm.close();
  });

  describe('the service', () => {
    it('ranks a collection by cosine similarity and replaces records with the same id', async () => {
      const store = stores.forOwner(alice.userId);
      await store.upsert('ranked', [record('a', 'east', [1, 0], { page: 1 }), record('b', 'north-east', [0.6, 0.8]), record('c', 'north', [0, 1])]);
      const found = await store.search('ranked', [0, 1], 2);
      expect(found.map((match) => [match.id, match.text, Number(match.score.toFixed(4))])).toEqual([
        ['c', 'north', 1],
        ['b', 'north-east', 0.8],
      ]);
      await store.upsert('ranked', [record('a', 'east, again', [0, 1], { page: 2, tags: ['x'] })]);
      const again = await store.search('ranked', [0, 1], 10);
      expect(again).toHaveLength(3);
      expect(again.find((match) => match.id === 'a')).toMatchObject({ text: 'east, again', metadata: { page: 2, tags: ['x'] }, score: 1 });
    });

    it('keeps float32 precision and writes large ingests in batches', async () => {
      const store = stores.forOwner(alice.userId);
      // A direction of its own for every record.
      const direction = (index: number) => [Math.cos(index / 100), Math.sin(index / 100), 0.1];
      await store.upsert('many', Array.from({ length: 450 }, (_, index) => record(`r${index}`, `text ${index}`, direction(index))));
      const [best] = await store.search('many', direction(321), 1);
      expect(best?.id).toBe('r321');
      expect(best?.score).toBeCloseTo(1, 6);
      expect((await store.search('many', [1, 0, 0], 1000)).length).toBe(450);
    });

    it('keeps each owner’s collections apart and clears one collection', async () => {
      await stores.forOwner(alice.userId).upsert('shared-name', [record('1', 'alice only', [1, 0])]);
      expect(await stores.forOwner(bob.userId).search('shared-name', [1, 0], 5)).toEqual([]);
      await stores.forOwner(bob.userId).clear('shared-name');
      expect(await stores.forOwner(alice.userId).search('shared-name', [1, 0], 5)).toHaveLength(1);
      await stores.forOwner(alice.userId).clear('shared-name');
      expect(await stores.forOwner(alice.userId).search('shared-name', [1, 0], 5)).toEqual([]);
    });

    it('refuses a query vector of another dimension', async () => {
      const store = stores.forOwner(alice.userId);
      await store.upsert('dims', [record('1', 'three', [1, 0, 0])]);
      await expect(store.search('dims', [1, 0], 1)).rejects.toThrow('集合“dims”中的向量是 3 维，而查询向量是 2 维');
    });
  });

  describe('through flows', () => {
    /** ChatInput -> store (ingest or search), embeddings from the test server -> store; results -> ChatOutput. */
    function storeGraph(role: 'ingest' | 'search', collection: string): Graph {
      const nodes = [
        makeNode(catalogue, 'ChatInput-in000'),
        makeNode(catalogue, EMBEDDINGS, { openai_api_base: llm.baseUrl, openai_api_key: KEY, model: 'text-embedding-3-small' }),
        makeNode(catalogue, STORE, { collection_name: collection, number_of_results: 1 }),
        makeNode(catalogue, 'ChatOutput-out00'),
      ];
      (nodes[1]!.data.node.template.openai_api_key as TemplateField).load_from_db = false;
      const edges = [
        connect(nodes, 'ChatInput-in000.message', role === 'ingest' ? `${STORE}.ingest_data` : `${STORE}.search_query`),
        connect(nodes, `${EMBEDDINGS}.embeddings`, `${STORE}.embedding`),
        connect(nodes, `${STORE}.search_results`, 'ChatOutput-out00.input_value'),
      ];
      return { nodes, edges };
    }

    const answerOf = (response: RunResponse) => (response.outputs[0]?.outputs[0]?.results.message as ChatMessage | undefined)?.text;

    it('ingests texts run by run and finds the nearest one, for the flow owner only', async () => {
      const ingest = await createFlow(alice, storeGraph('ingest', 'kb'));
      for (const text of ['向量数据库按相似度检索文本', '今天的天气晴朗', 'cats and dogs are pets']) {
        expect((await alice.post(`/api/v1/run/${ingest.id}`, { input_value: text })).status).toBe(200);
      }
      const rows = await server.app.database.db.selectFrom('vectors').select(['user_id', 'dimensions']).where('collection', '=', 'kb').execute();
      expect(rows.map((row) => [row.user_id, Number(row.dimensions)])).toEqual(Array(3).fill([alice.userId, 128]));

      const search = await createFlow(alice, storeGraph('search', 'kb'));
      const found = await alice.post<RunResponse>(`/api/v1/run/${search.id}`, { input_value: '天气怎么样' });
      expect(answerOf(found.body)).toBe('今天的天气晴朗');

      const bobsSearch = await createFlow(bob, storeGraph('search', 'kb'));
      const nothing = await bob.post<RunResponse>(`/api/v1/run/${bobsSearch.id}`, { input_value: '天气怎么样' });
      expect(nothing.status).toBe(200);
      expect(answerOf(nothing.body)).toBe('');
    });
  });
});
