// Knowledge Ingestion and Retrieval (Langflow 1.6) over in-memory stand-ins of the server's
// services, with embeddings from the local test server: rows to texts and metadata by the column
// configuration, replacing by identifier, one embedding model per base, and the coded refusals.
import { hashedEmbedding, startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cosineSimilarity, createData, createMemoryVectorStore, KnowledgeIngestion, KnowledgeRetrieval, type Data, type MemoryVectorStore } from '../src';
import { build, connect, makeNode } from './support/flows';
import { memoryKnowledgeBases } from './support/knowledge';
import { keyedNode, TEST_KEY } from './support/models';

const INGEST = 'KnowledgeIngestion-ki000';
const RETRIEVE = 'KnowledgeRetrieval-kr000';
const EMBEDDINGS = 'OpenAIEmbeddings-em000';
const ROWS = [
  createData({ text: '向量数据库按相似度检索文本', source: 'vectors.md', page: 1 }),
  createData({ text: '今天的天气晴朗', source: 'weather.md', page: null }),
  createData({ text: 'cats and dogs are pets', source: 'pets.md', page: 2 }),
];

describe('knowledge ingestion and retrieval', () => {
  let llm: LlmTestServer;
  let vectors: MemoryVectorStore;
  let knowledge: ReturnType<typeof memoryKnowledgeBases>;

  /** Emit(rows) -> component (ingestion's input, or nothing for retrieval); embeddings -> component. */
  const run = (id: typeof INGEST | typeof RETRIEVE, values: Record<string, unknown>, options: { rows?: unknown; model?: string; services?: boolean } = {}) => {
    const nodes = [
      makeNode('Emit-em000', { json: JSON.stringify(options.rows ?? []) }),
      keyedNode(EMBEDDINGS, { openai_api_base: llm.baseUrl, openai_api_key: TEST_KEY, model: options.model ?? 'text-embedding-3-small', max_retries: 0 }, 'openai_api_key'),
      makeNode(id, values),
    ];
    const edges = [connect(nodes, `${EMBEDDINGS}.embeddings`, `${id}.embedding`), ...(id === INGEST ? [connect(nodes, 'Emit-em000.value', `${INGEST}.input_df`)] : [])];
    return build(nodes, edges, { services: options.services === false ? {} : { vectorStore: vectors, knowledgeBases: knowledge } });
  };
  const stored = (name: string) => vectors.records(knowledge.bases.get(name)!.collection).map(({ text, metadata }) => [text, metadata]);

  const fresh = () => {
    vectors = createMemoryVectorStore();
    knowledge = memoryKnowledgeBases(vectors);
  };

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, embeddingDimensions: 64 });
    fresh();
  });
  afterEach(() => {
    llm.reset();
    fresh();
  });
  afterAll(() => llm.close());

  it('makes the base with the connected model and stores each row’s text with the other columns as metadata', async () => {
    const built = await run(INGEST, { knowledge_base: 'docs' }, { rows: ROWS });
    expect(built.result.status).toBe('completed');
    expect(knowledge.bases.get('docs')?.embedding).toEqual({ provider: 'OpenAI', model: 'text-embedding-3-small' });
    const id = (text: string) => (vectors.records(knowledge.bases.get('docs')!.collection).find((record) => record.text === text)?.metadata._id as string);
    expect(stored('docs')).toEqual([
      ['向量数据库按相似度检索文本', { _id: id('向量数据库按相似度检索文本'), source: 'vectors.md', page: '1' }],
      ['今天的天气晴朗', { _id: id('今天的天气晴朗'), source: 'weather.md' }],
      ['cats and dogs are pets', { _id: id('cats and dogs are pets'), source: 'pets.md', page: '2' }],
    ]);
    expect(vectors.records(knowledge.bases.get('docs')!.collection)[1]?.vector).toEqual(hashedEmbedding('今天的天气晴朗', 64));
    expect((built.values(INGEST).dataframe_output as Data).data).toMatchObject({
      kb_name: 'docs',
      rows: 3,
      stored: 3,
      column_metadata: { total_columns: 3, mapped_columns: 1, summary: { vectorized_columns: ['text'], identifier_columns: ['text'] } },
    });
  });

  it('joins the vectorized columns, replaces rows by identifier, and stores them again when duplicates are allowed', async () => {
    const columns = [
      { column_name: 'title', vectorize: 'True', identifier: false },
      { column_name: 'text', vectorize: true, identifier: false },
      { column_name: 'source', vectorize: false, identifier: true },
    ];
    await run(INGEST, { knowledge_base: 'joined', column_config: columns }, { rows: ROWS.map((row, index) => createData({ ...row.data, title: `T${index}` })) });
    expect(stored('joined').map(([text]) => text)).toEqual(['T0 向量数据库按相似度检索文本', 'T1 今天的天气晴朗', 'T2 cats and dogs are pets']);
    await run(INGEST, { knowledge_base: 'joined', column_config: columns }, { rows: [createData({ title: 'T9', text: '新的天气', source: 'weather.md' })] });
    expect(stored('joined').map(([text]) => text)).toEqual(['T0 向量数据库按相似度检索文本', 'T9 新的天气', 'T2 cats and dogs are pets']);
    await run(INGEST, { knowledge_base: 'joined', column_config: columns, allow_duplicates: true }, { rows: [createData({ title: 'T9', text: '新的天气', source: 'weather.md' })] });
    expect(stored('joined')).toHaveLength(4);
  });

  it('finds the texts most similar to the query, with or without their metadata', async () => {
    await run(INGEST, { knowledge_base: 'docs' }, { rows: ROWS });
    const found = await run(RETRIEVE, { knowledge_base: 'docs', search_query: '怎样检索向量数据库', top_k: 2 });
    const rows = found.values(RETRIEVE).retrieve_data as Data[];
    expect(rows.map((row) => row.data.source)).toEqual(['vectors.md', 'weather.md']);
    expect(rows[0]?.data).toMatchObject({
      content: '向量数据库按相似度检索文本',
      page: '1',
      _score: cosineSimilarity(hashedEmbedding('怎样检索向量数据库', 64), hashedEmbedding('向量数据库按相似度检索文本', 64)),
    });
    const bare = await run(RETRIEVE, { knowledge_base: 'docs', search_query: 'pets', top_k: 1, include_metadata: false });
    expect(Object.keys((bare.values(RETRIEVE).retrieve_data as Data[])[0]!.data).sort()).toEqual(['_score', 'content']);
    const first = await run(RETRIEVE, { knowledge_base: 'docs', top_k: 2 });
    expect((first.values(RETRIEVE).retrieve_data as Data[]).map((row) => row.data.content)).toEqual(['向量数据库按相似度检索文本', '今天的天气晴朗']);
  });

  it('refuses another embedding model, an unknown base, bad names and columns, and a server without the service', async () => {
    await run(INGEST, { knowledge_base: 'docs' }, { rows: ROWS });
    expect((await run(RETRIEVE, { knowledge_base: 'docs', search_query: 'x' }, { model: 'text-embedding-3-large' })).error(RETRIEVE)).toContain(
      '知识库“docs”是用嵌入模型 OpenAI text-embedding-3-small 入库的，而连接的是 OpenAI text-embedding-3-large',
    );
    expect((await run(INGEST, { knowledge_base: 'docs' }, { rows: ROWS, model: 'text-embedding-3-large' })).error(INGEST)).toContain('请连接同一个嵌入模型');
    expect((await run(RETRIEVE, { knowledge_base: 'nothing' })).error(RETRIEVE)).toContain('找不到知识库“nothing”');
    expect((await run(INGEST, { knowledge_base: '-bad name' }, { rows: ROWS })).error(INGEST)).toContain('知识库名称“-bad name”无效');
    expect((await run(INGEST, { knowledge_base: '手册' }, { rows: ROWS })).result.status).toBe('completed');
    const missing = await run(INGEST, { knowledge_base: 'docs', column_config: [{ column_name: 'body', vectorize: true, identifier: false }] }, { rows: ROWS });
    expect(missing.error(INGEST)).toContain('输入中没有“body”列。现有的列：text, source, page。');
    expect((await run(INGEST, { knowledge_base: 'docs', column_config: [{ column_name: 'text', vectorize: false, identifier: true }] }, { rows: ROWS })).error(INGEST)).toContain(
      '至少要有一列开启“向量化”',
    );
    expect((await run(RETRIEVE, { knowledge_base: 'docs' }, { services: false })).error(RETRIEVE)).toContain('知识库需要服务器提供的知识库服务');
  });

  it('offers the owner’s bases in the knowledge-base dropdown when it is refreshed, typing a new name for ingestion', async () => {
    await run(INGEST, { knowledge_base: 'docs' }, { rows: ROWS });
    await run(INGEST, { knowledge_base: '手册' }, { rows: ROWS });
    for (const component of [KnowledgeIngestion, KnowledgeRetrieval]) {
      const template = makeNode(component === KnowledgeIngestion ? INGEST : RETRIEVE, { knowledge_base: 'kept' }).data.node.template;
      expect(template.knowledge_base).toMatchObject({ options: [], combobox: true, refresh_button: true, value: 'kept' });
      const refreshed = await component.updateTemplate!({ template, outputs: [], field: 'knowledge_base', value: 'kept', services: { knowledgeBases: knowledge } });
      expect(refreshed.template?.knowledge_base).toMatchObject({ options: ['docs', '手册'], value: 'kept' });
      // Without the user's services (sandboxed code) there is nothing to list.
      expect(await component.updateTemplate!({ template, outputs: [], field: 'knowledge_base', value: 'kept' })).toEqual({});
    }
  });
});
