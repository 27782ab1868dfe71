// Astra DB Graph against the local Data API stand-in: documents stored with their links as
// LangChain's AstraDBGraphVectorStore stores them, and each search type — similarity (with a score
// threshold, with a metadata filter), MMR, graph traversal following outgoing links to the
// documents listing them as incoming, and MMR graph traversal.
import { hashedEmbedding, startAstraTestServer, startLlmTestServer, type AstraTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cosineSimilarity, createData, type Data } from '../src';
import { reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';
import { networkFetch } from './support/services';

const STORE = 'AstraDBGraph-ag000';
const EMBEDDINGS = 'OpenAIEmbeddings-em000';
const TOKEN = 'AstraCS:test-token';
const link = (direction: 'in' | 'out', tag: string) => ({ kind: 'hyperlink', direction, tag });
const PAGES = [
  createData({ text: 'recursive functions in haskell', source: 'https://s.test/a', links: [link('out', 'https://s.test/b'), link('in', 'https://s.test/a')] }),
  createData({ text: 'folds explained with pictures', source: 'https://s.test/b', links: [link('in', 'https://s.test/b')] }),
  createData({ text: 'sunny weather report', source: 'https://s.test/c', links: [link('in', 'https://s.test/c')] }),
];

describe('Astra DB Graph vector store', () => {
  let llm: LlmTestServer;
  let astra: AstraTestServer;

  const run = async (store: Record<string, unknown>, docs: Data[] = []) => {
    const nodes = [
      makeNode('Emit-em000', { json: JSON.stringify(docs) }),
      keyedNode(EMBEDDINGS, { openai_api_base: llm.baseUrl, openai_api_key: TEST_KEY, model: 'text-embedding-3-small', max_retries: 0 }, 'openai_api_key'),
      keyedNode(STORE, { token: TOKEN, api_endpoint: astra.endpoint, collection_name: 'pages', ...store }, 'token'),
    ];
    const edges = [connect(nodes, 'Emit-em000.value', `${STORE}.ingest_data`), connect(nodes, `${EMBEDDINGS}.embeddings`, `${STORE}.embedding_model`)];
    const built = await build(nodes, edges, { services: { fetch: networkFetch() } });
    const found = built.values(STORE).search_results as Data[] | undefined;
    return { error: reasonOf(built.error(STORE)), found: found?.map((item) => item.data.source), data: found };
  };
  const search = (search_type: string, extra: Record<string, unknown> = {}) => run({ search_query: 'recursive haskell', number_of_results: 1, search_type, ...extra });

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, embeddingDimensions: 64 });
  });
  beforeEach(async () => {
    astra = await startAstraTestServer({ token: TOKEN });
    expect((await run({}, PAGES)).error).toBeUndefined();
  });
  afterEach(async () => {
    llm.reset();
    await astra.close();
  });
  afterAll(() => llm.close());

  it('stores the links as JSON text and the incoming ones as an indexed list, and returns results without them', async () => {
    expect(astra.documents('default_keyspace', 'pages').map((document) => document.metadata)).toEqual([
      { source: 'https://s.test/a', links: JSON.stringify(PAGES[0]!.data.links), incoming_links: ['link:hyperlink:https://s.test/a'] },
      { source: 'https://s.test/b', links: JSON.stringify(PAGES[1]!.data.links), incoming_links: ['link:hyperlink:https://s.test/b'] },
      { source: 'https://s.test/c', links: JSON.stringify(PAGES[2]!.data.links), incoming_links: ['link:hyperlink:https://s.test/c'] },
    ]);
    const similar = await search('Similarity');
    expect(similar.error).toBeUndefined();
    expect(similar.data).toEqual([createData({ source: 'https://s.test/a', text: 'recursive functions in haskell' })]);
  });

  it('follows the outgoing links of the nearest documents in a graph traversal', async () => {
    const traversal = await search('Graph Traversal');
    expect(traversal.error).toBeUndefined();
    expect(traversal.found).toEqual(['https://s.test/a', 'https://s.test/b']);
    expect(astra.commands.at(-1)?.body).toMatchObject({ find: { filter: { 'metadata.incoming_links': 'link:hyperlink:https://s.test/b' }, projection: { $vector: 1 } } });
  });

  it('picks relevant and diverse documents by MMR, following links in an MMR traversal', async () => {
    const mmr = await run({ search_query: 'recursive haskell', number_of_results: 2, search_type: 'MMR (Max Marginal Relevance)' });
    expect(mmr.error).toBeUndefined();
    expect(mmr.found).toHaveLength(2);
    expect(mmr.found?.[0]).toBe('https://s.test/a');
    expect(astra.commands.at(-1)?.body).toMatchObject({ find: { options: { limit: 20 } } });

    const traversal = await run({ search_query: 'recursive haskell', number_of_results: 1, search_type: 'MMR (Max Marginal Relevance) Graph Traversal' });
    expect(traversal.found).toEqual(['https://s.test/a']);
    const finds = astra.commands.slice(-2).map((command) => command.body.find);
    expect(finds).toMatchObject([{ options: { limit: 100 } }, { filter: { 'metadata.incoming_links': 'link:hyperlink:https://s.test/b' }, options: { limit: 10 } }]);
  });

  it('keeps only scores at the threshold, and only documents the filter matches', async () => {
    const query = hashedEmbedding('recursive haskell', 64);
    const best = (1 + cosineSimilarity(query, hashedEmbedding('recursive functions in haskell', 64))) / 2;
    expect((await search('Similarity with score threshold', { number_of_results: 3, search_score_threshold: best })).found).toEqual(['https://s.test/a']);
    expect((await search('Similarity with score threshold', { number_of_results: 3, search_score_threshold: 1.01 })).found).toEqual([]);
    expect((await search('Similarity', { search_filter: { source: 'https://s.test/c' } })).found).toEqual(['https://s.test/c']);
  });

  it('clears the collection first when asked, and fails naming Astra DB without a token', async () => {
    await run({ clear_collection: true }, [PAGES[2]!]);
    expect(astra.documents('default_keyspace', 'pages').map((document) => document.content)).toEqual(['sunny weather report']);
    expect((await run({ token: '' })).error).toContain('Astra DB');
    const alone = await build([keyedNode(STORE, { token: TOKEN, api_endpoint: astra.endpoint, collection_name: 'pages', search_query: 'haskell' }, 'token')], [], { services: { fetch: networkFetch() } });
    expect(reasonOf(alone.error(STORE))).toContain('嵌入模型');
  });
});
