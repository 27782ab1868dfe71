// The run API as Langflow 1.6 clients read it, through the real server and a model on the local
// OpenAI-protocol test server: the answer at every JSON path Langflow documents (and Langflow's
// Python quickstart itself when python3 with requests is here), ?stream=true without a tweak,
// one run's variables from X-LANGFLOW-GLOBAL-VAR-* headers, who may send tweaks, FastAPI's 422
// lists, the JSON error detail, and webhook credentials.
import { ErrorCode } from '@app/api-client';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RunResponse } from '@app/engine';
import type { BuildEvent, ChatMessage, TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { testClock } from './support/accounts';
import { eventNames, parseEvents, userApi, type Api } from './support/api';
import { createKey, keyCall } from './support/keys';
import { publish } from './support/store';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const KEY = 'sk-langflow-run-test-0001';
const KEY_VARIABLE = 'OPENAI_API_KEY';
const MODEL = 'OpenAIModel-mo000';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;

const run = promisify(execFile);

/** Whether Langflow's Python quickstart can run here: python3 with requests. */
async function pythonWithRequests(): Promise<boolean> {
  try {
    await run('python3', ['-c', 'import requests']);
    return true;
  } catch {
    return false;
  }
}
const python = await pythonWithRequests();
if (!python) console.warn('[tests] python3 with requests is not on this machine — the Python quickstart test is skipped');

// Langflow's documented quickstart: POST the run with x-api-key and print the chat output's text.
const QUICKSTART = `
import sys, uuid, requests
url, api_key = sys.argv[1], sys.argv[2]
payload = {"output_type": "chat", "input_type": "chat", "input_value": "hello world!", "session_id": str(uuid.uuid4())}
response = requests.request("POST", url, json=payload, headers={"x-api-key": api_key})
response.raise_for_status()
data = response.json()
print(data["outputs"][0]["outputs"][0]["outputs"]["message"]["message"])
print(data["outputs"][0]["outputs"][0]["results"]["message"]["data"]["text"])
`;

function modelGraph(catalogue: Catalogue, llm: LlmTestServer): Graph {
  const nodes = [
    makeNode(catalogue, 'ChatInput-in000'),
    makeNode(catalogue, MODEL, { openai_api_base: llm.baseUrl, model_name: 'gpt-4o-mini', api_key: KEY_VARIABLE, max_retries: 0, stream: false }),
    makeNode(catalogue, 'ChatOutput-out00'),
  ];
  (nodes[1]!.data.node.template.api_key as TemplateField).load_from_db = true;
  const edges = [connect(nodes, 'ChatInput-in000.message', `${MODEL}.input_value`), connect(nodes, `${MODEL}.text_output`, 'ChatOutput-out00.input_value')];
  return { nodes, edges };
}

describe.each(await databasesUnderTest())('Langflow clients on the run API on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: KEY, models: ['gpt-4o-mini'] })]);
    dev = await userApi(server, 'langflow-run-dev');
    catalogue = await fetchCatalogue(dev);
    await dev.post('/api/v1/variables/', { name: KEY_VARIABLE, value: KEY, type: 'Credential' });
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  it('answers the chat output at every path Langflow 1.6 clients read', async () => {
    llm.queue({ text: '你好，世界' });
    const flow = await createFlow(dev, modelGraph(catalogue, llm));
    const { body } = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'hi', session_id: 'paths' });
    const output = body.outputs[0]!.outputs[0]!;
    expect(output.outputs).toEqual({ message: { message: '你好，世界', type: 'text' } });
    expect(output.artifacts).toEqual({ message: '你好，世界', sender: 'Machine', sender_name: 'AI', files: [], type: 'object' });
    expect(output.messages).toEqual([
      { message: '你好，世界', sender: 'Machine', sender_name: 'AI', session_id: 'paths', stream_url: null, component_id: 'ChatOutput-out00', files: [], type: 'text' },
    ]);
    const message = output.results.message as Record<string, unknown> & { data: Record<string, unknown>; properties: ChatMessage['properties'] };
    expect(message).toMatchObject({ text_key: 'text', default_value: '', duration: null, text: '你好，世界', sender: 'Machine', session_id: 'paths', flow_id: flow.id, category: 'message' });
    expect(message.data).toMatchObject({ text: '你好，世界', sender: 'Machine', sender_name: 'AI', session_id: 'paths', flow_id: flow.id, id: message.id });
    expect(message.timestamp).toMatch(ISO);
    expect(message.data.timestamp).toMatch(ISO);
    // The model produced the answer, so the model is its source, with the model it used.
    const model = catalogue.OpenAIModel!;
    expect(message.properties.source).toEqual({ id: MODEL, display_name: model.display_name, source: 'gpt-4o-mini' });
    expect(message.properties.icon).toBe(model.icon);
  });

  it.skipIf(!python)('gives the answer to Langflow’s Python quickstart with an API key', async () => {
    llm.queue({ text: 'Python 读到了回答' });
    const flow = await createFlow(dev, modelGraph(catalogue, llm));
    const key = (await createKey(dev, await publish(dev, flow.id))).api_key;
    const dir = await mkdtemp(join(tmpdir(), 'quickstart-'));
    try {
      await writeFile(join(dir, 'quickstart.py'), QUICKSTART);
      const { stdout } = await run('python3', [join(dir, 'quickstart.py'), `${server.url}/api/v1/run/${flow.id}`, key]);
      expect(stdout.trim().split('\n')).toEqual(['Python 读到了回答', 'Python 读到了回答']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('streams with ?stream=true alone: the messages, the tokens, then end, as Langflow’s run sends them', async () => {
    const chunks = ['流', '式', '回答'];
    llm.queue({ chunks });
    const flow = await createFlow(dev, modelGraph(catalogue, llm));
    const answer = await dev.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: '讲', session_id: 'stream' });
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const events = parseEvents(answer.text);
    expect(eventNames(events)).toEqual(['add_message', 'add_message', 'token', 'token', 'token', 'end']);
    const [user, ai, ...rest] = events as Array<BuildEvent & { data: Record<string, unknown> }>;
    expect(user!.data).toMatchObject({ sender: 'User', text: '讲' });
    expect(ai!.data).toMatchObject({ sender: 'Machine', text: '流', properties: { source: { id: MODEL } } });
    expect(rest.slice(0, 3).map((event) => event.data)).toEqual(chunks.map((chunk) => expect.objectContaining({ chunk, id: ai!.data.id })));
    const result = (events.at(-1)!.data as { result: RunResponse }).result;
    expect(result.outputs[0]?.outputs[0]?.outputs).toEqual({ message: { message: '流式回答', type: 'text' } });
    expect(llm.requests[0]?.body).toMatchObject({ stream: true });
  });

  it('takes one run’s variables from X-LANGFLOW-GLOBAL-VAR-* headers of the owner only', async () => {
    const flow = await createFlow(dev, modelGraph(catalogue, llm), { name: 'header variables' });
    // The stored credential is wrong: only the header's value reaches the model server.
    const stored = (await dev.get<Array<{ id: string; name: string }>>('/api/v1/variables/')).body.find((variable) => variable.name === KEY_VARIABLE)!;
    await dev.patch(`/api/v1/variables/${stored.id}`, { value: 'sk-wrong-stored-value' });
    try {
      llm.queue({ text: '用了请求头的密钥' });
      const owner = await fetch(`${server.url}/api/v1/run/${flow.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${dev.token}`, 'content-type': 'application/json', 'X-LANGFLOW-GLOBAL-VAR-openai_api_key': KEY },
        body: JSON.stringify({ input_value: 'x' }),
      });
      expect(owner.status).toBe(200);
      expect(llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(await owner.text()).not.toContain(KEY);

      await publish(dev, flow.id);
      const visitor = await userApi(server, 'header-visitor', 8);
      llm.queue({ error: { status: 401 } });
      const ignored = await fetch(`${server.url}/api/v1/run/${flow.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${visitor.token}`, 'content-type': 'application/json', 'X-LANGFLOW-GLOBAL-VAR-OPENAI_API_KEY': KEY },
        body: JSON.stringify({ input_value: 'x' }),
      });
      expect(ignored.status).toBe(500);
      expect(llm.requests.at(-1)?.headers.authorization).toBe('Bearer sk-wrong-stored-value');
    } finally {
      await dev.patch(`/api/v1/variables/${stored.id}`, { value: KEY });
    }
  });

  it('accepts tweaks from the owner and their own API key, refuses them from others and channel codes', async () => {
    const flow = await createFlow(dev, modelGraph(catalogue, llm), { name: 'tweak rights' });
    const storeId = await publish(dev, flow.id);
    const tweaks = { [MODEL]: { temperature: 0.5 } };
    llm.queue({ text: 'a' }, { text: 'b' }, { text: 'c' });
    expect((await dev.post(`/api/v1/run/${flow.id}`, { input_value: 'x', tweaks })).status).toBe(200);
    const ownKey = (await createKey(dev, storeId, { name: 'own' })).api_key;
    expect((await keyCall(server, ownKey, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: 'x', tweaks } })).status).toBe(200);

    const refusal = { status: 403, body: { detail: 'Tweaks are accepted only from the flow’s owner (signed in or with their own API key).' } };
    const channel = (await createKey(dev, storeId, { name: 'channel', is_channel: true })).api_key;
    expect(await keyCall(server, channel, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: 'x', tweaks } })).toMatchObject(refusal);
    const visitor = await userApi(server, 'tweak-visitor', 8);
    expect(await visitor.post(`/api/v1/run/${flow.id}`, { input_value: 'x', tweaks })).toMatchObject(refusal);
    expect((await visitor.post(`/api/v1/run/${flow.id}`, { input_value: 'x', tweaks: {} })).status).toBe(200);
  });

  it('answers bad bodies with FastAPI’s 422 list and runs an empty or missing body with the defaults', async () => {
    const flow = await createFlow(dev, modelGraph(catalogue, llm), { name: 'bodies' });
    const bad = await dev.post(`/api/v1/run/${flow.id}`, { input_type: 'voice', session_id: 7 });
    expect(bad).toMatchObject({
      status: 422,
      body: {
        detail: [
          { type: 'literal_error', loc: ['body', 'input_type'], msg: "Input should be 'chat', 'text' or 'any'" },
          { type: 'string_type', loc: ['body', 'session_id'] },
        ],
      },
    });
    const post = (body: string) => fetch(`${server.url}/api/v1/run/${flow.id}`, { method: 'POST', headers: { authorization: `Bearer ${dev.token}`, 'content-type': 'application/json' }, body });
    const broken = await post('{"input_value": ');
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({ detail: [{ type: 'json_invalid', loc: ['body', expect.any(Number)], msg: 'JSON decode error' }] });
    const empty = await post('');
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as RunResponse).outputs[0]?.outputs[0]?.outputs).toMatchObject({ message: { type: 'text' } });
    // No body and no content type at all (curl -X POST with only the key), as Langflow runs it: the defaults.
    const bare = await fetch(`${server.url}/api/v1/run/${flow.id}`, { method: 'POST', headers: { authorization: `Bearer ${dev.token}` } });
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as RunResponse).outputs[0]?.outputs[0]?.outputs).toMatchObject({ message: { type: 'text' } });
  });

  it('answers a failed run with 500 and Langflow’s JSON detail, without a traceback', async () => {
    llm.queue({ error: { status: 401 } });
    const flow = await createFlow(dev, modelGraph(catalogue, llm), { name: 'failing' });
    const answer = await dev.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'x' });
    expect(answer.status).toBe(500);
    const detail = JSON.parse(answer.body.detail) as Record<string, unknown>;
    expect(Object.keys(detail).sort()).toEqual(['code', 'description', 'message', 'suggestion']);
    expect(detail).toMatchObject({ message: expect.any(String), code: 'COMPONENT_BUILD_FAILED', description: null, suggestion: null });
    expect(answer.text).not.toContain(KEY);
  });

  it('takes a webhook’s API key from the header or the query, and refuses a call without one', async () => {
    const flow = await createFlow(dev, modelGraph(catalogue, llm), { name: 'webhook keys' });
    const key = (await createKey(dev, await publish(dev, flow.id), { name: 'hook' })).api_key;
    llm.queue({ text: '1' }, { text: '2' });
    expect((await keyCall(server, key, 'POST', `/api/v1/webhook/${flow.id}`, { body: { a: 1 } })).status).toBe(202);
    expect((await keyCall(server, key, 'POST', `/api/v1/webhook/${flow.id}`, { body: { a: 2 }, inQuery: true })).status).toBe(202);
    const anonymous = await fetch(`${server.url}/api/v1/webhook/${flow.id}`, { method: 'POST', body: 'x' });
    expect(anonymous.status).toBe(401);
    // WEBHOOK_AUTH is on: opening the webhook changes nothing.
    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { webhook_open: true })).body).toMatchObject({ webhook_open: true });
    expect((await fetch(`${server.url}/api/v1/webhook/${flow.id}`, { method: 'POST', body: 'x' })).status).toBe(401);
  });
});

