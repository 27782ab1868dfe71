// Langflow 1.6's Hybrid Search RAG runs on this server: its Astra DB node, with no embedding model,
// searches a collection that has its own embedding provider (Astra's vectorize), lexical indexing
// and a reranker, by the question and the keywords Structured Output pulls from it, against a local
// stand-in for Astra's Data API and the local OpenAI-protocol server for the models.
import type { FlowRecord, GenericNode, TemplateField } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { startAstraTestServer, type AstraTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLangflowTestBed } from './support/langflowTestBed';

const KEY = 'sk-langflow-hybrid-2b7e';
const TOKEN = 'AstraCS:hybrid-search-rag-91c4';
const SUPPORT = ['Refunds are accepted within 14 days of delivery.', 'Accounts lock for 15 minutes after five wrong passwords.', 'Orders ship within 48 hours.'];

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);

describe('Langflow 1.6 Hybrid Search RAG on Astra DB', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-hybrid');
  let astra: AstraTestServer;

  beforeAll(async () => {
    astra = await startAstraTestServer({ token: TOKEN });
    expect((await bed.dev.post('/api/v1/variables/', { name: 'ASTRA_DB_APPLICATION_TOKEN', value: TOKEN, type: 'Credential' })).status).toBe(201);
    // The collection as Astra's console creates it, filled as Langflow's Astra DB node fills one.
    astra.createCollection('default_keyspace', 'support_docs', {
      vector: { dimension: 64, metric: 'cosine', service: { provider: 'nvidia', modelName: 'NV-Embed-QA' } },
      lexical: { enabled: true },
      rerank: { enabled: true },
    });
    const documents = SUPPORT.map((text, index) => ({ _id: `doc${index}`, $vectorize: text, $lexical: text, metadata: { source: 'faq.md' } }));
    const inserted = await fetch(`${astra.endpoint}/api/json/v1/default_keyspace/support_docs`, { method: 'POST', headers: { Token: TOKEN }, body: JSON.stringify({ insertMany: { documents } }) });
    expect(await inserted.json()).toEqual({ status: { insertedIds: ['doc0', 'doc1', 'doc2'] } });
  });
  afterAll(() => astra.close());

  it('imports the Astra DB node onto ours and answers with the reranked hybrid match of the question and its keywords', async () => {
    const flow = await bed.saveFile('1.6/Hybrid Search RAG');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    const [store] = nodesOf(flow, 'AstraDB');
    expect(store?.data.node.template).toMatchObject({ search_method: { value: 'Hybrid Search' }, token: { value: 'ASTRA_DB_APPLICATION_TOKEN', load_from_db: true } });
    expect(flow.data?.edges.filter((edge) => edge.target === store!.id).map((edge) => edge.targetHandle?.match(/fieldName.{3}(\w+)/)?.[1]).sort()).toEqual(['lexical_terms', 'search_query']);
    const models = nodesOf(flow, 'OpenAIModel');
    expect(models).toHaveLength(2);
    const tweaks = {
      ...Object.fromEntries(models.map((model) => [model.id, { openai_api_base: bed.llm.baseUrl }])),
      [store!.id]: { api_endpoint: { value: astra.endpoint, load_from_db: false }, collection_name: 'support_docs', number_of_results: 1 } as Record<string, unknown>,
    };
    expect((store!.data.node.template.api_endpoint as TemplateField).value).toMatch(/^https:\/\/.+\.apps\.astra\.datastax\.com$/);

    // The first model writes Structured Output's instructions, the second fills its schema.
    bed.llm.queue({ text: 'Extract the keywords of the question.' }, { text: '{"keywords": "refunds delivery"}' });
    const question = 'How many days for refunds after delivery?';
    expect(await bed.run(flow, { input_value: question, tweaks })).toBe(SUPPORT[0]);
    expect(astra.commands.at(-1)?.body).toEqual({
      findAndRerank: { sort: { $hybrid: { $vectorize: question, $lexical: 'refunds delivery' } }, projection: { $vectorize: 1, metadata: 1 }, options: { limit: 1, includeScores: true } },
    });
    expect(bed.llm.requests.filter((request) => request.path === '/v1/embeddings')).toEqual([]);
  });
});
