// Langflow files with Yahoo Finance, saved through the flows API and run through the run API
// against the local OpenAI-protocol server and local stand-ins for Yahoo and Tavily: 1.6's
// Sequential Tasks Agents, whose finance Agent reads a stock's news with Yahoo! Finance as its tool
// between the research Agent (Tavily) and the report Agent, and 1.1's Simple Agent, whose Agent has
// 1.1's Yahoo Finance by its own Tool output.
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { startYahooFinanceTestServer, YAHOO_TEST_CRUMB, type YahooFinanceTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_VARIABLE, useLangflowTestBed } from './support/langflowTestBed';
import { startTavily, useLocalServer } from './support/localServices';

const KEY = 'sk-langflow-yahoo-4d2a';

type ChatTool = { function: { name: string; parameters: { properties: Record<string, unknown> } } };
type ChatBody = { messages: Array<{ role: string; content: string }>; tools?: ChatTool[] };

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);
const langflowOnly = (flow: FlowRecord) => (flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node));
const NEWS = [
  { uuid: 'n1', title: 'NVIDIA beats estimates', publisher: 'Reuters', link: 'https://finance.yahoo.com/news/nvidia-beats.html', providerPublishTime: 1_760_000_000 },
  { uuid: 'n2', title: 'Chip stocks rally', publisher: 'AP', link: 'https://finance.yahoo.com/news/chips-rally.html', providerPublishTime: 1_760_000_000 },
];

describe('Langflow Yahoo Finance files on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-yahoo');
  const chatBody = (index: number) => bed.chatBody<ChatBody>(index);
  const tavily = useLocalServer(() => startTavily('NVIDIA leads AI chips.', { title: 'NVIDIA in 2026', url: 'https://news.example/nvidia', content: 'NVIDIA leads AI chips.' }));
  let yahoo: YahooFinanceTestServer;
  beforeAll(async () => {
    yahoo = await startYahooFinanceTestServer({ symbols: [{ symbol: 'NVDA', news: NEWS }] });
  });
  afterAll(() => yahoo.close());

  const yahooTweaks = (flow: FlowRecord) => Object.fromEntries(nodesOf(flow, 'YfinanceComponent').map((node) => [node.id, { base_url: yahoo.url, cookie_url: yahoo.url, consent_url: yahoo.url }]));
  const agentTweaks = (flow: FlowRecord) =>
    Object.fromEntries(nodesOf(flow, 'Agent').map((node) => [node.id, { openai_api_base: bed.llm.baseUrl, api_key: { value: KEY_VARIABLE, load_from_db: true } }]));

  it('Langflow 1.6 Sequential Tasks Agents: research with Tavily, then the finance Agent reads NVDA’s news with Yahoo! Finance, then the report', async () => {
    const flow = await bed.saveFile('1.6/Sequential Tasks Agents');
    expect(langflowOnly(flow)).toEqual([]);
    const [search] = nodesOf(flow, 'TavilySearchComponent');
    const tweaks = { ...agentTweaks(flow), ...yahooTweaks(flow), [search!.id]: { base_url: tavily().url } };
    const before = yahoo.requests.length;
    bed.llm.queue(
      { text: '', toolCalls: [{ id: 'call_1', name: 'fetch_content_dataframe', arguments: { query: 'NVIDIA' } }] },
      { text: 'Research: NVIDIA leads AI chips.' },
      { text: '', toolCalls: [{ id: 'call_2', name: 'fetch_content_dataframe', arguments: { symbol: 'NVDA' } }] },
      { text: 'Finance: NVIDIA beat estimates.' },
      { text: 'NVIDIA report: strong quarter.' },
    );
    expect(await bed.run(flow, { input_value: 'NVIDIA', tweaks })).toBe('NVIDIA report: strong quarter.');

    const asked = yahoo.requests.slice(before);
    expect(asked.map((request) => request.path.split('?')[0])).toEqual(['/', '/v1/test/getcrumb', '/v1/finance/search']);
    expect(Object.fromEntries(new URL(asked[2]!.path, yahoo.url).searchParams)).toMatchObject({ q: 'NVDA', newsCount: '5', crumb: YAHOO_TEST_CRUMB });
    // The finance Agent: the research as its input, Yahoo! Finance as its one tool taking the symbol.
    expect(chatBody(2).messages.at(-1)).toMatchObject({ role: 'user', content: 'Research: NVIDIA leads AI chips.' });
    const tool = chatBody(2).tools?.find((candidate) => candidate.function.name === 'fetch_content_dataframe');
    expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['symbol']);
    const answer = chatBody(3).messages.at(-1);
    expect(answer).toMatchObject({ role: 'tool', content: expect.stringContaining('NVIDIA beats estimates: https://finance.yahoo.com/news/nvidia-beats.html') });
    expect(answer?.content).toContain('Chip stocks rally');
    // The report Agent: both answers in its system prompt.
    expect(chatBody(4).messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Finance: NVIDIA beat estimates.') });
    expect(chatBody(4).messages[0]?.content).toContain('Research: NVIDIA leads AI chips.');
  });

  it('Langflow 1.1 Simple Agent: the Agent reads news through 1.1’s Yahoo Finance tool', async () => {
    const flow = await bed.saveFile('1.1/Simple Agent');
    expect(langflowOnly(flow)).toEqual([]);
    const before = yahoo.requests.length;
    bed.llm.queue({ text: '', toolCalls: [{ id: 'call_1', name: 'fetch_content_dataframe', arguments: { symbol: 'NVDA' } }] }, { text: 'NVIDIA beat estimates.' });
    expect(await bed.run(flow, { input_value: 'What is new with NVIDIA?', tweaks: { ...agentTweaks(flow), ...yahooTweaks(flow) } })).toBe('NVIDIA beat estimates.');
    expect(yahoo.requests.slice(before).map((request) => request.path.split('?')[0])).toEqual(['/', '/v1/test/getcrumb', '/v1/finance/search']);
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('NVIDIA beats estimates') });
  });
});