describe.each(await databasesUnderTest())('webhooks with WEBHOOK_AUTH=false on %s', (database) => {
  const OPEN_RUNS = 3;
  const clock = testClock();
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database, clock: clock.now, env: { WEBHOOK_AUTH: 'false', API_KEY_RATE_LIMIT: String(OPEN_RUNS) } });
    dev = await userApi(server, 'open-hook-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('runs a flow whose owner opened its webhook for a sender without credentials, and no other', async () => {
    const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'ChatOutput-out00')];
    const graph = { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'ChatOutput-out00.input_value')] };
    const opened = await createFlow(dev, graph, { name: 'opened', webhook_open: true, endpoint_name: 'opened-hook' });
    const closed = await createFlow(dev, graph, { name: 'closed' });
    const send = (flow: string, body: string) => fetch(`${server.url}/api/v1/webhook/${flow}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect((await send('opened-hook', 'ping from outside')).status).toBe(202);
    expect((await send(closed.id, 'ping')).status).toBe(401);
    const messages = async () => (await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${opened.id}`)).body;
    await expect.poll(async () => (await messages()).map((message) => message.text), { timeout: 60_000 }).toContain('ping from outside');
    await dev.patch(`/api/v1/flows/${opened.id}`, { webhook_open: false });
    expect((await send(opened.id, 'again')).status).toBe(401);
  });

  it('lets one address without credentials start API_KEY_RATE_LIMIT runs a minute; a signed-in sender is not counted there', async () => {
    clock.advance(61);
    const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'ChatOutput-out00')];
    const flow = await createFlow(dev, { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'ChatOutput-out00.input_value')] }, { name: 'busy', webhook_open: true });
    const send = (headers: Record<string, string> = {}) => fetch(`${server.url}/api/v1/webhook/${flow.id}`, { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body: 'ping' });
    for (let count = 0; count < OPEN_RUNS; count += 1) expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ detail: `未携带凭据时，同一地址每分钟最多调用 ${OPEN_RUNS} 次 Webhook，请稍后再试。`, code: ErrorCode.TOO_MANY_REQUESTS, params: { limit: String(OPEN_RUNS) } });
    const english = await send({ 'accept-language': 'en-US' });
    expect(((await english.json()) as { detail: string }).detail).toBe(`At most ${OPEN_RUNS} webhook runs a minute from one address without credentials; try again shortly.`);
    expect((await send({ authorization: `Bearer ${dev.token}` })).status).toBe(202);
    clock.advance(61);
    expect((await send()).status).toBe(202);
  });
});
