// MCP Tools through the real server: an agent flow whose tools come from a local MCP server built
// with the SDK (reachable because the guarded fetch is told to allow 127.0.0.1), the refresh
// button listing the server's tools, and MCP URLs the guard refuses like any other fetch.
import type { BuildEvent, ChatMessage, TemplateField } from '@app/flow-graph';
import { componentMessages } from '@app/components';
import { MCP_STDIO_SERVER_SCRIPT, startLlmTestServer, startMcpTestServer, type LlmTestServer, type McpTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/appConfig';
import { createTestServer, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { endVertices, messagesOf, pollEvents, startBuild } from './support/builds';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const KEY = 'sk-mcp-test-5a4b3c2d1e';
const MCP = 'MCPTools-mcp00';

function mcpAgentGraph(catalogue: Catalogue, baseUrl: string, server: string | Record<string, unknown>): Graph {
  const nodes = [
    makeNode(catalogue, 'ChatInput-in000'),
    makeNode(catalogue, 'Agent-agent', { provider: 'OpenAI', openai_api_base: baseUrl, api_key: 'MCP_AGENT_KEY', model_name: 'gpt-4o-mini', max_retries: 0 }),
    makeNode(catalogue, MCP, typeof server === 'string' ? { url: server } : server),
    makeNode(catalogue, 'ChatOutput-out00'),
  ];
  const edges = [
    connect(nodes, 'ChatInput-in000.message', 'Agent-agent.input_value'),
    connect(nodes, `${MCP}.tools`, 'Agent-agent.tools'),
    connect(nodes, 'Agent-agent.response', 'ChatOutput-out00.input_value'),
  ];
  return { nodes, edges };
}

function errorOf(events: readonly BuildEvent[], id: string): string | undefined {
  const result = endVertices(events).find((vertex) => vertex.id === id);
  const output = Object.values(result?.data.outputs ?? {})[0] as { message?: { errorMessage?: string } } | undefined;
  return result?.valid === false ? output?.message?.errorMessage : undefined;
}

describe('MCP Tools on the server', () => {
  let allowing: TestServer;
  let guarded: TestServer;
  let llm: LlmTestServer;
  let mcp: McpTestServer;
  let dev: Api;
  let guardedDev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    [allowing, guarded, llm, mcp] = await Promise.all([
      createTestServer({ database: 'sqlite', env: { FETCH_ALLOWED_HOSTS: '127.0.0.1', MCP_STDIO_ENABLED: 'true' } }),
      createTestServer({ database: 'sqlite' }),
      startLlmTestServer({ apiKey: KEY, models: ['gpt-4o-mini'] }),
      startMcpTestServer(),
    ]);
    [dev, guardedDev] = await Promise.all([userApi(allowing, 'mcp-dev'), userApi(guarded, 'mcp-guarded')]);
    catalogue = await fetchCatalogue(dev);
    const variable = await dev.post('/api/v1/variables/', { name: 'MCP_AGENT_KEY', value: KEY, type: 'Credential' });
    expect(variable.status).toBe(201);
  });
  afterEach(() => {
    llm.reset();
    mcp.calls.length = 0;
  });
  afterAll(() => Promise.all([allowing.close(), guarded.close(), llm.close(), mcp.close()]));

  it('offers MCP Tools in the catalogue with its tools output for an agent', () => {
    expect(catalogue.MCPTools).toMatchObject({ display_name: 'MCP 工具', outputs: [{ name: 'tools', types: ['Tool'] }] });
  });

  it('lets the agent call the server’s tool; the result reaches the answer and the stored agent steps', async () => {
    llm.queue({ text: '', toolCalls: [{ id: 'call_add', name: 'add', arguments: { a: 20, b: 22 } }] }, { chunks: ['答案是 ', '42。'] });
    const flow = await createFlow(dev, mcpAgentGraph(catalogue, llm.baseUrl, `${mcp.origin}/mcp`));
    const events = await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: '20 加 22？', session: 'mcp-build' } }));
    expect(events.at(-1)).toMatchObject({ event: 'end' });
    expect(endVertices(events).filter((vertex) => !vertex.valid).map((vertex) => [vertex.id, errorOf(events, vertex.id)])).toEqual([]);
    expect(mcp.calls).toEqual([{ name: 'add', args: { a: 20, b: 22 } }]);
    expect((llm.requests[1]?.body as { messages: Array<{ role: string; content: string }> }).messages.at(-1)).toMatchObject({ role: 'tool', content: '42' });
    expect(messagesOf(events).filter((message) => message.sender === 'Machine').at(-1)?.text).toBe('答案是 42。');

    const stored = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}&session_id=mcp-build`);
    const uses = (stored.body[1]?.content_blocks ?? []).flatMap((block) => block.contents.filter((content) => content.type === 'tool_use'));
    expect(uses).toEqual([expect.objectContaining({ name: 'add', tool_input: { a: 20, b: 22 }, output: '42', error: null })]);
  });

  it('lists the server’s tools on the refresh button of the tool choice', async () => {
    const node = catalogue.MCPTools!;
    const template = structuredClone(node.template);
    Object.assign(template.url as TemplateField, { value: `${mcp.origin}/mcp` });
    const { status, body } = await dev.post<{ template: Record<string, TemplateField> }>('/api/v1/custom_component/update', {
      code: (node.template.code as TemplateField).value,
      template,
      field: 'tool_names',
      field_value: [],
    });
    expect(status).toBe(200);
    expect(body.template.tool_names?.options).toEqual(['add', 'whoami', 'broken']);
  });

  it('refuses MCP URLs on this machine or a private network unless an administrator allowed them', async () => {
    const flow = await createFlow(guardedDev, mcpAgentGraph(catalogue, llm.baseUrl, `${mcp.origin}/mcp`));
    const events = await pollEvents(guardedDev, await startBuild(guardedDev, flow.id, { inputs: { input_value: 'hi' } }));
    expect(errorOf(events, MCP)).toContain(`Refused to fetch ${mcp.origin}/mcp: 127.0.0.1 is`);
    expect(mcp.calls).toEqual([]);

    const node = catalogue.MCPTools!;
    const template = structuredClone(node.template);
    Object.assign(template.url as TemplateField, { value: 'http://10.20.30.40/mcp' });
    const refused = await dev.post<{ detail: string }>('/api/v1/custom_component/update', { code: (node.template.code as TemplateField).value, template, field: 'tool_names', field_value: [] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Refused to fetch http://10.20.30.40/mcp');
  });

  it('starts MCP servers as local commands only where MCP_STDIO_ENABLED allows it', async () => {
    expect(parseConfig({}, '/srv').mcpStdioEnabled).toBe(false);
    const stdio = { transport: 'Stdio', command: `"${process.execPath}" "${MCP_STDIO_SERVER_SCRIPT}"` };
    llm.queue({ text: '', toolCalls: [{ id: 'call_add', name: 'add', arguments: { a: 1, b: 2 } }] }, { text: '是 3。' });
    const flow = await createFlow(dev, mcpAgentGraph(catalogue, llm.baseUrl, stdio));
    const events = await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: '1+2?' } }));
    expect(errorOf(events, MCP)).toBeUndefined();
    expect(messagesOf(events).filter((message) => message.sender === 'Machine').at(-1)?.text).toBe('是 3。');
    expect((llm.requests[1]?.body as { messages: Array<{ role: string; content: string }> }).messages.at(-1)).toMatchObject({ role: 'tool', content: '3' });

    const refusedFlow = await createFlow(guardedDev, mcpAgentGraph(catalogue, llm.baseUrl, stdio));
    const refused = await pollEvents(guardedDev, await startBuild(guardedDev, refusedFlow.id, { inputs: { input_value: '1+2?' } }));
    expect(errorOf(refused, MCP)).toContain(componentMessages.MCP_COMMANDS_DISABLED());
  });
});
