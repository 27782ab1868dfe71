// MCP tool calls in queue mode: a call taken by an API-only instance becomes a queued run (as the
// run API's do) that the worker runs; the model's tokens come back through Redis as progress
// notifications, then the answer. The call carries the flow's row as the API instance read it, so
// the worker runs the release without reading the flow.
import type { FlowRecord } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix, type TestServer } from '../src/testing';
import { userApi } from './support/api';
import { deploymentSecrets } from './support/deployment';
import { createKey } from './support/keys';
import { publish } from './support/store';
import { createFromTemplate } from './support/templateFlows';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();
const LLM_KEY = 'sk-queued-mcp-test-5e6f';

describe.runIf(withPostgres && withRedis)('MCP tool calls in queue mode, an API instance and a worker', () => {
  const prefix = testQueuePrefix();
  const env = { ...deploymentSecrets(), FETCH_ALLOWED_HOSTS: '127.0.0.1' };
  const redis = new Redis(TEST_REDIS_URL);
  let api: TestServer;
  let worker: TestServer;
  let llm: LlmTestServer;
  let client: Client;
  /** The SQL the worker instance ran. */
  const workerQueries: string[] = [];

  /** How many run jobs BullMQ was given. */
  const queuedRuns = async () => (await redis.xrange(`${prefix}:bull:jobs:events`, '-', '+')).filter(([, fields]) => fields.includes('added') && fields.includes('run')).length;

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: LLM_KEY });
    api = await createTestServer({ database: 'postgres', env, queue: { prefix, role: 'api' } });
    worker = await createTestServer({ database: 'postgres', databaseOf: api, env, queue: { prefix, role: 'worker' }, onQuery: (sql) => workerQueries.push(sql) });
    const owner = await userApi(api, 'queued-mcp-owner');
    expect((await owner.post('/api/v1/variables/', { name: TEMPLATE_API_KEY_VARIABLE, value: LLM_KEY, type: 'Credential' })).status).toBe(201);
    const app = await createFromTemplate(owner, 'basic-prompting', llm.baseUrl);
    expect((await owner.patch<FlowRecord>(`/api/v1/flows/${app.id}`, { action_name: 'ask_assistant' })).status).toBe(200);
    const key = await createKey(owner, await publish(owner, app.id));
    client = new Client({ name: 'queued-mcp-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${api.url}/api/v1/mcp/streamable`), { requestInit: { headers: { 'x-api-key': key.api_key } } }));
  });
  afterAll(async () => {
    await client.close();
    redis.disconnect();
    await worker.close();
    await api.close();
    await llm.close();
    await dropRedisPrefix(prefix);
  });

  it('runs the tool call on the worker and streams its tokens back as progress', async () => {
    const runs = await queuedRuns();
    workerQueries.length = 0;
    llm.queue({ chunks: ['队列', '里的', '回答'] });
    const progress: string[] = [];
    const result = (await client.callTool({ name: 'ask_assistant', arguments: { input_value: '你好' } }, undefined, {
      onprogress: (notification) => progress.push(notification.message ?? ''),
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect((result.content[0] as { text: string }).text).toBe('队列里的回答');
    expect(progress).toEqual(['队列', '里的', '回答']);
    expect(await queuedRuns()).toBe(runs + 1);
    expect(workerQueries.filter((sql) => /from "flows"/.test(sql))).toEqual([]);
  });
});
