// Langflow starter projects that read web pages through AgentQL (Extract Web Data), saved through
// the flows API and run through the run API against the local OpenAI-protocol server and local
// stand-ins for AgentQL and Tavily: 1.6's Price Deal Finder, whose Agent finds shops with Tavily
// and reads their prices with AgentQL, and 1.2's News Aggregator, whose Agent reads a news page
// with AgentQL and whose answer Save File keeps.
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { KEY_VARIABLE, useLangflowTestBed } from './support/langflowTestBed';
import { startAgentQl, startTavily, useLocalServer } from './support/localServices';

const KEY = 'sk-langflow-web-data-2b8e';
const AGENTQL_KEY = 'agentql-web-data-5f1c';

type ChatTool = { function: { name: string; parameters: { properties: Record<string, unknown>; required: string[] } } };
type ChatBody = { messages: Array<{ role: string; content: string }>; tools?: ChatTool[] };

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);
const langflowOnly = (flow: FlowRecord) => (flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node));

describe('Langflow files reading web pages with AgentQL on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-web-data');
  const chatBody = (index: number) => bed.chatBody<ChatBody>(index);
  const agentQl = useLocalServer(() => startAgentQl({ products: [{ name: 'Kettle K2', price: 19, shop: 'Shop A' }] }));
  const tavily = useLocalServer(() => startTavily('', { title: 'Kettle K2 at Shop A', url: 'https://shop-a.example/kettle-k2', content: 'Kettle K2 on sale.' }));

  it('Langflow 1.6 Price Deal Finder: the Agent finds a shop with Tavily Search and reads its price with Extract Web Data, keys from their variables', async () => {
    for (const [name, value] of [['AGENTQL_API_KEY', AGENTQL_KEY], ['TAVILY_API_KEY', 'tvly-web-data-81d0']]) {
      expect((await bed.dev.post('/api/v1/variables/', { name, value, type: 'Credential' })).status).toBe(201);
    }
    const flow = await bed.saveFile('1.6/Price Deal Finder');
    expect(langflowOnly(flow)).toEqual([]);
    const [extract] = nodesOf(flow, 'AgentQL');
    const [search] = nodesOf(flow, 'TavilySearchComponent');
    expect(extract?.data.node).toMatchObject({ tool_mode: true, template: { api_key: { value: 'AGENTQL_API_KEY', load_from_db: true }, is_stealth_mode_enabled: { value: true } } });
    const [agent] = nodesOf(flow, 'Agent');
    const tweaks = { [agent!.id]: { openai_api_base: bed.llm.baseUrl }, [extract!.id]: { base_url: agentQl().url }, [search!.id]: { base_url: tavily().url } };
    const query = '{ products[] { name price(integer) shop } }';
    bed.llm.queue(
      { text: '', toolCalls: [{ id: 'call_1', name: 'fetch_content_dataframe', arguments: { query: 'Kettle K2 price' } }] },
      { text: '', toolCalls: [{ id: 'call_2', name: 'build_output', arguments: { url: 'https://shop-a.example/kettle-k2', query } }] },
      { text: 'Kettle K2: $19 at Shop A (https://shop-a.example/kettle-k2).' },
    );
    expect(await bed.run(flow, { input_value: 'Kettle K2', tweaks })).toBe('Kettle K2: $19 at Shop A (https://shop-a.example/kettle-k2).');
    expect(tavily().requests.map((request) => request.body.query)).toEqual(['Kettle K2 price']);
    expect(agentQl().requests).toHaveLength(1);
    expect(agentQl().requests[0]).toMatchObject({
      path: 'POST /query-data',
      headers: { 'x-api-key': AGENTQL_KEY },
      body: { url: 'https://shop-a.example/kettle-k2', query, params: { mode: 'fast', wait_for: 0 }, metadata: { experimental_stealth_mode_enabled: true } },
    });
    expect(agentQl().requests[0]?.body).not.toHaveProperty('prompt');
    const tool = chatBody(0).tools?.find((candidate) => candidate.function.name === 'build_output');
    expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['url', 'query', 'prompt']);
    expect(tool?.function.parameters.required).toEqual(['url']);
    expect(chatBody(2).messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('Kettle K2') });
    expect(chatBody(2).messages.at(-1)?.content).toContain('req-local-1');
  });

  it('Langflow 1.2 News Aggregator: the Agent reads a news page by a prompt with Extract Web Data, and Save File keeps its answer', async () => {
    const flow = await bed.saveFile('1.2/News Aggregator');
    expect(langflowOnly(flow)).toEqual([]);
    const [extract] = nodesOf(flow, 'AgentQL');
    const [agent] = nodesOf(flow, 'Agent');
    // 1.2's file leaves both keys empty.
    const tweaks = {
      [agent!.id]: { openai_api_base: bed.llm.baseUrl, api_key: { value: KEY_VARIABLE, load_from_db: true } },
      [extract!.id]: { base_url: agentQl().url, api_key: { value: AGENTQL_KEY, load_from_db: false } },
    };
    const before = agentQl().requests.length;
    bed.llm.queue(
      { text: '', toolCalls: [{ id: 'call_1', name: 'build_output', arguments: { url: 'https://news.example/ai', prompt: 'Every headline with its author' } }] },
      { text: 'One headline about AI.' },
    );
    expect(await bed.run(flow, { input_value: 'News about AI', tweaks })).toBe('One headline about AI.');
    expect(agentQl().requests.slice(before)).toMatchObject([{ headers: { 'x-api-key': AGENTQL_KEY }, body: { url: 'https://news.example/ai', prompt: 'Every headline with its author' } }]);
    expect(agentQl().requests[before]?.body).not.toHaveProperty('query');
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('Kettle K2') });
    const [newest] = (await bed.dev.get<Array<{ id: string; name: string }>>('/api/v2/files')).body;
    expect(JSON.parse((await bed.dev.get(`/api/v2/files/${newest?.id}`)).text)).toEqual({ message: 'One headline about AI.' });
  });
});
