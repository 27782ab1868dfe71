// Embeddings and the database vector store over the in-memory implementation of the service:
// ingesting Data with metadata, searching by cosine similarity, batching, errors and the retriever.
import type { VectorStore } from '@app/engine';
import { hashedEmbedding, startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cosineSimilarity, createData, createMemoryVectorStore, rankBySimilarity, type Data, type MemoryVectorStore, type RetrieverValue } from '../src';
import { build, connect, makeNode } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';

const STORE = 'DatabaseVectorStore-vs000';
const EMBEDDINGS = 'OpenAIEmbeddings-em000';
const DOCS = [
  createData({ text: '向量数据库按相似度检索文本', source: 'vectors.md' }),
  createData({ text: '今天的天气晴朗', source: 'weather.md' }),
  createData({ text: 'cats and dogs are pets', source: 'pets.md', page: 2 }),
];

describe('embeddings and the database vector store', () => {
  let llm: LlmTestServer;
  let vectors: MemoryVectorStore = createMemoryVectorStore();

  /** Emit(docs) -> store.ingest_data, embeddings -> store.embedding. */
  const run = (store: Record<string, unknown>, options: { docs?: Data[]; embeddings?: Record<string, unknown>; vectorStore?: VectorStore | null } = {}) => {
    const nodes = [
      makeNode('Emit-em000', { json: JSON.stringify(options.docs ?? []) }),
      keyedNode(EMBEDDINGS, { openai_api_base: llm.baseUrl, openai_api_key: TEST_KEY, model: 'text-embedding-3-small', max_retries: 0, ...options.embeddings }, 'openai_api_key'),
      makeNode(STORE, store),
    ];
    const edges = [connect(nodes, 'Emit-em000.value', `${STORE}.ingest_data`), connect(nodes, `${EMBEDDINGS}.embeddings`, `${STORE}.embedding`)];
    const services = options.vectorStore === null ? {} : { vectorStore: options.vectorStore ?? vectors };
    return build(nodes, edges, { services });
  };
  const results = (built: Awaited<ReturnType<typeof run>>) => built.values(STORE).search_results as Data[];

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, embeddingDimensions: 128 });
  });
  afterEach(() => {
    llm.reset();
    vectors = createMemoryVectorStore();
  });
  afterAll(() => llm.close());

  it('ingests texts with their metadata and finds the most similar ones first', async () => {
    const ingested = await run({ collection_name: 'kb' }, { docs: DOCS });
    expect(ingested.result.status).toBe('completed');
    expect(vectors.records('kb').map((record) => [record.text, record.metadata])).toEqual([
      ['向量数据库按相似度检索文本', { source: 'vectors.md' }],
      ['今天的天气晴朗', { source: 'weather.md' }],
      ['cats and dogs are pets', { source: 'pets.md', page: 2 }],
    ]);
    expect(vectors.records('kb')[0]?.vector).toEqual(hashedEmbedding('向量数据库按相似度检索文本', 128));
    expect(results(ingested)).toEqual([]);

    const searched = await run({ collection_name: 'kb', search_query: '怎样检索向量数据库', number_of_results: 2 });
    const found = results(searched);
    expect(found.map((item) => item.data.source)).toEqual(['vectors.md', 'weather.md']);
    expect(found[0]).toEqual(
      createData({ source: 'vectors.md', text: '向量数据库按相似度检索文本', score: cosineSimilarity(hashedEmbedding('怎样检索向量数据库', 128), hashedEmbedding(DOCS[0]!.data.text as string, 128)) }),
    );
    expect(found[0]!.data.score as number).toBeGreaterThan(found[1]!.data.score as number);
  });

  it('replaces instead of duplicating what is ingested again, and clears on request', async () => {
    await run({ collection_name: 'kb' }, { docs: DOCS });
    await run({ collection_name: 'kb' }, { docs: [...DOCS, DOCS[0]!] });
    expect(vectors.records('kb')).toHaveLength(3);
    await run({ collection_name: 'kb', clear_collection: true }, { docs: [createData({ text: 'only this' })] });
    expect(vectors.records('kb').map((record) => record.text)).toEqual(['only this']);
  });

  it('keeps collections apart', async () => {
    await run({ collection_name: 'a' }, { docs: [DOCS[0]!] });
    await run({ collection_name: 'b' }, { docs: [DOCS[1]!] });
    const fromB = await run({ collection_name: 'b', search_query: '向量数据库' });
    expect(results(fromB).map((item) => item.data.source)).toEqual(['weather.md']);
  });

  it('embeds in batches of the batch size, asking for the chosen dimensions', async () => {
    const docs = ['one', 'two', 'three', 'four', 'five'].map((text) => createData({ text }));
    await run({ collection_name: 'kb' }, { docs, embeddings: { chunk_size: 2, dimensions: 8 } });
    const embedCalls = llm.requests.filter((request) => request.path === '/v1/embeddings');
    expect(embedCalls.map((request) => (request.body as { input: string[] }).input)).toEqual([['one', 'two'], ['three', 'four'], ['five']]);
    expect(embedCalls[0]?.body).toMatchObject({ dimensions: 8 });
    expect(vectors.records('kb')[0]?.vector).toHaveLength(8);
  });

  it('refuses to compare vectors of different lengths', async () => {
    await run({ collection_name: 'kb' }, { docs: DOCS, embeddings: { dimensions: 16 } });
    const searched = await run({ collection_name: 'kb', search_query: 'cats' }, { embeddings: { dimensions: 32 } });
    expect(searched.error(STORE)).toContain('集合“kb”中的向量是 16 维，而查询向量是 32 维：检索时请使用入库时的同一个嵌入模型。');
  });

  it('shows the embedding service’s errors on the vector store, readably', async () => {
    const refused = await run({ collection_name: 'kb' }, { docs: DOCS, embeddings: { openai_api_key: 'sk-wrong-1234' } });
    expect(refused.error(STORE)).toContain('模型服务拒绝了 API 密钥（401）：Incorrect API key provided: sk-****1234.');
    expect(vectors.records('kb')).toEqual([]);
  });

  it('refuses to run without the server’s vector service or a collection name', async () => {
    expect((await run({ collection_name: 'kb' }, { vectorStore: null })).error(STORE)).toContain('向量存储需要服务器提供的向量库服务');
    expect((await run({ collection_name: '   ' })).error(STORE)).toContain('集合名称不能为空');
    expect((await run({ collection_name: 'x'.repeat(101) })).error(STORE)).toContain('不能超过 100 个字符');
  });

  it('outputs a retriever that searches with a query of its own', async () => {
    const built = await run({ collection_name: 'kb', number_of_results: 1 }, { docs: DOCS });
    const retriever = built.values(STORE).retriever as RetrieverValue;
    expect(retriever.toJSON()).toEqual({ collection: 'kb', k: 1 });
    const found = await retriever.retrieve('dogs and cats', new AbortController().signal);
    expect(found.map((item) => item.data.source)).toEqual(['pets.md']);
  });

  it('ranks by cosine similarity, best first and at most k', () => {
    const records = [
      { id: 'a', text: 'a', metadata: {}, vector: [1, 0] },
      { id: 'b', text: 'b', metadata: {}, vector: [0.6, 0.8] },
      { id: 'c', text: 'c', metadata: {}, vector: [0, 0] },
    ];
    expect(rankBySimilarity('x', records, [0, 1], 2).map((match) => [match.id, Number(match.score.toFixed(2))])).toEqual([
      ['b', 0.8],
      ['a', 0],
    ]);
    expect(cosineSimilarity([1, 1], [2, 2])).toBeCloseTo(1, 12);
  });
});
