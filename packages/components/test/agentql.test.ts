// Extract Web Data against a stand-in for AgentQL's API: the request as AgentQL reads it (the key
// as X-API-Key, the URL, the query or the prompt, the browser's settings), its answer as Langflow's
// Data, and its failures naming the component.
import { describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build } from './support/flows';
import { keyedNode } from './support/models';
import { pageFetch, type Page } from './support/services';

const NODE = 'AgentQL-aaaaa';
const KEY = 'agentql-test-93f0';
const PAGE = 'https://shop.example/deals';
const ANSWER = { data: { products: [{ name: 'Kettle', price: '$19' }] }, metadata: { request_id: 'req-1' } };

const json = (body: unknown, status = 200): Page => ({ body: JSON.stringify(body), type: 'application/json', status });

async function extract(values: Record<string, unknown>, page: Page = json(ANSWER), url = 'https://api.agentql.com/v1/query-data') {
  const fetch = pageFetch({ [url]: page });
  const run = await build([keyedNode(NODE, { api_key: KEY, url: PAGE, query: '{ products[] { name price } }', ...values })], [], { services: { fetch } });
  const request = fetch.requests[0];
  return {
    data: run.values(NODE).data as { data: Record<string, unknown> } | undefined,
    request: request && { url: request.url, init: request.init, body: JSON.parse(String(request.init.body)) as Record<string, unknown> },
    error: reasonOf(run.error(NODE)),
  };
}

describe('Extract Web Data (AgentQL)', () => {
  it('posts the page and the query with the key to AgentQL and gives its data and metadata as Langflow’s Data', async () => {
    const { data, request } = await extract({});
    expect(request?.init).toMatchObject({ method: 'POST', timeoutMs: 900_000, headers: { 'x-api-key': KEY, 'content-type': 'application/json' } });
    expect(request?.body).toEqual({
      url: PAGE,
      query: '{ products[] { name price } }',
      params: { mode: 'fast', wait_for: 0, is_scroll_to_bottom_enabled: false, is_screenshot_enabled: false },
      metadata: { experimental_stealth_mode_enabled: false },
    });
    expect(data?.data).toEqual({ result: ANSWER.data, metadata: ANSWER.metadata });
  });

  it('sends a prompt instead of a query, and the browser’s settings, at the base URL set', async () => {
    const settings = { query: '', prompt: 'The price of every kettle', mode: 'standard', wait_for: 3, is_scroll_to_bottom_enabled: true, is_screenshot_enabled: true, is_stealth_mode_enabled: true, timeout: 30 };
    const { request, data } = await extract({ ...settings, base_url: 'http://127.0.0.1:9/agentql/' }, json(ANSWER), 'http://127.0.0.1:9/agentql/query-data');
    expect(request?.url).toBe('http://127.0.0.1:9/agentql/query-data');
    expect(request?.init.timeoutMs).toBe(30_000);
    expect(request?.body).toEqual({
      url: PAGE,
      prompt: 'The price of every kettle',
      params: { mode: 'standard', wait_for: 3, is_scroll_to_bottom_enabled: true, is_screenshot_enabled: true },
      metadata: { experimental_stealth_mode_enabled: true },
    });
    expect(data?.data.result).toEqual(ANSWER.data);
  });

  it('names Extract Web Data in its failures: no key, no URL, neither or both of query and prompt, a refused key or request, no connection, an unreadable answer', async () => {
    expect((await extract({ api_key: '' })).error).toBe(componentMessages.AGENTQL_API_KEY_MISSING());
    expect((await extract({ url: ' ' })).error).toBe(componentMessages.AGENTQL_URL_NONE());
    expect((await extract({ query: '' })).error).toBe(componentMessages.AGENTQL_QUERY_NONE());
    const both = await extract({ prompt: 'prices' });
    expect(both.error).toBe(componentMessages.AGENTQL_QUERY_AND_PROMPT());
    expect(both.request).toBeUndefined();
    expect((await extract({}, json({ detail: 'Invalid API key' }, 401))).error).toBe(componentMessages.AGENTQL_KEY_REFUSED());
    const refused = await extract({}, json({ error_info: 'Page could not be loaded.' }, 422));
    expect(refused.error).toBe(componentMessages.AGENTQL_REFUSED({ status: 422, detail: 'Page could not be loaded.' }));
    const listed = await extract({}, json({ detail: [{ loc: ['body', 'url'], msg: 'invalid url' }] }, 422));
    expect(listed.error).toBe(componentMessages.AGENTQL_REFUSED({ status: 422, detail: '[{"loc":["body","url"],"msg":"invalid url"}]' }));
    const unreachable = await extract({}, new Error('connect ECONNREFUSED'));
    expect(unreachable.error).toBe(componentMessages.AGENTQL_UNREACHABLE({ url: 'https://api.agentql.com/v1/query-data', detail: 'connect ECONNREFUSED' }));
    expect((await extract({}, { body: '<html>', type: 'text/html' })).error).toContain('提取网页数据（AgentQL）的回答无法读取');
    expect((await extract({}, json({ metadata: {} }))).error).toBe(componentMessages.AGENTQL_ANSWER_UNREADABLE({ detail: 'no "data" field' }));
    expect((await extract({ base_url: 'ftp://x' })).error).toBe(componentMessages.AGENTQL_BASE_URL_INVALID({ url: 'ftp://x' }));
  });
});
