// The Astra DB vector store against a local stand-in for the Data API: documents as Langflow
// writes them, the collection created with the vectors' dimension, ingesting again replacing,
// search by vector with Astra's similarity, collections with their own embedding provider
// ($vectorize), hybrid search with findAndRerank, and failures naming Astra DB.
import { hashedEmbedding, startAstraTestServer, startLlmTestServer, type AstraTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboundFetch } from '@app/engine';
import { componentMessages, cosineSimilarity, createData, type Data, type RetrieverValue } from '../src';
import { reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';
import { closedPort, keyedNode, TEST_KEY } from './support/models';
import { networkFetch } from './support/services';

const STORE = 'AstraDB-as000';
const EMBEDDINGS = 'OpenAIEmbeddings-em000';
const TOKEN = 'AstraCS:test-token';
const DOCS = [
  createData({ text: '向量数据库按相似度检索文本', source: 'vectors.md' }),
  createData({ text: '今天的天气晴朗', source: 'weather.md' }),
  createData({ text: 'cats and dogs are pets', source: 'pets.md', page: 2 }),
];

describe('Astra DB vector store', () => {
  let llm: LlmTestServer;
  let astra: AstraTestServer;

  /** Emit(docs) -> store.ingest_data, embeddings -> store.embedding_model. */
  const run = async (store: Record<string, unknown>, docs: Data[] = []) => {
    const nodes = [
      makeNode('Emit-em000', { json: JSON.stringify(docs) }),
      keyedNode(EMBEDDINGS, { openai_api_base: llm.baseUrl, openai_api_key: TEST_KEY, model: 'text-embedding-3-small', max_retries: 0 }, 'openai_api_key'),
      keyedNode(STORE, { token: TOKEN, api_endpoint: astra.endpoint, collection_name: 'kb', ...store }, 'token'),
    ];
    const edges = [connect(nodes, 'Emit-em000.value', `${STORE}.ingest_data`), connect(nodes, `${EMBEDDINGS}.embeddings`, `${STORE}.embedding_model`)];
    const built = await build(nodes, edges, { services: { fetch: networkFetch() } });
    return { built, values: built.values(STORE), error: reasonOf(built.error(STORE)) };
  };

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, embeddingDimensions: 64 });
  });
  beforeEach(async () => {
    astra = await startAstraTestServer({ token: TOKEN });
  });
  afterEach(async () => {
    llm.reset();
    await astra.close();
  });
  afterAll(() => llm.close());

  it('creates the collection, stores documents as Langflow does and finds the most similar first', async () => {
    const ingested = await run({}, DOCS);
    expect(ingested.error).toBeUndefined();
    expect(astra.commands.find((command) => command.name === 'createCollection')).toEqual({
      path: 'default_keyspace',
      name: 'createCollection',
      body: { createCollection: { name: 'kb', options: { vector: { dimension: 64, metric: 'cosine' } } } },
    });
    expect(astra.documents('default_keyspace', 'kb').map(({ _id, ...document }) => document)).toEqual([
      { content: '向量数据库按相似度检索文本', metadata: { source: 'vectors.md' }, $vector: hashedEmbedding('向量数据库按相似度检索文本', 64) },
      { content: '今天的天气晴朗', metadata: { source: 'weather.md' }, $vector: hashedEmbedding('今天的天气晴朗', 64) },
      { content: 'cats and dogs are pets', metadata: { source: 'pets.md', page: 2 }, $vector: hashedEmbedding('cats and dogs are pets', 64) },
    ]);
    expect(ingested.values.search_results).toEqual([]);

    const searched = await run({ search_query: '怎样检索向量数据库', number_of_results: 2 });
    const found = searched.values.search_results as Data[];
    expect(found.map((item) => item.data.source)).toEqual(['vectors.md', 'weather.md']);
    const cos = cosineSimilarity(hashedEmbedding('怎样检索向量数据库', 64), hashedEmbedding('向量数据库按相似度检索文本', 64));
    expect(found[0]).toEqual(createData({ source: 'vectors.md', text: '向量数据库按相似度检索文本', score: (1 + cos) / 2 }));
    expect(searched.values.dataframe).toEqual(found);
    expect(astra.commands.at(-1)?.body).toMatchObject({ find: { options: { limit: 2, includeSimilarity: true } } });
  });

  it('replaces what is ingested again, clears on request, in the keyspace and with the metric set', async () => {
    const settings = { keyspace: 'docs_space', metric: 'dot_product' };
    await run(settings, DOCS);
    expect(astra.commands.find((command) => command.name === 'createCollection')?.body).toEqual({ createCollection: { name: 'kb', options: { vector: { dimension: 64, metric: 'dot_product' } } } });
    expect((await run(settings, [...DOCS, DOCS[0]!])).error).toBeUndefined();
    expect(astra.documents('docs_space', 'kb')).toHaveLength(3);
    await run({ ...settings, clear_collection: true }, [createData({ text: 'only this' })]);
    expect(astra.documents('docs_space', 'kb').map((document) => document.content)).toEqual(['only this']);
    // Clearing a collection not created yet is nothing to do, not Astra's COLLECTION_NOT_EXIST.
    expect((await run({ collection_name: 'fresh', clear_collection: true }, [createData({ text: 'first' })])).error).toBeUndefined();
  });

  it('leaves the vectors to a collection with its own embedding provider, storing and searching by $vectorize without an embedding model', async () => {
    astra.createCollection('default_keyspace', 'vz', { vector: { dimension: 32, metric: 'cosine', service: { provider: 'nvidia', modelName: 'NV-Embed-QA' } } });
    const nodes = [makeNode('Emit-em000', { json: JSON.stringify(DOCS) }), keyedNode(STORE, { token: TOKEN, api_endpoint: astra.endpoint, collection_name: 'vz', search_query: 'dogs and cats', number_of_results: 1 }, 'token')];
    const built = await build(nodes, [connect(nodes, 'Emit-em000.value', `${STORE}.ingest_data`)], { services: { fetch: networkFetch() } });
    expect(reasonOf(built.error(STORE))).toBeUndefined();
    expect(astra.documents('default_keyspace', 'vz').map(({ _id, $vector: _vector, ...document }) => document)).toEqual(DOCS.map(({ data: { text, ...metadata } }) => ({ $vectorize: text, metadata })));
    const found = built.values(STORE).search_results as Data[];
    const cos = cosineSimilarity(hashedEmbedding('dogs and cats', 32), hashedEmbedding('cats and dogs are pets', 32));
    expect(found).toEqual([createData({ source: 'pets.md', page: 2, text: 'cats and dogs are pets', score: (1 + cos) / 2 })]);
    expect(astra.commands.at(-1)?.body).toMatchObject({ find: { sort: { $vectorize: 'dogs and cats' }, projection: { $vectorize: 1, metadata: 1 } } });
    expect(llm.requests).toEqual([]);
  });

  it('searches a hybrid collection with findAndRerank by vector and lexical terms, scored by the reranker, and by vector without hybrid search', async () => {
    const settings = { vector: { dimension: 32, service: { provider: 'nvidia', modelName: 'NV-Embed-QA' } }, lexical: { enabled: true }, rerank: { enabled: true } };
    astra.createCollection('default_keyspace', 'hy', settings);
    const hybrid = { collection_name: 'hy', search_method: 'Hybrid Search', search_query: '宠物', lexical_terms: 'pets', number_of_results: 1 };
    const nodes = [makeNode('Emit-em000', { json: JSON.stringify(DOCS) }), keyedNode(STORE, { token: TOKEN, api_endpoint: astra.endpoint, ...hybrid }, 'token')];
    const built = await build(nodes, [connect(nodes, 'Emit-em000.value', `${STORE}.ingest_data`)], { services: { fetch: networkFetch() } });
    expect(reasonOf(built.error(STORE))).toBeUndefined();
    expect(astra.documents('default_keyspace', 'hy').map((document) => document.$lexical)).toEqual(DOCS.map((doc) => doc.data.text));
    expect(astra.commands.at(-1)?.body).toEqual({
      findAndRerank: { sort: { $hybrid: { $vectorize: '宠物', $lexical: 'pets' } }, projection: { $vectorize: 1, metadata: 1 }, options: { limit: 1, includeScores: true } },
    });
    const found = built.values(STORE).search_results as Data[];
    expect(found.map((item) => item.data.source)).toEqual(['pets.md']);
    expect(found[0]?.data.score).toBe(cosineSimilarity(hashedEmbedding('宠物', 32), hashedEmbedding('cats and dogs are pets', 32)));

    // With an embedding model, the vector half is the query's vector and the reranker reads `content`.
    astra.createCollection('default_keyspace', 'hv', { vector: { dimension: 64 }, lexical: { enabled: true }, rerank: { enabled: true } });
    const withModel = await run({ collection_name: 'hv', search_method: 'Hybrid Search', search_query: 'cats' }, DOCS);
    expect(withModel.error).toBeUndefined();
    expect(astra.commands.at(-1)?.body).toMatchObject({ findAndRerank: { sort: { $hybrid: { $vector: hashedEmbedding('cats', 64), $lexical: 'cats' } }, options: { rerankOn: 'content', rerankQuery: 'cats' } } });
    expect((await run({ collection_name: 'hv', search_query: 'cats' })).error).toBeUndefined();
    expect(astra.commands.at(-1)?.name).toBe('find');
  });

  it('finds the endpoint of the database named through the DevOps API when no endpoint is set, as Langflow 1.6 does', async () => {
    const id = '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
    const devops = await startAstraTestServer({ token: TOKEN, databases: [{ id: 'other-db', name: 'other', region: 'eu-west-1' }, { id, name: 'support', region: 'us-east-2' }] });
    const endpoint = `https://${id}-us-east-2.apps.astra.datastax.com`;
    const urls: string[] = [];
    const local = networkFetch();
    // Astra's real host answered by the stand-in: the test sees which address the component chose.
    const fetch: OutboundFetch = (url, init) => (urls.push(url), local(url.replace(endpoint, devops.endpoint), init));
    const byName = async (database_name: string) => {
      const nodes = [
        makeNode('Emit-em000', { json: JSON.stringify(DOCS) }),
        keyedNode(STORE, { token: TOKEN, api_endpoint: '', database_name, devops_url: devops.endpoint, collection_name: 'kb', search_query: 'cats', number_of_results: 1 }, 'token'),
      ];
      const built = await build(nodes, [connect(nodes, 'Emit-em000.value', `${STORE}.ingest_data`)], { services: { fetch } });
      return reasonOf(built.error(STORE));
    };
    try {
      devops.createCollection('default_keyspace', 'kb', { vector: { dimension: 16, service: { provider: 'nvidia', modelName: 'NV-Embed-QA' } } });
      expect(await byName('support')).toBeUndefined();
      expect(urls[0]).toBe(`${devops.endpoint}/v2/databases?include=nonterminated&provider=ALL&limit=100`);
      expect(local.requests[0]?.init.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
      expect(new Set(urls.slice(1).map((url) => url.replace(/\/api\/json\/v1\/.*$/, '')))).toEqual(new Set([endpoint]));
      expect(devops.documents('default_keyspace', 'kb')).toHaveLength(3);
      expect(await byName('missing')).toBe(componentMessages.ASTRA_DATABASE_NOT_FOUND({ name: 'missing' }));
    } finally {
      await devops.close();
    }
  });

  it('outputs a retriever that searches the collection with a query of its own', async () => {
    const { values } = await run({ number_of_results: 1 }, DOCS);
    const found = await (values.retriever as RetrieverValue).retrieve('dogs and cats', new AbortController().signal);
    expect(found.map((item) => item.data.source)).toEqual(['pets.md']);
  });

  it('names Astra DB in its failures: no token, a refused token, Astra errors, no connection, bad names and endpoints', async () => {
    expect((await run({ token: '' }, DOCS)).error).toBe(componentMessages.ASTRA_TOKEN_MISSING());
    expect((await run({ token: 'AstraCS:wrong' }, DOCS)).error).toBe(componentMessages.ASTRA_REFUSED({ status: 401, detail: 'UNAUTHENTICATED_REQUEST: Role unauthorized for operation' }));
    expect((await run({ collection_name: 'missing', search_query: 'cats' })).error).toBe(componentMessages.ASTRA_REFUSED({ status: 200, detail: 'COLLECTION_NOT_EXIST: Collection does not exist' }));
    const port = await closedPort();
    const unreachable = await run({ api_endpoint: `http://127.0.0.1:${port}` }, DOCS);
    expect(unreachable.error).toContain(`Astra DB 无法连接 http://127.0.0.1:${port}/api/json/v1/default_keyspace：`);
    expect((await run({ collection_name: 'my-docs' }, DOCS)).error).toBe(componentMessages.ASTRA_NAME_INVALID({ name: 'my-docs' }));
    expect((await run({ api_endpoint: 'ftp://astra.example' }, DOCS)).error).toBe(componentMessages.ASTRA_ENDPOINT_INVALID({ url: 'ftp://astra.example' }));
    const nodes = [makeNode('Emit-em000', { json: JSON.stringify(DOCS) }), keyedNode(STORE, { token: TOKEN, api_endpoint: astra.endpoint, collection_name: 'kb' }, 'token')];
    const withoutModel = await build(nodes, [connect(nodes, 'Emit-em000.value', `${STORE}.ingest_data`)], { services: { fetch: networkFetch() } });
    expect(reasonOf(withoutModel.error(STORE))).toBe(componentMessages.ASTRA_VECTORIZE_UNAVAILABLE({ collection: 'kb' }));
  });
});
