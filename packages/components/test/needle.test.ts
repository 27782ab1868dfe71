// Needle Retriever against a stand-in for Needle's search API: the request as Needle's SDK sends it
// (the key as x-api-key, the question as text, at least 20 results), Langflow's text of the
// passages, and its failures naming the component.
import { describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build } from './support/flows';
import { keyedNode } from './support/models';
import { pageFetch, type Page } from './support/services';

const NODE = 'needle-aaaaa';
const KEY = 'needle-test-3e9a';
const SEARCH = 'https://search.needle-ai.com/api/v1/collections/clt_invoices/search';
const PASSAGES = { result: [{ content: 'Invoice 42: total 1,250.00 EUR, due 2025-03-01.', file_id: 'fle_1' }, { content: 'Invoice 43: total 80.00 EUR.', file_id: 'fle_2' }] };

const json = (body: unknown, status = 200): Page => ({ body: JSON.stringify(body), type: 'application/json', status });

async function retrieve(values: Record<string, unknown>, page: Page = json(PASSAGES), url = SEARCH) {
  const fetch = pageFetch({ [url]: page });
  const run = await build([keyedNode(NODE, { needle_api_key: KEY, collection_id: 'clt_invoices', query: 'What is the total of invoice 42?', ...values }, 'needle_api_key')], [], { services: { fetch } });
  const request = fetch.requests[0];
  return {
    text: (run.values(NODE).result as { text: string } | undefined)?.text,
    request: request && { url: request.url, init: request.init, body: JSON.parse(String(request.init.body)) as Record<string, unknown> },
    error: reasonOf(run.error(NODE)),
  };
}

describe('Needle Retriever', () => {
  it('searches the collection with the key and gives the question and the passages as Langflow words them', async () => {
    const { text, request } = await retrieve({});
    expect(request?.init).toMatchObject({ method: 'POST', timeoutMs: 120_000, headers: { 'x-api-key': KEY, 'content-type': 'application/json' } });
    expect(request?.body).toEqual({ text: 'What is the total of invoice 42?', top_k: 20 });
    expect(text).toBe(
      'Question: What is the total of invoice 42?\n\nContext:\nDocument 1:\nInvoice 42: total 1,250.00 EUR, due 2025-03-01.\n\nDocument 2:\nInvoice 43: total 80.00 EUR.',
    );
  });

  it('asks for at least 20 results, at the base URL set, and says when nothing was found', async () => {
    const few = await retrieve({ top_k: 5, base_url: 'http://127.0.0.1:9/needle/' }, json({ result: [] }), 'http://127.0.0.1:9/needle/api/v1/collections/clt_invoices/search');
    expect(few.request?.body.top_k).toBe(20);
    expect(few.text).toBe('No relevant documents found for the query.');
    expect((await retrieve({ top_k: 50 })).request?.body.top_k).toBe(50);
  });

  it('names Needle Retriever in its failures: no key, collection or query, a refused key or request, no connection, an unreadable answer', async () => {
    expect((await retrieve({ needle_api_key: '' })).error).toBe(componentMessages.NEEDLE_API_KEY_MISSING());
    expect((await retrieve({ collection_id: ' ' })).error).toBe(componentMessages.NEEDLE_COLLECTION_NONE());
    expect((await retrieve({ query: ' ' })).error).toBe(componentMessages.NEEDLE_QUERY_NONE());
    expect((await retrieve({}, json({ error: { code: 401, message: 'invalid api key' } }, 401))).error).toBe(componentMessages.NEEDLE_KEY_REFUSED());
    const missing = await retrieve({}, json({ error: { code: 404, message: 'Collection not found' } }, 404));
    expect(missing.error).toBe(componentMessages.NEEDLE_REFUSED({ status: 404, detail: 'Collection not found' }));
    expect((await retrieve({}, new Error('connect ECONNREFUSED'))).error).toBe(componentMessages.NEEDLE_UNREACHABLE({ url: SEARCH, detail: 'connect ECONNREFUSED' }));
    expect((await retrieve({}, json({ results: [] }))).error).toBe(componentMessages.NEEDLE_ANSWER_UNREADABLE({ detail: 'no "result" list' }));
    expect((await retrieve({ base_url: 'needle-ai.com' })).error).toBe(componentMessages.NEEDLE_BASE_URL_INVALID({ url: 'needle-ai.com' }));
  });
});
