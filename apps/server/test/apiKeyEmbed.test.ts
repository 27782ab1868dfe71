// What the embedded chat page and other sites do with a key: the rest/* calls (store info,
// greeting and suggestions, a streamed build of the release whose job only that key reads or
// cancels), conversations kept apart per key and session and away from the owner, the per-key run
// limit (429 with Retry-After), and CORS: the cross-origin routes answer preflights for any origin
// (or CORS_ORIGINS) without credentials, console routes stay same-origin. SQLite and PostgreSQL.
import { ErrorCode, type Envelope, type StoreApp, type StoreNode } from '@app/api-client';
import type { RunResponse } from '@app/engine';
import type { BuildEvent } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { dataOf } from './support/admin';
import { parseEvents, userApi, type Api } from './support/api';
import { eventually } from './support/builds';
import { chatPromptGraph, createFlow, fetchCatalogue, memoryGraph, type Catalogue } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { answerOf, decommission, publish } from './support/store';
import { createFromTemplate, tokensOf } from './support/templateFlows';

const LLM_KEY = 'sk-embed-test-0a1b2c3d4e';

describe.each(await databasesUnderTest())('API keys from other sites on %s', (database) => {
  let server: TestServer;
  let narrowed: TestServer;
  let llm: LlmTestServer;
  let owner: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    [server, narrowed, llm] = await Promise.all([
      createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }),
      createTestServer({ database, env: { API_KEY_RATE_LIMIT: '2', CORS_ORIGINS: 'https://allowed.example, http://localhost:5173' } }),
      startLlmTestServer({ apiKey: LLM_KEY }),
    ]);
    owner = await userApi(server, 'embed-owner');
    catalogue = await fetchCatalogue(owner);
    expect((await owner.post('/api/v1/variables/', { name: TEMPLATE_API_KEY_VARIABLE, value: LLM_KEY, type: 'Credential' })).status).toBe(201);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), narrowed.close(), llm.close()]);
  });

  async function basicApp(): Promise<{ flowId: string; storeId: string }> {
    const flow = await createFromTemplate(owner, 'basic-prompting', llm.baseUrl);
    return { flowId: flow.id, storeId: await publish(owner, flow.id) };
  }

  const events = async (key: string, jobId: string, target = server): Promise<BuildEvent[]> => {
    const answer = await keyCall(target, key, 'GET', `/api/v1/build/${jobId}/events?event_delivery=streaming`);
    expect(answer.status, answer.text).toBe(200);
    return parseEvents(answer.text);
  };

  it('serves the embedded page with a channel code: store info, greeting and suggestions, a streamed answer', async () => {
    const { storeId } = await basicApp();
    const code = await createKey(owner, storeId, { is_channel: true });
    const info = dataOf(await keyCall<Envelope<StoreApp>>(server, code.api_key, 'GET', `/api/v1/rest/${storeId}?x-api-key=${code.api_key}`, { inQuery: true }));
    expect(info).toMatchObject({ id: storeId, status_type: 'published' });
    const node = dataOf(await keyCall<Envelope<StoreNode>>(server, code.api_key, 'GET', `/api/v1/rest/store_node/${storeId}?search=UIOutput`));
    expect(node.greeting).toBe('你好！我是你的 AI 助手，有什么可以帮你？');
    expect(node.suggestions.length).toBeGreaterThan(0);

    llm.queue({ chunks: ['嵌入', '的回答'] });
    const session = crypto.randomUUID();
    const started = await keyCall<{ job_id: string }>(server, code.api_key, 'POST', `/api/v1/rest/build/${storeId}/flow?event_delivery=streaming`, {
      body: { inputs: { input_value: '你好', session } },
    });
    expect(started.status, started.text).toBe(200);
    const read = await events(code.api_key, started.body.job_id);
    expect(tokensOf(read).map((token) => token.chunk)).toEqual(['嵌入', '的回答']);
    expect(answerOf(read)).toBe('嵌入的回答');

    llm.queue({ text: '直接送达' });
    const direct = await keyCall(server, code.api_key, 'POST', `/api/v1/rest/build/${storeId}/flow?event_delivery=direct`, { body: { inputs: { input_value: '再来', session } } });
    expect(answerOf(parseEvents(direct.text))).toBe('直接送达');
  });

  it('lets only the key that started a build read its events or cancel it', async () => {
    const { storeId } = await basicApp();
    const [code, otherCode] = [await createKey(owner, storeId, { is_channel: true }), await createKey(owner, storeId, { is_channel: true })];
    llm.queue({ text: Array.from({ length: 60 }, (_, index) => `词${index}`).join(' '), delayMs: 25 });
    const started = await keyCall<{ job_id: string }>(server, code.api_key, 'POST', `/api/v1/rest/build/${storeId}/flow`, { body: { inputs: { input_value: '长故事' } } });
    const jobId = started.body.job_id;
    await eventually(() => llm.requests.length === 1);
    expect((await keyCall(server, otherCode.api_key, 'GET', `/api/v1/build/${jobId}/events?event_delivery=polling`)).status).toBe(404);
    expect((await keyCall(server, otherCode.api_key, 'POST', `/api/v1/build/${jobId}/cancel`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/build/${jobId}/events?event_delivery=polling`)).status).toBe(404);
    expect((await owner.get(`/api/v1/build/${jobId}/events?event_delivery=polling`)).status).toBe(404);
    const cancelled = await keyCall(server, code.api_key, 'POST', `/api/v1/build/${jobId}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, body: { success: true } });
    await llm.requests[0]!.settled;
    expect(llm.requests[0]!.closedEarly).toBe(true);
  });

  it('ends the embedded page’s running builds when the app is decommissioned', async () => {
    const { flowId, storeId } = await basicApp();
    const code = await createKey(owner, storeId, { is_channel: true });
    llm.queue({ text: Array.from({ length: 60 }, (_, index) => `词${index}`).join(' '), delayMs: 25 });
    const started = await keyCall<{ job_id: string }>(server, code.api_key, 'POST', `/api/v1/rest/build/${storeId}/flow`, { body: { inputs: { input_value: '长故事' } } });
    expect(started.status).toBe(200);
    await eventually(() => llm.requests.length === 1);
    await decommission(owner, flowId);
    await llm.requests[0]!.settled;
    expect(llm.requests[0]!.closedEarly).toBe(true);
    expect((await keyCall(server, code.api_key, 'POST', `/api/v1/rest/build/${storeId}/flow`, { body: { inputs: { input_value: 'x' } } })).status).toBe(404);
  });

  it('keeps conversations apart per key and session, and away from the owner', async () => {
    const flow = await createFlow(owner, memoryGraph(catalogue));
    const storeId = await publish(owner, flow.id);
    const [key, otherKey] = [await createKey(owner, storeId), await createKey(owner, storeId)];
    const say = async (apiKey: string, session: string, text: string) => {
      const answer = await keyCall<RunResponse>(server, apiKey, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: text, session_id: session } });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.session_id).toBe(session);
      return (answer.body.outputs[0]?.outputs[0]?.results.message as { text: string }).text;
    };
    await say(key.api_key, 'visitor-a', 'secret one');
    expect(await say(key.api_key, 'visitor-a', 'again')).toContain('secret one');
    expect(await say(key.api_key, 'visitor-b', 'hello')).not.toContain('secret one');
    expect(await say(otherKey.api_key, 'visitor-a', 'hello')).not.toContain('secret one');
    expect((await owner.get<unknown[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`)).body).toEqual([]);
    expect(dataOf<{ items: unknown[] }>(await owner.get(`/api/v1/conversations?store_id=${storeId}`)).items).toEqual([]);
  });

  it('limits the runs a key starts in a minute (429 with Retry-After); reads and other keys go on', async () => {
    const dev = await userApi(narrowed, 'limit-dev');
    const flow = await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)));
    const storeId = await publish(dev, flow.id);
    const [key, otherKey] = [await createKey(dev, storeId), await createKey(dev, storeId)];
    const run = (apiKey: string) => keyCall(narrowed, apiKey, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: 'x' } });
    expect((await run(key.api_key)).status).toBe(200);
    expect((await run(key.api_key)).status).toBe(200);
    const limited = await run(key.api_key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.body).toEqual({ detail: '同一个 API 密钥每分钟最多运行 2 次，请稍后再试。', code: ErrorCode.TOO_MANY_REQUESTS, params: { limit: '2' } });
    expect((await keyCall(narrowed, key.api_key, 'GET', `/api/v1/rest/${storeId}`)).status).toBe(200);
    expect((await run(otherKey.api_key)).status).toBe(200);
  });

  it('answers preflights of the cross-origin routes for any origin, without credentials; console routes stay same-origin', async () => {
    const preflight = (path: string, origin = 'https://site.example', target = server) =>
      fetch(`${target.url}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key' } });
    for (const path of ['/api/v1/run/some-flow', '/api/v1/webhook/hook', '/api/v1/rest/build/x/flow', '/api/v1/build/job-1/events', '/api/v1/build_public_tmp/x/flow']) {
      const answer = await preflight(path);
      expect(answer.status, path).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
      expect(answer.headers.get('access-control-allow-headers')).toBe('content-type,x-api-key');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
    for (const path of ['/api/v1/flows/', '/api/v1/login', '/api/v1/api_key/x', '/api/v1/users/whoami', '/']) {
      const answer = await preflight(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const { storeId, flowId } = await basicApp();
    const key = await createKey(owner, storeId);
    llm.queue({ text: 'cors' });
    const run = await keyCall(server, key.api_key, 'POST', `/api/v1/run/${flowId}`, { body: { input_value: 'x' }, headers: { origin: 'https://site.example' } });
    expect(run.status).toBe(200);
    expect(run.headers.get('access-control-allow-origin')).toBe('*');
    expect(run.headers.get('access-control-allow-credentials')).toBeNull();
    const console = await fetch(`${server.url}/api/v1/flows/`, { headers: { origin: 'https://site.example', authorization: `Bearer ${owner.token}` } });
    expect(console.status).toBe(200);
    expect(console.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows only the CORS_ORIGINS origins when the list is set', async () => {
    const allowed = await fetch(`${narrowed.url}/api/v1/run/x`, { method: 'OPTIONS', headers: { origin: 'https://allowed.example', 'access-control-request-method': 'POST' } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
    expect(allowed.headers.get('vary')).toContain('Origin');
    const refused = await fetch(`${narrowed.url}/api/v1/run/x`, { method: 'OPTIONS', headers: { origin: 'https://other.example', 'access-control-request-method': 'POST' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${narrowed.url}/api/v1/run/x`, { method: 'POST', headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await fetch(`${narrowed.url}/api/v1/run/x`, { method: 'POST', headers: { origin: 'https://other.example', 'content-type': 'application/json' }, body: '{}' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
