// Langflow 1.4's Financial Agent, whose two Agents pick SambaNova as their inline provider, saved
// through the flows API and run through the run API against the local OpenAI-protocol server: the
// Agents are ours on SambaNova's address with its model and SAMBANOVA_API_KEY variable, and Yahoo
// Finance is ours as the second Agent's tool (langflowYahooFinance.test runs it as a tool).
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { useLangflowTestBed } from './support/langflowTestBed';

const KEY = 'sk-langflow-sambanova-6a1f';

type ChatBody = { model: string; messages: Array<{ role: string; content: string }>; tools?: Array<{ function: { name: string; parameters: { properties: Record<string, unknown> } } }> };

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);

describe('Langflow 1.4 Financial Agent on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-sambanova');

  it('runs both Agents on SambaNova’s model with the SAMBANOVA_API_KEY variable, then the report model', async () => {
    expect((await bed.dev.post('/api/v1/variables/', { name: 'SAMBANOVA_API_KEY', value: KEY, type: 'Credential' })).status).toBe(201);
    const flow = await bed.saveFile('1.4/Financial Agent');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    const agents = nodesOf(flow, 'Agent');
    for (const agent of agents) expect(agent.data.node.template).toMatchObject({ provider: { value: 'OpenAI' }, openai_api_base: { value: 'https://api.sambanova.ai/v1' } });
    expect(agents).toHaveLength(2);
    // SambaNova is not reachable from the test: only the address points at the local model server.
    const tweaks = Object.fromEntries([...agents, ...nodesOf(flow, 'OpenAIModel')].map((node) => [node.id, { openai_api_base: bed.llm.baseUrl }]));
    bed.llm.queue({ text: 'Research: AAPL is up.' }, { text: 'Research: AAPL is up.' }, { text: 'AAPL report.' });
    expect(await bed.run(flow, { input_value: 'Apple stock', tweaks })).toBe('AAPL report.');
    const bodies = [0, 1, 2].map((index) => bed.chatBody<ChatBody>(index));
    expect(bodies.map((body) => body.model)).toEqual(['Meta-Llama-3.3-70B-Instruct', 'Meta-Llama-3.3-70B-Instruct', 'Meta-Llama-3.1-405B-Instruct']);
    expect(bodies[0]?.messages.at(-1)).toMatchObject({ role: 'user', content: 'Apple stock' });
    expect(bodies[2]?.messages.at(-1)?.content).toContain('Research: AAPL is up.');
    // One Agent has Yahoo! Finance (get_news, three articles) among its tools, taking the symbol.
    const [yahoo] = nodesOf(flow, 'YfinanceComponent');
    expect(yahoo?.data.node).toMatchObject({ tool_mode: true, template: { method: { value: 'get_news' }, num_news: { value: 3 } } });
    const yahooTools = bodies.flatMap((body) => body.tools ?? []).filter((tool) => 'symbol' in tool.function.parameters.properties);
    expect(yahooTools.map((tool) => tool.function.name)).toEqual(['fetch_content_dataframe']);
  });
});
