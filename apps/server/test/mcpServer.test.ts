// Published apps as MCP tools (issue 22), through the SDK's own client against the real server:
// streamable HTTP and the older SSE transport, the key as x-api-key or Bearer, tool names and
// descriptions from the 集成 tab, the fake model's answer with progress notifications while it
// streams, the access policy deciding which apps appear, folders as Langflow's project servers,
// and refusals of bad keys. SQLite and PostgreSQL.
import { EMPTY_UUID, ErrorCode, type Envelope, type PolicyGroupRead } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flowFilesDir } from '../src/build/componentFiles';
import { MCP_SSE_STREAMS_PER_KEY } from '../src/mcp/mcpRoutes';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { dataOf } from './support/admin';
import { adminApi, userApi, type Api } from './support/api';
import { eventually } from './support/builds';
import { chatPromptGraph, connect as connectNodes, createFlow, fetchCatalogue, makeNode, type Catalogue } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { publish } from './support/store';
import { createFromTemplate } from './support/templateFlows';

const LLM_KEY = 'sk-mcp-test-0a1b2c3d4e';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Transport = 'streamable' | 'sse';

describe.each(await databasesUnderTest())('published apps as MCP tools on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let owner: Api;
  let denied: Api;
  let catalogue: Catalogue;
  let ownerKey: string;
  let deniedKey: string;
  let modelApp: FlowRecord;
  let restrictedApp: FlowRecord;
  const clients: Client[] = [];

  async function connect(path: string, key: string, transport: Transport, header: 'x-api-key' | 'bearer' = 'x-api-key', extra: Record<string, string> = {}): Promise<Client> {
    const headers = { ...(header === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key }), ...extra };
    const url = new URL(`${server.url}/api/v1/mcp${path}/${transport}`);
    const client = new Client({ name: 'mcp-test', version: '1.0.0' });
    clients.push(client);
    await client.connect(transport === 'streamable' ? new StreamableHTTPClientTransport(url, { requestInit: { headers } }) : new SSEClientTransport(url, { requestInit: { headers } }));
    return client;
  }

  /** The progress messages and answers the client's transport receives, in order. */
  function watchWire(client: Client): string[] {
    const arrived: string[] = [];
    const wire = (client as unknown as { transport: { onmessage: (message: JSONRPCMessage) => void } }).transport;
    const deliver = wire.onmessage;
    wire.onmessage = (message) => {
      if ('method' in message && message.method === 'notifications/progress') arrived.push(String(message.params?.message));
      if ('result' in message) arrived.push('<answer>');
      deliver(message);
    };
    return arrived;
  }

  const toolNames = async (client: Client) => (await client.listTools()).tools.map((tool) => tool.name);
  const textOf = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: LLM_KEY })]);
    owner = await userApi(server, 'mcp-owner');
    denied = await userApi(server, 'mcp-denied');
    catalogue = await fetchCatalogue(owner);
    expect((await owner.post('/api/v1/variables/', { name: TEMPLATE_API_KEY_VARIABLE, value: LLM_KEY, type: 'Credential' })).status).toBe(201);
    modelApp = await createFromTemplate(owner, 'basic-prompting', llm.baseUrl);
    const named = await owner.patch<FlowRecord>(`/api/v1/flows/${modelApp.id}`, { action_name: 'ask_assistant', action_description: '向助手提问并得到回答' });
    expect(named.status, named.text).toBe(200);
    const modelStore = await publish(owner, modelApp.id);
    restrictedApp = await createFlow(owner, chatPromptGraph(catalogue, '受限: {question}'), { name: '受限应用', description: '只给部分人用' });
    const restrictedStore = await publish(owner, restrictedApp.id);
    // Drafts never appear: only released apps are tools.
    await createFlow(owner, chatPromptGraph(catalogue), { name: 'Draft app' });
    ownerKey = (await createKey(owner, modelStore)).api_key;
    // Keys are made for one's own app; any key opens every app its account may use.
    const ownApp = await createFlow(denied, chatPromptGraph(catalogue), { name: 'Own app', action_name: 'own_app' });
    deniedKey = (await createKey(denied, await publish(denied, ownApp.id))).api_key;
    const admin = await adminApi(server);
    const policy = dataOf(
      await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', { name: 'MCP 策略', description: '拒绝一个用户', allowed_group_ids: [EMPTY_UUID], denied_user_ids: [denied.userId] }),
    );
    dataOf(await owner.post('/api/v1/store/bind_policy', { store_id: restrictedStore, policy_id: policy.id }));
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all([server.close(), llm.close()]);
  });

  it.each<Transport>(['streamable', 'sse'])('lists the apps the key may use over %s, named and described in the 集成 tab or after the app', async (transport) => {
    const client = await connect('', ownerKey, transport);
    const { tools } = await client.listTools();
    const ask = tools.find((tool) => tool.name === 'ask_assistant');
    expect(ask).toMatchObject({ description: '向助手提问并得到回答', inputSchema: { type: 'object', required: ['input_value'], properties: { input_value: { type: 'string' } } } });
    // A Chinese name has no usable characters: the tool is named after the app's id, described by its description.
    const restricted = tools.find((tool) => tool.description === '只给部分人用');
    expect(restricted?.name).toMatch(/^app_[0-9a-f]{8}$/);
    // Another builder's app that the policy admits is a tool too; drafts are not.
    expect(tools.map((tool) => tool.name)).toContain('own_app');
    expect(tools).toHaveLength(3);
  });

  it.each<Transport>(['streamable', 'sse'])('runs the released app over %s and answers the fake model’s text, with progress while it streams', async (transport) => {
    const client = await connect('', ownerKey, transport, transport === 'sse' ? 'bearer' : 'x-api-key');
    // The SDK's client hands notifications on a tick later than responses, so over SSE, where one
    // read may hold both, its onprogress can miss the last ones; the wire has them, in order.
    const arrived = watchWire(client);
    llm.queue({ chunks: ['MCP ', '的', '回答'] });
    const progress: string[] = [];
    const result = await client.callTool({ name: 'ask_assistant', arguments: { input_value: '你好' } }, undefined, {
      onprogress: (notification) => progress.push(notification.message ?? ''),
    });
    expect(textOf(result)).toBe('MCP 的回答');
    expect(result.isError).toBeFalsy();
    expect(arrived).toEqual(['MCP ', '的', '回答', '<answer>']);
    if (transport === 'streamable') expect(progress).toEqual(['MCP ', '的', '回答']);
    expect(JSON.stringify(llm.requests[0]?.body)).toContain('你好');
  });

  it('sends no progress to a client that asked for none', async () => {
    const client = await connect('', ownerKey, 'streamable');
    const arrived = watchWire(client);
    llm.queue({ chunks: ['一次', '回答'] });
    expect(textOf(await client.callTool({ name: 'ask_assistant', arguments: { input_value: '你好' } }))).toBe('一次回答');
    expect(arrived).toEqual(['<answer>']);
  });

  it('answers the files of the app’s message as MCP content: a picture as an image, other files embedded', async () => {
    const flow = await createFlow(owner, chatPromptGraph(catalogue), { name: 'Picture app', action_name: 'picture_app' });
    const dir = flowFilesDir(server.config.dataDir, flow.id);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'chart.png'), PNG);
    await writeFile(join(dir, 'notes.txt'), '备注');
    const nodes = [makeNode(catalogue, 'ChatInput-in000', { files: [`${flow.id}/chart.png`, `${flow.id}/notes.txt`] }), makeNode(catalogue, 'ChatOutput-out00')];
    expect((await owner.patch(`/api/v1/flows/${flow.id}`, { data: { nodes, edges: [connectNodes(nodes, 'ChatInput-in000.message', 'ChatOutput-out00.input_value')] } })).status).toBe(200);
    await publish(owner, flow.id);
    const client = await connect('', ownerKey, 'streamable');
    const result = (await client.callTool({ name: 'picture_app', arguments: { input_value: '看图' } })) as CallToolResult;
    expect(result.content).toEqual([
      { type: 'text', text: '看图' },
      { type: 'image', mimeType: 'image/png', data: PNG.toString('base64') },
      { type: 'resource', resource: { uri: 'attachment:///notes.txt', mimeType: 'application/octet-stream', blob: Buffer.from('备注').toString('base64') } },
    ]);
  });

  it('takes each Text Input as an argument of its own, passed to that node only', async () => {
    const nodes = [
      makeNode(catalogue, 'ChatInput-in000'),
      makeNode(catalogue, 'TextInput-city0', { input_value: '上海' }),
      makeNode(catalogue, 'Prompt-pr000', { template: '{question} @ {city}', question: '', city: '' }),
      makeNode(catalogue, 'ChatOutput-out00'),
    ];
    const edges = [
      connectNodes(nodes, 'ChatInput-in000.message', 'Prompt-pr000.question'),
      connectNodes(nodes, 'TextInput-city0.text', 'Prompt-pr000.city'),
      connectNodes(nodes, 'Prompt-pr000.prompt', 'ChatOutput-out00.input_value'),
    ];
    const flow = await createFlow(owner, { nodes, edges }, { name: 'City app', action_name: 'city_app' });
    await publish(owner, flow.id);
    const client = await connect('', ownerKey, 'streamable');
    const tool = (await client.listTools()).tools.find((candidate) => candidate.name === 'city_app');
    expect(tool?.inputSchema).toMatchObject({ properties: { input_value: { type: 'string' }, 'TextInput-city0': { type: 'string' } }, required: ['input_value'] });
    expect(textOf(await client.callTool({ name: 'city_app', arguments: { input_value: '天气', 'TextInput-city0': '北京' } }))).toBe('天气 @ 北京');
    expect(textOf(await client.callTool({ name: 'city_app', arguments: { input_value: '天气' } }))).toBe('天气 @ 上海');
  });

  it.each<Transport>(['streamable', 'sse'])('words a failed run in the language the client asked for over %s, Chinese by default', async (transport) => {
    // Anthropic without an API key: the model fails with MODEL_API_KEY_MISSING.
    const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'AnthropicModel-mod00'), makeNode(catalogue, 'ChatOutput-out00')];
    const edges = [connectNodes(nodes, 'ChatInput-in000.message', 'AnthropicModel-mod00.input_value'), connectNodes(nodes, 'AnthropicModel-mod00.text_output', 'ChatOutput-out00.input_value')];
    const flow = await createFlow(owner, { nodes, edges }, { name: `Keyless ${transport}`, action_name: `keyless_${transport}` });
    await publish(owner, flow.id);
    const failure = async (extra: Record<string, string>) => {
      const client = await connect('', ownerKey, transport, 'x-api-key', extra);
      const result = (await client.callTool({ name: `keyless_${transport}`, arguments: { input_value: 'hi' } })) as CallToolResult;
      expect(result.isError).toBe(true);
      return textOf(result);
    };
    expect(await failure({ 'accept-language': 'en' })).toMatch(/^Error building Component Anthropic: \n\nAPI key missing: Anthropic needs an API key\./);
    expect(await failure({})).toMatch(/^构建组件 Anthropic 出错：\n\n缺少 API 密钥：Anthropic 需要 API 密钥/);
  });

  it('counts tool calls against the key’s runs a minute, as the run API does', async () => {
    const limited = await createTestServer({ database, env: { API_KEY_RATE_LIMIT: '2' } });
    const client = new Client({ name: 'mcp-test', version: '1.0.0' });
    try {
      const builder = await userApi(limited, 'mcp-limited');
      const flow = await createFlow(builder, chatPromptGraph(await fetchCatalogue(builder)), { name: 'Echo', action_name: 'echo' });
      const key = (await createKey(builder, await publish(builder, flow.id))).api_key;
      await client.connect(new StreamableHTTPClientTransport(new URL(`${limited.url}/api/v1/mcp/streamable`), { requestInit: { headers: { 'x-api-key': key } } }));
      // Listing is not a run.
      for (let count = 0; count < 3; count += 1) expect(await toolNames(client)).toEqual(['echo']);
      expect(textOf(await client.callTool({ name: 'echo', arguments: { input_value: '一' } }))).toBe('Q: 一');
      const run = await keyCall(limited, key, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: '二' } });
      expect(run.status).toBe(200);
      const refused = (await client.callTool({ name: 'echo', arguments: { input_value: '三' } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      // Without Accept-Language, in the interface's default language, as the failures above.
      expect(textOf(refused)).toContain('同一个 API 密钥每分钟最多运行 2 次');
    } finally {
      await client.close();
      await limited.close();
    }
  });

  it('runs the release, not the working copy', async () => {
    const client = await connect('', ownerKey, 'streamable');
    const restricted = (await client.listTools()).tools.find((tool) => tool.description === '只给部分人用')!;
    const edited = await owner.patch(`/api/v1/flows/${restrictedApp.id}`, { data: chatPromptGraph(catalogue, '草稿: {question}') });
    expect(edited.status).toBe(200);
    expect(textOf(await client.callTool({ name: restricted.name, arguments: { input_value: '问题' } }))).toBe('受限: 问题');
  });

  it('hides the apps the access policy refuses the key’s account', async () => {
    const client = await connect('', deniedKey, 'streamable');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['ask_assistant', 'own_app']));
    expect(tools.find((tool) => tool.description === '只给部分人用')).toBeUndefined();
    const call = await client.callTool({ name: 'app_unknown', arguments: {} }).catch((error: unknown) => error);
    expect(String(call)).toContain('Unknown tool');
  });

  it('serves one of the key owner’s folders as Langflow serves a project; another’s answers as a missing one', async () => {
    const folder = await owner.post<{ id: string }>('/api/v1/folders/', { name: 'MCP 文件夹', description: '', flows_list: [modelApp.id], components_list: [] });
    expect(folder.status, folder.text).toBe(201);
    const client = await connect(`/project/${folder.body.id}`, ownerKey, 'streamable');
    expect(await toolNames(client)).toEqual(['ask_assistant']);
    const sse = await connect(`/project/${folder.body.id}`, ownerKey, 'sse');
    expect(await toolNames(sse)).toEqual(['ask_assistant']);
    const list = (folderId: string, key: string) =>
      fetch(`${server.url}/api/v1/mcp/project/${folderId}/streamable`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const missing = await list(crypto.randomUUID(), ownerKey);
    const foreign = await list(folder.body.id, deniedKey);
    expect([missing.status, foreign.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    await expect(connect(`/project/${folder.body.id}`, deniedKey, 'sse')).rejects.toEqual(expect.objectContaining({ message: expect.stringContaining('404') as string }));
  });

  it.each<Transport>(['streamable', 'sse'])('refuses a bad key, a missing key and a console session over %s with 401', async (transport) => {
    const refusal = transport === 'sse' ? expect.objectContaining({ message: expect.stringContaining('401') as string }) : expect.objectContaining({ code: 401 });
    await expect(connect('', 'sk-not-a-real-key', transport)).rejects.toEqual(refusal);
    await expect(connect('', 'sk-not-a-real-key', transport, 'bearer')).rejects.toEqual(refusal);
    const answer = await fetch(`${server.url}/api/v1/mcp/${transport}`, { method: transport === 'sse' ? 'GET' : 'POST', headers: { authorization: `Bearer ${owner.token}` } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('lets browser clients on other sites connect: preflight, then CORS headers on the SDK’s own answers', async () => {
    const origin = 'https://agent.example';
    const preflight = await fetch(`${server.url}/api/v1/mcp/streamable`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type, mcp-protocol-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
    const answer = await fetch(`${server.url}/api/v1/mcp/streamable`, {
      method: 'POST',
      headers: { origin, 'x-api-key': ownerKey, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.text()).toContain('"result":{}');
  });

  it('holds MCP_SSE_STREAMS_PER_KEY open SSE streams per key, and another once one closes', async () => {
    const key = (await createKey(owner, await publish(owner, (await createFlow(owner, chatPromptGraph(catalogue))).id))).api_key;
    const streams: AbortController[] = [];
    const open = async (apiKey: string) => {
      const stream = new AbortController();
      const answer = await fetch(`${server.url}/api/v1/mcp/sse`, { headers: { 'x-api-key': apiKey, accept: 'text/event-stream' }, signal: stream.signal });
      if (answer.status === 200) streams.push(stream);
      return answer;
    };
    try {
      for (let count = 0; count < MCP_SSE_STREAMS_PER_KEY; count += 1) expect((await open(key)).status).toBe(200);
      const refused = await open(key);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ detail: `每个 API 密钥最多同时打开 ${MCP_SSE_STREAMS_PER_KEY} 个 MCP SSE 连接，请先关闭一个。`, code: ErrorCode.TOO_MANY_REQUESTS, params: { limit: String(MCP_SSE_STREAMS_PER_KEY) } });
      expect((await open(ownerKey)).status).toBe(200);
      streams.shift()!.abort();
      await eventually(async () => (await open(key)).status === 200);
    } finally {
      for (const stream of streams) stream.abort();
    }
  });

  it('keeps an SSE session to the key that opened it', async () => {
    const client = await connect('', ownerKey, 'sse');
    expect(await toolNames(client)).toContain('ask_assistant');
    const transport = (client as unknown as { transport: SSEClientTransport }).transport;
    const sessionId = (transport as unknown as { _endpoint: URL })._endpoint.searchParams.get('sessionId');
    const answer = await fetch(`${server.url}/api/v1/mcp/?sessionId=${sessionId}`, {
      method: 'POST',
      headers: { 'x-api-key': deniedKey, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }),
    });
    expect(answer.status).toBe(404);
  });

  it('checks the tool name and description the builder sets, with coded errors, and changes nothing on error', async () => {
    for (const [fields, rule] of [
      [{ action_name: 'has space' }, 'MCP_TOOL_NAME_CHARACTERS'],
      [{ action_name: 'x'.repeat(65) }, 'MCP_TOOL_NAME_TOO_LONG'],
      [{ action_description: '长'.repeat(1025) }, 'MCP_TOOL_DESCRIPTION_TOO_LONG'],
    ] as const) {
      const answer = await owner.patch<{ detail: string; params: { rule: string } }>(`/api/v1/flows/${modelApp.id}`, { ...fields, name: '改了名字' });
      expect(answer.status).toBe(400);
      expect(answer.body.params.rule).toBe(rule);
    }
    const flow = await owner.get<FlowRecord>(`/api/v1/flows/${modelApp.id}`);
    expect(flow.body).toMatchObject({ name: modelApp.name, action_name: 'ask_assistant', action_description: '向助手提问并得到回答' });
    const cleared = await owner.patch<FlowRecord>(`/api/v1/flows/${modelApp.id}`, { action_name: '  ', action_description: '' });
    expect(cleared.body).toMatchObject({ action_name: null, action_description: null });
    const restored = await owner.patch<FlowRecord>(`/api/v1/flows/${modelApp.id}`, { action_name: 'ask_assistant', action_description: '向助手提问并得到回答' });
    expect(restored.status).toBe(200);
  });
});
