// Langflow 1.6 starter projects whose Agent searches and scrapes the web, saved through the flows
// API and run through the run API against the local OpenAI-protocol server and local stand-ins:
// Search agent (ScrapeGraph Search API in tool mode, its key from SCRAPEGRAPH_API_KEY) and Social
// Media Agent (two Apify Actors on their own Tool outputs, each tool described by its Actor's
// input schema; the Actors run only when the Agent calls them).
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { startApifyTestServer, type ApifyTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLangflowTestBed } from './support/langflowTestBed';
import { startScrapeGraph, useLocalServer } from './support/localServices';

const KEY = 'sk-langflow-scrapers-61a9';
const SCRAPEGRAPH_KEY = 'sgai-scrapers-0b4e';
const APIFY_TOKEN = 'apify_api_scrapers_93d7';

type ChatTool = { function: { name: string; description: string; parameters: { properties: Record<string, { description?: string }>; required: string[] } } };
type ChatBody = { messages: Array<{ role: string; content: string }>; tools?: ChatTool[] };

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);
const langflowOnly = (flow: FlowRecord) => (flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node));

const SEARCH_SCHEMA = { properties: { queries: { type: 'string', description: 'Google Search queries, one per line.', prefill: 'javascript' }, maxPagesPerQuery: { type: 'integer', default: 1 } }, required: ['queries'] };
const TIKTOK_SCHEMA = { properties: { profiles: { type: 'array', description: 'TikTok usernames to scrape.' }, resultsPerPage: { type: 'integer', default: 100 } } };

