// Langflow's own JavaScript client, @datastax/langflow-client, unmodified, against the real server
// with an API key made through @app/api-client: a published Basic Prompting app (its model pointed
// at the local OpenAI-protocol test server) run, streamed, tweaked and given a file, as its users do; and
// @app/api-client's key-signed client on the same run API (run, stream, leaving a stream, webhook). SQLite, and PostgreSQL when reachable.
import { createApiClient, createMemoryTokenStore, runOutputText, type ApiClient, type RunStreamEvent } from '@app/api-client';
import { isGenericNode, type FlowData, type TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { createTestServer, databasesUnderTest, type TestServer } from '@app/server/testing';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { LangflowClient } from '@datastax/langflow-client';
import { LangflowError } from '@datastax/langflow-client/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const LLM_KEY = 'sk-langflow-client-test-7f8e9d';

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

describe.each(await databasesUnderTest())('@datastax/langflow-client with an API key on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let dev: ApiClient;
  let flowId: string;
  let apiKey: string;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: LLM_KEY })]);
    dev = createApiClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore() });
    await dev.auth.login({ username: server.admin.username, password: server.admin.password });
    await dev.variables.create({ name: TEMPLATE_API_KEY_VARIABLE, value: LLM_KEY, type: 'Credential' });
    const example = (await dev.flows.basicExamples()).find((candidate) => candidate.template_key === 'basic-prompting')!;
    const data = structuredClone(example.data) as FlowData;
    for (const node of data.nodes.filter(isGenericNode)) {
      if (node.data.type === 'OpenAIModel') (node.data.node.template.openai_api_base as TemplateField).value = llm.baseUrl;
    }
    flowId = (await dev.flows.create({ name: 'Basic Prompting', data })).id;
    const { store_id: storeId } = await dev.store.release({ flow_id: flowId, note: '第一版' });
    apiKey = (await dev.apiKeys.create(storeId, { name: 'langflow-client' })).api_key;
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  it('runs the published app and reads the chat answer', async () => {
    llm.queue({ text: '你好，我是助手。' });
    const client = new LangflowClient({ baseUrl: server.url, apiKey });
    const response = await client.flow(flowId).run('你好', { session_id: 'lf-session' });
    expect(response.sessionId).toBe('lf-session');
    expect(response.chatOutputText()).toBe('你好，我是助手。');
    expect(llm.requests).toHaveLength(1);
  });

  it('streams the run: the messages, every token, then end with the result', async () => {
    llm.queue({ chunks: ['流', '式', '回答'] });
    const client = new LangflowClient({ baseUrl: server.url, apiKey });
    const events: StreamEvent[] = [];
    for await (const event of await client.flow(flowId).stream('讲一句')) events.push(event as StreamEvent);
    expect(events.filter((event) => event.event === 'token').map((event) => event.data.chunk)).toEqual(['流', '式', '回答']);
    expect(events.some((event) => event.event === 'add_message' && event.data.sender === 'User')).toBe(true);
    const end = events.at(-1)!;
    expect(end.event).toBe('end');
    const result = end.data.result as { outputs: Array<{ outputs: Array<{ results: { message: { text: string } } }> }> };
    expect(result.outputs[0]?.outputs[0]?.results.message.text).toBe('流式回答');
  });

  it('sends the owner’s tweaks by component id and by display name, in a run and in a stream', async () => {
    const nodes = (await dev.flows.get(flowId)).data!.nodes.filter(isGenericNode);
    const prompt = nodes.find((node) => node.data.type === 'Prompt')!;
    const model = nodes.find((node) => node.data.type === 'OpenAIModel')!;
    llm.queue({ text: '一' }, { text: '二' });
    const client = new LangflowClient({ baseUrl: server.url, apiKey });
    const tweaked = client.flow(flowId).tweak(prompt.id, { template: '只用英文回答。' });
    expect((await tweaked.run('你好', { tweaks: { [model.data.node.display_name]: { temperature: 0.42 } } })).chatOutputText()).toBe('一');
    const sent = llm.requests[0]!.body as { temperature: number; messages: Array<{ role: string; content: string }> };
    expect(sent.temperature).toBe(0.42);
    expect(sent.messages[0]).toEqual({ role: 'system', content: '只用英文回答。' });
    const events: StreamEvent[] = [];
    for await (const event of await tweaked.stream('再说一次', { session_id: 'lf-tweaked' })) events.push(event as StreamEvent);
    expect(events.at(-1)?.event).toBe('end');
    expect((llm.requests[1]!.body as typeof sent).messages[0]).toEqual({ role: 'system', content: '只用英文回答。' });
    expect(events.find((event) => event.event === 'add_message')?.data.session_id).toBe('lf-tweaked');
  });

  it('uploads a file for the app and is refused the owner’s own file library', async () => {
    const client = new LangflowClient({ baseUrl: server.url, apiKey });
    const uploaded = await client.flow(flowId).uploadFile(new File(['季度报告：收入增长 12%。'], 'report.txt', { type: 'text/plain' }));
    expect(uploaded.flowId).toBe(flowId);
    expect(uploaded.filePath).toMatch(new RegExp(`^${flowId}/.+report\\.txt$`));
    expect(await dev.files.listFlowFiles(flowId)).toHaveLength(1);
    const refused = await client.files.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LangflowError);
    expect((refused as LangflowError).cause).toMatchObject({ status: 401 });
  });

  it('refuses a wrong key and a draft flow', async () => {
    const draft = await dev.flows.create({ name: 'Draft', data: { nodes: [], edges: [] } });
    const client = new LangflowClient({ baseUrl: server.url, apiKey });
    const wrong = new LangflowClient({ baseUrl: server.url, apiKey: 'sk-wrong' });
    await expect(wrong.flow(flowId).run('hi')).rejects.toMatchObject({ cause: { status: 401 } });
    await expect(client.flow(draft.id).run('hi')).rejects.toMatchObject({ cause: { status: 404 } });
  });

  it('runs the app through @app/api-client signed by the same key', async () => {
    llm.queue({ text: '来自密钥客户端' });
    const keyClient = createApiClient({ baseUrl: server.url, apiKey });
    expect(runOutputText(await keyClient.runs.run(flowId, { input_value: '你好' }))).toBe('来自密钥客户端');
    await expect(keyClient.flows.list()).rejects.toMatchObject({ status: 401 });
  });

  it('streams the app through @app/api-client: typed events, the tokens, then end', async () => {
    llm.queue({ chunks: ['流', '式', '回答'] });
    const events: RunStreamEvent[] = [];
    for await (const event of createApiClient({ baseUrl: server.url, apiKey }).runs.stream(flowId, { input_value: '讲一句' })) events.push(event);
    expect(events.map((event) => event.event)).toEqual(['add_message', 'add_message', 'token', 'token', 'token', 'end']);
    const end = events.at(-1);
    expect(end?.event === 'end' && runOutputText(end.data.result)).toBe('流式回答');
  });

  it('stops the run on the server when an @app/api-client stream is left early', async () => {
    llm.queue({ chunks: ['一', '二', '三', '四'], delayMs: 1000 });
    for await (const event of createApiClient({ baseUrl: server.url, apiKey }).runs.stream(flowId, { input_value: '数一数' })) {
      if (event.event === 'token') break;
    }
    await vi.waitFor(() => expect(llm.requests).toHaveLength(1));
    await llm.requests[0]!.settled;
    expect(llm.requests[0]!.closedEarly).toBe(true);
  });

  it('refuses an @app/api-client stream with a wrong key before any event', async () => {
    const stream = createApiClient({ baseUrl: server.url, apiKey: 'sk-wrong' }).runs.stream(flowId, { input_value: 'x' });
    await expect(stream.next()).rejects.toMatchObject({ status: 401 });
    expect(llm.requests).toHaveLength(0);
  });

  it('starts a background run through @app/api-client’s webhook call', async () => {
    llm.queue({ text: '后台回答' });
    const answer = await createApiClient({ baseUrl: server.url, apiKey }).runs.webhook(flowId, { order: 42 });
    expect(answer).toEqual({ message: 'Task started in the background', status: 'in progress' });
    // The run goes on after the answer: the model call it makes carries the payload as the input.
    await vi.waitFor(() => expect(llm.requests).toHaveLength(1), { timeout: 30_000, interval: 50 });
    await llm.requests[0]!.settled;
    expect(JSON.stringify(llm.requests[0]!.body)).toContain('{\\"order\\":42}');
  });
});
