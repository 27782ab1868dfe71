// MCP Tools against a local MCP server built with the SDK: the agent calls a server tool through
// the fake model's tool-call deltas and the result reaches the answer and its steps; the refresh
// button lists the server's tools; the choice, headers, SSE and failures.
import type { ChatMessage, NodeTemplate, TemplateField } from '@app/flow-graph';
import { MCP_STDIO_SERVER_SCRIPT, startLlmTestServer, startMcpTestServer, type LlmTestServer, type McpTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages, MCPTools } from '../src';
import { commandWords } from '../src/tools/mcp/mcpSettings';
import { toolResultText } from '../src/tools/mcp/mcpServerTools';
import { AGENT, agentFlow, OUTPUT, toolUses } from './support/agents';
import { build, buildOne, connect, makeNode } from './support/flows';
import { TEST_KEY } from './support/models';
import { networkFetch } from './support/services';

const MCP = 'MCPTools-mcp00';

describe('MCP Tools', () => {
  let llm: LlmTestServer;
  let mcp: McpTestServer;
  const sentTools = (index: number) => (llm.requests[index]?.body as { tools?: Array<{ function: { name: string; description: string; parameters: unknown } }> }).tools ?? [];

  beforeAll(async () => {
    [llm, mcp] = await Promise.all([startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] }), startMcpTestServer()]);
  });
  afterEach(() => {
    llm.reset();
    mcp.calls.length = 0;
  });
  afterAll(() => Promise.all([llm.close(), mcp.close()]));

  function mcpAgentFlow(values: Record<string, unknown>) {
    const flow = agentFlow({ baseUrl: llm.baseUrl });
    const nodes = [...flow.nodes, makeNode(MCP, values)];
    return { nodes, edges: [...flow.edges, connect(nodes, `${MCP}.tools`, `${AGENT}.tools`)] };
  }

  it('gives the agent the server’s tool, which it calls; the result reaches the answer and the agent steps', async () => {
    llm.queue({ text: '', toolCalls: [{ id: 'call_add', name: 'add', arguments: { a: 2, b: 3 } }] }, { chunks: ['2 加 3 ', '等于 5。'] });
    const flow = mcpAgentFlow({ url: `${mcp.origin}/mcp`, tool_names: ['add'] });
    const fetch = networkFetch();
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: '2 加 3 等于多少？' }, services: { fetch } });
    expect(built.result.status).toBe('completed');

    // The model saw the server's tool with its schema, then the server's answer to its call.
    expect(sentTools(0)).toMatchObject([
      { function: { name: 'add', description: 'Adds two numbers.', parameters: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] } } },
    ]);
    const second = (llm.requests[1]?.body as { messages: Array<{ role: string; tool_call_id?: string; content?: string }> }).messages;
    expect(second.at(-1)).toEqual({ role: 'tool', tool_call_id: 'call_add', content: '5' });
    expect(mcp.calls).toEqual([{ name: 'add', args: { a: 2, b: 3 } }]);

    const answer = built.values(OUTPUT).message as ChatMessage;
    expect(answer.text).toBe('2 加 3 等于 5。');
    expect(toolUses(answer)).toMatchObject([{ type: 'tool_use', name: 'add', tool_input: { a: 2, b: 3 }, output: '5', error: null }]);
    // Every MCP request went through the server's fetch.
    expect(fetch.requests.filter((request) => request.url.startsWith(mcp.origin)).length).toBeGreaterThan(0);
  });

  it('shows a tool the server reports as failed as the call’s error, and the agent still answers', async () => {
    llm.queue({ text: '', toolCalls: [{ id: 'call_broken', name: 'broken', arguments: {} }] }, { text: '工具出错了。' });
    const flow = mcpAgentFlow({ url: `${mcp.origin}/mcp` });
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: '试试' }, services: { fetch: networkFetch() } });
    expect(built.result.status).toBe('completed');
    // No choice made: the agent got every tool of the server.
    expect(sentTools(0).map((tool) => tool.function.name)).toEqual(['add', 'whoami', 'broken']);
    const answer = built.values(OUTPUT).message as ChatMessage;
    expect(toolUses(answer)[0]).toMatchObject({ name: 'broken', output: null, error: componentMessages.MCP_TOOL_FAILED({ tool: 'broken', detail: 'the disk is full' }) });
  });

  it('lists the server’s tools when the refresh button is pressed, keeping chosen names it still offers', async () => {
    const node = makeNode(MCP, { url: `${mcp.origin}/mcp`, tool_names: ['add', 'gone'] });
    const update = await MCPTools.updateTemplate!({ template: node.data.node.template, outputs: [], field: 'tool_names', value: ['add', 'gone'], services: { fetch: networkFetch() } });
    const field = (update.template as NodeTemplate).tool_names as TemplateField;
    expect(field.options).toEqual(['add', 'whoami', 'broken']);
    expect(field.value).toEqual(['add']);
    expect(field.limit).toBe(3);
  });

  it('shows the command fields for Stdio and the URL fields otherwise', async () => {
    const node = makeNode(MCP);
    expect(node.data.node.template).toMatchObject({ url: { show: true }, command: { show: false }, env: { show: false } });
    const stdio = await MCPTools.updateTemplate!({ template: node.data.node.template, outputs: [], field: 'transport', value: 'Stdio' });
    expect(stdio.template).toMatchObject({ url: { show: false }, api_key: { show: false }, headers: { show: false }, command: { show: true }, env: { show: true } });
    const http = await MCPTools.updateTemplate!({ template: stdio.template!, outputs: [], field: 'transport', value: 'SSE' });
    expect(http.template).toMatchObject({ url: { show: true }, command: { show: false } });
  });

  it('lists tools over the older SSE transport and sends the access token from a global variable', async () => {
    const resolveVariable = async (name: string) => (name === 'MCP_TOKEN' ? 'mcp-token-1' : undefined);
    const fetch = networkFetch();
    const built = await buildOne(
      MCP,
      { transport: 'SSE', url: `${mcp.origin}/sse`, api_key: 'MCP_TOKEN', headers: { 'x-team': 'blue' }, tool_names: ['whoami'] },
      { services: { fetch }, resolveVariable },
    );
    expect(built.error(MCP)).toBeUndefined();
    const tools = built.output.tools as Array<{ name: string; invoke(args: object): Promise<unknown> }>;
    expect(tools.map((tool) => tool.name)).toEqual(['whoami']);
    expect(await tools[0]!.invoke({})).toBe('authorization: Bearer mcp-token-1');
    expect(fetch.requests.every((request) => request.init.headers?.['x-team'] === 'blue')).toBe(true);
  });

  it('refuses a chosen tool the server no longer offers, and a server it cannot reach', async () => {
    const missing = await buildOne(MCP, { url: `${mcp.origin}/mcp`, tool_names: ['gone'] }, { services: { fetch: networkFetch() } });
    expect(missing.error(MCP)).toContain(componentMessages.MCP_TOOL_MISSING({ names: 'gone', url: `${mcp.origin}/mcp` }));
    const refused = new Error('Refused to fetch http://10.0.0.1/mcp: 10.0.0.1 is a private address.');
    const unreachable = await buildOne(MCP, { url: 'http://10.0.0.1/mcp' }, { services: { fetch: () => Promise.reject(refused) } });
    expect(unreachable.error(MCP)).toContain(componentMessages.MCP_CONNECT_FAILED({ url: 'http://10.0.0.1/mcp', detail: refused.message }));
    const missingCommand = await buildOne(MCP, { transport: 'Stdio', command: 'no-such-mcp-command-7f3e' }, { services: { localCommands: true } });
    expect(missingCommand.error(MCP)).toContain('无法连接 MCP 服务器 no-such-mcp-command-7f3e：');
    const invalid = await buildOne(MCP, { url: 'file:///etc/passwd' }, { services: { fetch: networkFetch() } });
    expect(invalid.error(MCP)).toContain(componentMessages.URL_INVALID({ url: 'file:///etc/passwd' }));
  });

  it('starts a local command as the server only where an administrator allows commands, without the server’s environment', async () => {
    const command = `"${process.execPath}" "${MCP_STDIO_SERVER_SCRIPT}"`;
    const values = { transport: 'Stdio', command, env: { GREETING: 'ni hao' } };
    const refused = await buildOne(MCP, values, { services: { fetch: networkFetch() } });
    expect(refused.error(MCP)).toContain(componentMessages.MCP_COMMANDS_DISABLED());

    process.env.MCP_TEST_SERVER_SECRET = 'not for commands';
    try {
      const built = await buildOne(MCP, values, { services: { localCommands: true } });
      expect(built.error(MCP)).toBeUndefined();
      const tools = built.output.tools as Array<{ name: string; invoke(args: object): Promise<unknown> }>;
      expect(tools.map((tool) => tool.name)).toEqual(['add', 'environment']);
      expect(await tools[0]!.invoke({ a: 1, b: 2 })).toBe('3');
      expect(await tools[1]!.invoke({ name: 'GREETING' })).toBe('ni hao');
      expect(await tools[1]!.invoke({ name: 'MCP_TEST_SERVER_SECRET' })).toBe('(unset)');
    } finally {
      delete process.env.MCP_TEST_SERVER_SECRET;
    }
  });

  it('reads a tool’s answer as text for the model, and a command line as words', () => {
    const content = [
      { type: 'text', text: '晴，25°C' },
      { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
      { type: 'resource', resource: { uri: 'file:///report.md', text: '# 报告', mimeType: 'text/markdown' } },
      { type: 'resource_link', uri: 'https://example.com/a.pdf', name: 'a.pdf' },
    ];
    expect(toolResultText({ content })).toBe('晴，25°C\n[image: image/png]\n# 报告\n[a.pdf: https://example.com/a.pdf]');
    expect(toolResultText({ content: [], structuredContent: { temperature: 25 } })).toBe('{"temperature":25}');
    expect(commandWords(`npx -y "@scope/server" '/srv/my docs'`)).toEqual(['npx', '-y', '@scope/server', '/srv/my docs']);
  });
});
