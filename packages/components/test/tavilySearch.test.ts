// Tavily Search against a stand-in for Tavily's API: the request as Tavily reads it (key, query,
// settings sent only where Tavily reads them), its answer as Langflow's rows, its failures naming
// the component, and the rows an agent reads when it searches with it.
import type { OutboundRequest } from '@app/engine';
import { startLlmTestServer } from '@app/llm-test-server';
import { describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { AGENT, agentFlow, OUTPUT, toolNode, toolUses } from './support/agents';
import { reasonOf } from './support/errors';
import { build, textOf } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';
import { networkFetch, pageFetch, type Page } from './support/services';

const NODE = 'TavilySearchComponent-ttttt';
const KEY = 'tvly-test-6b1d';
const ANSWER = {
  query: 'langflow',
  answer: 'Langflow is a visual builder for AI flows.',
  images: ['https://img.example/1.png'],
  results: [
    { title: 'Langflow', url: 'https://langflow.example/', content: 'Build AI flows visually.', score: 0.98, raw_content: 'Whole page' },
    { title: 'Docs', url: 'https://docs.langflow.example/', content: 'Read the docs.', score: 0.7 },
  ],
};

async function search(values: Record<string, unknown>, page: Page = { body: JSON.stringify(ANSWER), type: 'application/json' }, url = 'https://api.tavily.com/search') {
  const fetch = pageFetch({ [url]: page });
  const run = await build([keyedNode(NODE, { api_key: KEY, query: 'langflow', ...values })], [], { services: { fetch } });
  const request = fetch.requests[0];
  return {
    rows: run.values(NODE).dataframe as Array<{ data: Record<string, unknown> }> | undefined,
    text: run.values(NODE).text,
    request: request && { url: request.url, init: request.init, body: JSON.parse(String(request.init.body)) as Record<string, unknown> },
    error: reasonOf(run.error(NODE)),
  };
}

describe('Tavily Search', () => {
  it('posts the query with the key to Tavily and reads the answer, the results and the images as rows', async () => {
    const { rows, text, request } = await search({});
    expect(request?.init).toMatchObject({ method: 'POST', timeoutMs: 90_000, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' } });
    expect(request?.body).toEqual({
      api_key: KEY,
      query: 'langflow',
      search_depth: 'advanced',
      chunks_per_source: 3,
      topic: 'general',
      max_results: 5,
      include_images: true,
      include_answer: true,
      include_raw_content: false,
    });
    expect(rows?.map((row) => row.data)).toEqual([
      { text: 'Langflow is a visual builder for AI flows.' },
      { text: 'Build AI flows visually.', title: 'Langflow', url: 'https://langflow.example/', content: 'Build AI flows visually.', score: 0.98 },
      { text: 'Read the docs.', title: 'Docs', url: 'https://docs.langflow.example/', content: 'Read the docs.', score: 0.7 },
      { text: 'Images found', images: ['https://img.example/1.png'] },
    ]);
    expect(textOf(text)).toBe('Langflow is a visual builder for AI flows.\nBuild AI flows visually.\nRead the docs.\nImages found');
  });

  it('sends news days, a time range and domain lists only where Tavily reads them, at the base URL set', async () => {
    const { request, rows } = await search(
      {
        search_depth: 'basic',
        topic: 'news',
        days: 3,
        time_range: 'week',
        include_domains: ' a.example, ,b.example ',
        exclude_domains: 'c.example',
        include_answer: false,
        include_images: false,
        include_raw_content: true,
        max_results: 2,
        base_url: 'http://127.0.0.1:9/tavily/',
      },
      { body: JSON.stringify(ANSWER), type: 'application/json' },
      'http://127.0.0.1:9/tavily/search',
    );
    expect(request?.url).toBe('http://127.0.0.1:9/tavily/search');
    expect(request?.body).toMatchObject({ search_depth: 'basic', topic: 'news', days: 3, time_range: 'week', include_domains: ['a.example', 'b.example'], exclude_domains: ['c.example'], max_results: 2 });
    expect(request?.body).not.toHaveProperty('chunks_per_source');
    expect(rows?.map((row) => row.data.raw_content)).toEqual(['Whole page', null]);
  });

  it('names Tavily in its failures: no key, a refused key, an unreachable service, an unreadable answer', async () => {
    expect((await search({ api_key: '' })).error).toBe(componentMessages.TAVILY_API_KEY_MISSING());
    const refused = await search({}, { body: JSON.stringify({ detail: { error: 'Unauthorized: missing or invalid API key.' } }), type: 'application/json', status: 401 });
    expect(refused.error).toBe(componentMessages.TAVILY_REFUSED({ status: 401, detail: 'Unauthorized: missing or invalid API key.' }));
    const unreachable = await search({}, new Error('connect ECONNREFUSED'));
    expect(unreachable.error).toBe(componentMessages.TAVILY_UNREACHABLE({ url: 'https://api.tavily.com/search', detail: 'connect ECONNREFUSED' }));
    expect((await search({}, { body: '<html>', type: 'text/html' })).error).toContain('Tavily 搜索的回答无法读取');
    expect((await search({ base_url: 'ftp://x' })).error).toBe(componentMessages.TAVILY_BASE_URL_INVALID({ url: 'ftp://x' }));
  });

  it('hands an agent the rows as Langflow does, each result with its title, url and content', async () => {
    const llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] });
    try {
      llm.queue({ text: '', toolCalls: [{ id: 'call_search', name: 'fetch_content_dataframe', arguments: { query: 'langflow' } }] }, { text: 'Langflow 是可视化的 AI 流程构建工具。' });
      // Tavily's stand-in, and the local model server over the network.
      const tavily = pageFetch({ 'https://api.tavily.com/search': { body: JSON.stringify(ANSWER), type: 'application/json' } });
      const network = networkFetch();
      const fetch = (url: string, init?: OutboundRequest) => (url.startsWith('https://api.tavily.com/') ? tavily(url, init) : network(url, init));
      const searchTool = toolNode(NODE, { api_key: KEY, include_images: false });
      const keyField = searchTool.data.node.template.api_key;
      if (typeof keyField === 'object') keyField.load_from_db = false;
      const flow = agentFlow({ baseUrl: llm.baseUrl, tools: [searchTool] });
      const built = await build(flow.nodes, flow.edges, { inputs: { input_value: 'Langflow 是什么？' }, services: { fetch } });
      expect([built.result.status, built.error(AGENT), built.error(NODE)]).toEqual(['completed', undefined, undefined]);
      const rows = [
        { text: 'Langflow is a visual builder for AI flows.' },
        { text: 'Build AI flows visually.', title: 'Langflow', url: 'https://langflow.example/', content: 'Build AI flows visually.', score: 0.98 },
        { text: 'Read the docs.', title: 'Docs', url: 'https://docs.langflow.example/', content: 'Read the docs.', score: 0.7 },
      ];
      const sent = (llm.requests[1]?.body as { messages: Array<{ role: string; content: string }> }).messages;
      expect(sent.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_search' });
      expect(JSON.parse(sent.at(-1)!.content)).toEqual(rows);
      expect(JSON.parse(toolUses(built.values(OUTPUT).message as never)[0]!.output as string)).toEqual(rows);
      expect(built.values(AGENT).response).toMatchObject({ text: 'Langflow 是可视化的 AI 流程构建工具。' });
    } finally {
      await llm.close();
    }
  });
});
