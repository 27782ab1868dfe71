// ScrapeGraph Search API against a stand-in for ScrapeGraph AI: the request as its SDK sends it
// (the key as SGAI-APIKEY, the prompt), its answer as Langflow's Data, and its failures naming the component.
import { describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build } from './support/flows';
import { keyedNode } from './support/models';
import { pageFetch, type Page } from './support/services';

const NODE = 'ScrapeGraphSearchApi-aaaaa';
const KEY = 'sgai-test-4d21';
const ANSWER = { request_id: 'req-1', status: 'completed', user_prompt: 'Latest Python?', result: { answer: 'Python 3.13' }, reference_urls: ['https://www.python.org/downloads/'] };

const json = (body: unknown, status = 200): Page => ({ body: JSON.stringify(body), type: 'application/json', status });

async function search(values: Record<string, unknown>, page: Page = json(ANSWER), url = 'https://api.scrapegraphai.com/v1/searchscraper') {
  const fetch = pageFetch({ [url]: page });
  const run = await build([keyedNode(NODE, { api_key: KEY, user_prompt: 'Latest Python?', ...values })], [], { services: { fetch } });
  const request = fetch.requests[0];
  return {
    data: run.values(NODE).data as { data: Record<string, unknown> } | undefined,
    request: request && { url: request.url, init: request.init, body: JSON.parse(String(request.init.body)) as Record<string, unknown> },
    error: reasonOf(run.error(NODE)),
  };
}

describe('ScrapeGraph Search API', () => {
  it('posts the prompt with the key as SGAI-APIKEY and gives ScrapeGraph’s whole answer as Data', async () => {
    const { data, request } = await search({});
    expect(request?.init).toMatchObject({ method: 'POST', timeoutMs: 180_000, headers: { 'sgai-apikey': KEY, 'content-type': 'application/json' } });
    expect(request?.body).toEqual({ user_prompt: 'Latest Python?' });
    expect(data?.data).toEqual(ANSWER);
  });

  it('asks the base URL set, within the timeout set', async () => {
    const { request, data } = await search({ base_url: 'http://127.0.0.1:9/sgai/', timeout: 20 }, json(ANSWER), 'http://127.0.0.1:9/sgai/searchscraper');
    expect(request?.url).toBe('http://127.0.0.1:9/sgai/searchscraper');
    expect(request?.init.timeoutMs).toBe(20_000);
    expect(data?.data.result).toEqual({ answer: 'Python 3.13' });
  });

  it('names ScrapeGraph Search API in its failures: no key or prompt, a refusal, no connection, an unreadable answer, a bad base URL', async () => {
    expect((await search({ api_key: '' })).error).toBe(componentMessages.SCRAPEGRAPH_API_KEY_MISSING());
    const empty = await search({ user_prompt: '  ' });
    expect(empty.error).toBe(componentMessages.SCRAPEGRAPH_PROMPT_NONE());
    expect(empty.request).toBeUndefined();
    expect((await search({}, json({ error: 'Invalid API key' }, 401))).error).toBe(componentMessages.SCRAPEGRAPH_REFUSED({ status: 401, detail: 'Invalid API key' }));
    expect((await search({}, json({ detail: [{ msg: 'user_prompt too short' }] }, 422))).error).toBe(componentMessages.SCRAPEGRAPH_REFUSED({ status: 422, detail: '[{"msg":"user_prompt too short"}]' }));
    const unreachable = await search({}, new Error('connect ECONNREFUSED'));
    expect(unreachable.error).toBe(componentMessages.SCRAPEGRAPH_UNREACHABLE({ url: 'https://api.scrapegraphai.com/v1/searchscraper', detail: 'connect ECONNREFUSED' }));
    expect((await search({}, { body: '<html>', type: 'text/html' })).error).toContain('ScrapeGraph 搜索的回答无法读取');
    expect((await search({}, json(['no', 'object']))).error).toBe(componentMessages.SCRAPEGRAPH_ANSWER_UNREADABLE({ detail: 'not a JSON object' }));
    expect((await search({ base_url: 'ftp://x' })).error).toBe(componentMessages.SCRAPEGRAPH_BASE_URL_INVALID({ url: 'ftp://x' }));
  });
});
