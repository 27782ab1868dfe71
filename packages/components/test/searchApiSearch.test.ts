// SearchApi Search against a stand-in for searchapi.io: the request as LangChain's wrapper sends it
// (engine, q, the extra parameters, the key as Bearer), the organic results as Langflow's rows, and
// its failures naming the component.
import { describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build, textOf } from './support/flows';
import { keyedNode } from './support/models';
import { pageForAnyUrl, type Page } from './support/services';

const NODE = 'SearchComponent-sssss';
const KEY = 'searchapi-test-41c9';
const ANSWER = {
  search_metadata: { id: 'search_1', status: 'Success' },
  organic_results: [
    { position: 1, title: 'Kyoto travel guide for first-time visitors', link: 'https://travel.example/kyoto', snippet: 'Temples, gardens and where to stay in Kyoto.' },
    { position: 2, title: '京都旅行指南', link: 'https://travel.example/zh/kyoto', snippet: '寺庙、庭园和住宿推荐。' },
    { position: 3, title: 'Third', link: 'https://third.example/', snippet: 'Not wanted.' },
  ],
};

const json = (body: unknown, status = 200): Page => ({ body: JSON.stringify(body), type: 'application/json', status });

async function search(values: Record<string, unknown>, page: Page = json(ANSWER)) {
  const fetch = pageForAnyUrl(page);
  const run = await build([keyedNode(NODE, { api_key: KEY, input_value: 'kyoto travel', max_results: 2, ...values })], [], { services: { fetch } });
  return {
    rows: run.values(NODE).dataframe as Array<{ data: Record<string, unknown> }> | undefined,
    text: run.values(NODE).text,
    request: fetch.requests[0] && { url: new URL(fetch.requests[0].url), headers: fetch.requests[0].init.headers },
    error: reasonOf(run.error(NODE)),
  };
}

describe('SearchApi Search', () => {
  it('asks SearchApi for the query with the engine and the key, and reads the first organic results as rows', async () => {
    const { rows, text, request } = await search({});
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe('https://www.searchapi.io/api/v1/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ engine: 'google', q: 'kyoto travel' });
    expect(request?.headers).toMatchObject({ authorization: `Bearer ${KEY}` });
    expect(rows?.map((row) => row.data)).toEqual([
      { text: 'Temples, gardens and where to stay in Kyoto.', title: 'Kyoto travel guide for first-time visitors', link: 'https://travel.example/kyoto', snippet: 'Temples, gardens and where to stay in Kyoto.' },
      { text: '寺庙、庭园和住宿推荐。', title: '京都旅行指南', link: 'https://travel.example/zh/kyoto', snippet: '寺庙、庭园和住宿推荐。' },
    ]);
    expect(textOf(text)).toBe('Temples, gardens and where to stay in Kyoto.\n寺庙、庭园和住宿推荐。\n');
  });

  it('cuts titles and snippets to the length set, keeps the whole snippet as text, sends the extra parameters at the base URL set', async () => {
    const { rows, request } = await search({ engine: 'bing', max_snippet_length: 5, search_params: { hl: 'zh-cn', page: 2, gl: null }, base_url: 'http://127.0.0.1:9/searchapi/' });
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe('http://127.0.0.1:9/searchapi/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ engine: 'bing', q: 'kyoto travel', hl: 'zh-cn', page: '2' });
    expect(rows?.map((row) => [row.data.title, row.data.snippet, row.data.text])).toEqual([
      ['Kyoto', 'Templ', 'Temples, gardens and where to stay in Kyoto.'],
      ['京都旅行指', '寺庙、庭园', '寺庙、庭园和住宿推荐。'],
    ]);
  });

  it('names SearchApi in its failures: no key, a refused key, no connection, an unreadable answer, no query', async () => {
    expect((await search({ api_key: '' })).error).toBe(componentMessages.SEARCHAPI_API_KEY_MISSING());
    expect((await search({ input_value: ' ' })).error).toBe(componentMessages.SEARCHAPI_QUERY_NONE());
    const refused = await search({}, json({ error: 'Invalid API key.' }, 401));
    expect(refused.error).toBe(componentMessages.SEARCHAPI_REFUSED({ status: 401, detail: 'Invalid API key.' }));
    const unreachable = await search({}, new Error('connect ECONNREFUSED'));
    expect(unreachable.error).toBe(componentMessages.SEARCHAPI_UNREACHABLE({ url: unreachable.request?.url.href ?? '', detail: 'connect ECONNREFUSED' }));
    expect((await search({}, { body: '<html>', type: 'text/html' })).error).toContain('SearchApi 搜索的回答无法读取');
    expect((await search({}, json({ organic_results: 'none' }))).error).toBe(componentMessages.SEARCHAPI_ANSWER_UNREADABLE({ detail: 'no "organic_results" list' }));
    expect((await search({ base_url: 'ftp://x' })).error).toBe(componentMessages.SEARCHAPI_BASE_URL_INVALID({ url: 'ftp://x' }));
  });
});
