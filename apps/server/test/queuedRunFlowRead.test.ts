// A queued run carries the flow's row as the API instance read it for its checks, so a worker that
// kept that version's data runs it without reading the flow again (a PostgreSQL round trip the
// all-in-one path does not make); a flow saved since the worker kept it is read again. Webhook
// calls carry it too, and a published app's run takes the release's snapshot with that row. (Voice
// turns and MCP tool calls: queuedVoice.test.ts, queuedMcp.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, testQueuePrefix, type TestServer } from '../src/testing';
import { apiFor, userApi, type Api } from './support/api';
import { createKey, keyCall } from './support/keys';
import { publish } from './support/store';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

describe.runIf(withPostgres && withRedis)('the flow a queued run reads on the worker', () => {
  const prefix = testQueuePrefix();
  /** The SQL the worker instance ran. */
  const workerQueries: string[] = [];
  let api: TestServer;
  let worker: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    api = await createTestServer({ database: 'postgres', queue: { prefix, role: 'api' } });
    worker = await createTestServer({ database: 'postgres', databaseOf: api, queue: { prefix, role: 'worker' }, onQuery: (sql) => workerQueries.push(sql) });
    const signedIn = await userApi(api, 'flow-read-dev');
    dev = apiFor(api, signedIn.token, signedIn.userId);
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await dropRedisPrefix(prefix);
  });

  const flowReads = () => workerQueries.filter((sql) => /from "flows"/.test(sql)).length;

  /** The worker's reads of the flows table during one run, and the run's answer. */
  async function run(flowId: string, input: string) {
    workerQueries.length = 0;
    const answer = await dev.post(`/api/v1/run/${flowId}`, { input_value: input });
    expect(answer.status).toBe(200);
    return { text: answer.text, flowReads: flowReads() };
  }

  /** The flow's jobs the worker recorded as completed. */
  const completedJobs = async (flowId: string) =>
    (await api.app.database.db.selectFrom('build_jobs').select('id').where('flow_id', '=', flowId).where('status', '=', 'completed').execute()).length;

  /** The worker's reads of the flows table during one webhook call, once the worker recorded its end. */
  async function webhook(flowId: string, payload: string) {
    const before = await completedJobs(flowId);
    workerQueries.length = 0;
    const answer = await fetch(`${api.url}/api/v1/webhook/${flowId}`, { method: 'POST', headers: { authorization: `Bearer ${dev.token}`, 'content-type': 'text/plain' }, body: payload });
    expect(answer.status).toBe(202);
    while ((await completedJobs(flowId)) === before) await new Promise((resolve) => setTimeout(resolve, 50));
    return flowReads();
  }

  it('runs the version the API instance read from what it kept, and reads a flow saved since', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue, 'FIRST: {question}'));
    expect((await run(flow.id, 'a')).text).toContain('FIRST: a');
    const again = await run(flow.id, 'b');
    expect(again.text).toContain('FIRST: b');
    expect(again.flowReads).toBe(0);

    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { data: chatPromptGraph(catalogue, 'SAVED: {question}') })).status).toBe(200);
    const saved = await run(flow.id, 'c');
    expect(saved.text).toContain('SAVED: c');
    expect(saved.flowReads).toBeGreaterThan(0);
  });

  it('runs a webhook call from the row the API instance read, once the worker kept that version', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue, 'HOOK: {question}'));
    await webhook(flow.id, 'a');
    expect(await webhook(flow.id, 'b')).toBe(0);
  });

  it('runs a published app for its key from the release and the row the API instance read, without reading the flow', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue, 'APP: {question}'));
    const key = await createKey(dev, await publish(dev, flow.id));
    workerQueries.length = 0;
    const answer = await keyCall(api, key.api_key, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: 'k' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('APP: k');
    expect(flowReads()).toBe(0);
  });
});