describe('Langflow files whose Agent searches and scrapes the web on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-scrapers');
  const chatBody = (index: number) => bed.chatBody<ChatBody>(index);
  const scrapeGraph = useLocalServer(() => startScrapeGraph({ answer: 'Langflow 1.6.4 is the latest release.' }, ['https://github.com/langflow-ai/langflow/releases']));
  let apify: ApifyTestServer;

  beforeAll(async () => {
    apify = await startApifyTestServer({
      token: APIFY_TOKEN,
      actors: {
        'apify/google-search-scraper': {
          readme: '# Google Search Results Scraper\nScrapes Google Search result pages.',
          inputSchema: SEARCH_SCHEMA,
          items: (input) => [{ searchQuery: { term: input.queries }, organicResults: [{ title: 'Langflow on TikTok', url: 'https://www.tiktok.com/@langflow' }] }],
        },
        'clockworks/free-tiktok-scraper': {
          readme: '# TikTok Scraper\nExtracts TikTok profiles and videos.',
          inputSchema: TIKTOK_SCHEMA,
          items: (input) => [{ authorMeta: { name: (input.profiles as string[] | undefined)?.[0], fans: 12_400 }, text: 'Build AI agents visually', playCount: 5100 }],
        },
      },
    });
  });
  afterAll(() => apify.close());

  it('Langflow 1.6 Search agent: the Agent asks ScrapeGraph Search API with its prompt, the key from its variable', async () => {
    expect((await bed.dev.post('/api/v1/variables/', { name: 'SCRAPEGRAPH_API_KEY', value: SCRAPEGRAPH_KEY, type: 'Credential' })).status).toBe(201);
    const flow = await bed.saveFile('1.6/Search agent');
    expect(langflowOnly(flow)).toEqual([]);
    const [search] = nodesOf(flow, 'ScrapeGraphSearchApi');
    expect(search?.data.node).toMatchObject({ tool_mode: true, template: { api_key: { value: 'SCRAPEGRAPH_API_KEY', load_from_db: true } } });
    const [agent] = nodesOf(flow, 'Agent');
    bed.llm.queue({ text: '', toolCalls: [{ id: 'call_1', name: 'search', arguments: { user_prompt: 'What is the latest Langflow release?' } }] }, { text: 'Langflow 1.6.4.' });
    const tweaks = { [agent!.id]: { openai_api_base: bed.llm.baseUrl }, [search!.id]: { base_url: scrapeGraph().url } };
    expect(await bed.run(flow, { input_value: 'Latest Langflow?', tweaks })).toBe('Langflow 1.6.4.');
    expect(scrapeGraph().requests).toMatchObject([{ path: 'POST /searchscraper', headers: { 'sgai-apikey': SCRAPEGRAPH_KEY }, body: { user_prompt: 'What is the latest Langflow release?' } }]);
    const tool = chatBody(0).tools?.find((candidate) => candidate.function.name === 'search');
    expect(tool?.function.description).toContain('ScrapeGraph Search API');
    expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['user_prompt']);
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('Langflow 1.6.4 is the latest release.') });
    expect(chatBody(1).messages.at(-1)?.content).toContain('https://github.com/langflow-ai/langflow/releases');
  });

  it('Langflow 1.6 Social Media Agent: the Agent runs both Apify Actors by the tools their input schemas describe, and they run only then', async () => {
    const flow = await bed.saveFile('1.6/Social Media Agent');
    expect(langflowOnly(flow)).toEqual([]);
    const actors = nodesOf(flow, 'ApifyActors');
    expect(actors.map((node) => node.data.node.template.actor_id)).toMatchObject([{ value: 'clockworks/free-tiktok-scraper' }, { value: 'apify/google-search-scraper' }]);
    const [agent] = nodesOf(flow, 'Agent');
    // The file leaves the token empty, as Langflow's does.
    const tweaks = {
      [agent!.id]: { openai_api_base: bed.llm.baseUrl },
      ...Object.fromEntries(actors.map((node) => [node.id, { base_url: apify.baseUrl, apify_token: { value: APIFY_TOKEN, load_from_db: false } }])),
    };
    bed.llm.queue(
      { text: '', toolCalls: [{ id: 'call_1', name: 'apify_actor_apify_google-search-scraper', arguments: { run_input: '{"queries":"langflow tiktok"}' } }] },
      { text: '', toolCalls: [{ id: 'call_2', name: 'apify_actor_clockworks_free-tiktok-scraper', arguments: { run_input: '{"profiles":["langflow"]}' } }] },
      { text: '@langflow has 12,400 fans on TikTok.' },
    );
    expect(await bed.run(flow, { input_value: 'Find the Langflow TikTok profile', tweaks })).toBe('@langflow has 12,400 fans on TikTok.');

    const runs = apify.requests.filter((request) => request.method === 'POST');
    expect(runs).toMatchObject([
      { path: '/v2/acts/apify~google-search-scraper/runs?waitForFinish=60', authorization: `Bearer ${APIFY_TOKEN}`, body: { queries: 'langflow tiktok' } },
      { path: '/v2/acts/clockworks~free-tiktok-scraper/runs?waitForFinish=60', body: { profiles: ['langflow'] } },
    ]);
    // Both tools were described before any Actor ran: the builds were read, no run started.
    const firstRun = apify.requests.indexOf(runs[0]!);
    expect(apify.requests.slice(0, firstRun).map((request) => request.path).sort()).toEqual([
      '/v2/actor-builds/build-1',
      '/v2/actor-builds/build-2',
      '/v2/acts/apify~google-search-scraper',
      '/v2/acts/clockworks~free-tiktok-scraper',
    ]);
    const tools = chatBody(0).tools ?? [];
    const search = tools.find((tool) => tool.function.name === 'apify_actor_apify_google-search-scraper');
    expect(search?.function.description).toContain('Scrapes Google Search result pages.');
    expect(search?.function.parameters.required).toEqual(['run_input']);
    expect(search?.function.parameters.properties.run_input?.description).toContain('"queries":{"description":"Google Search queries, one per line.","type":"string","prefill":"javascript"}');
    expect(search?.function.parameters.properties.run_input?.description).toContain('Required fields:\nqueries');
    expect(tools.map((tool) => tool.function.name)).toContain('apify_actor_clockworks_free-tiktok-scraper');
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('https://www.tiktok.com/@langflow') });
    expect(chatBody(2).messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('"fans":12400') });
  });
});
