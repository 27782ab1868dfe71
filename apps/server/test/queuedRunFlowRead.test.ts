// A queued run carries the flow's row as the API instance read it for its checks, so a worker that
// kept that version's data runs it without reading the flow again (a PostgreSQL round trip the
// all-in-one path does not make); a flow saved since the worker kept it is read again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, testQueuePrefix, type TestServer } from '../src/testing';
import { apiFor, userApi, type Api } from './support/api';
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

  /** The worker's reads of the flows table during one run, and the run's answer. */
  async function run(flowId: string, input: string) {
    workerQueries.length = 0;
    const answer = await dev.post(`/api/v1/run/${flowId}`, { input_value: input });
    expect(answer.status).toBe(200);
    return { text: answer.text, flowReads: workerQueries.filter((sql) => /from "flows"/.test(sql)).length };
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
});
