// The run API in queue mode: a run and a streamed run taken by an API-only instance go to BullMQ
// as jobs of kind run, which only the worker instance takes, and answer what the same run answers
// in an all-in-one process with the in-process path; so does a run whose flow fails.
import { request } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix, type TestServer } from '../src/testing';
import { apiFor, userApi, type Api } from './support/api';
import { eventually } from './support/builds';
import { Boom, createSlow, sourcesOf } from './support/components';
import { deploymentSecrets } from './support/deployment';
import { chatPromptGraph, connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

function boomGraph(catalogue: Catalogue): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'Boom-bo000'), makeNode(catalogue, 'ChatOutput-out00')];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'Boom-bo000.text'), connect(nodes, 'Boom-bo000.text', 'ChatOutput-out00.input_value')] };
}

/** ChatInput -> Slow -> ChatOutput. */
function slowGraph(catalogue: Catalogue): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'Slow-mid00', { ms: 60_000 }), makeNode(catalogue, 'ChatOutput-out00')];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'Slow-mid00.text'), connect(nodes, 'Slow-mid00.text', 'ChatOutput-out00.input_value')] };
}

/** An answer with what differs between two servers by nature (ids, times, durations) made equal. */
function comparable(answer: { status: number; text: string; headers: Headers }, flowId: string) {
  const text = answer.text
    .replaceAll(flowId, '<flow>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?( UTC|Z)?/g, '<time>')
    .replace(/"timedelta":[\d.e-]+/g, '"timedelta":0')
    .replace(/"duration":"[^"]*"/g, '"duration":""');
  return { status: answer.status, contentType: answer.headers.get('content-type'), text };
}

describe.runIf(withPostgres && withRedis)('run API in queue mode with an API instance and a worker instance', () => {
  const prefix = testQueuePrefix();
  const { Slow, probe } = createSlow();
  const components = { components: [Boom, Slow], componentSources: sourcesOf([Boom, Slow]) };
  const env = deploymentSecrets();
  let api: TestServer;
  let worker: TestServer;
  let inProcess: TestServer;
  let viaApi: Api;
  let local: Api;
  let catalogue: Catalogue;
  const redis = new Redis(TEST_REDIS_URL);

  /** How many jobs of kind run BullMQ was given. */
  const queuedRuns = async () => (await redis.xrange(`${prefix}:bull:jobs:events`, '-', '+')).filter(([, fields]) => fields.includes('added') && fields.includes('run')).length;

  /** The same request to the queue-mode API instance and to the all-in-one in-process server. */
  async function bothModes(graph: (catalogue: Catalogue) => Graph, query: string, body: unknown) {
    const queuedFlow = await createFlow(viaApi, graph(catalogue));
    const localFlow = await createFlow(local, graph(catalogue));
    const runs = await queuedRuns();
    const queued = await viaApi.post(`/api/v1/run/${queuedFlow.id}${query}`, body);
    // It went to BullMQ, which only the worker instance takes jobs from.
    expect(await queuedRuns()).toBe(runs + 1);
    const here = await local.post(`/api/v1/run/${localFlow.id}${query}`, body);
    return { queued: comparable(queued, queuedFlow.id), here: comparable(here, localFlow.id) };
  }

  beforeAll(async () => {
    api = await createTestServer({ database: 'postgres', env, ...components, queue: { prefix, role: 'api' } });
    worker = await createTestServer({ database: 'postgres', databaseOf: api, env, ...components, queue: { prefix, role: 'worker' } });
    inProcess = await createTestServer({ database: 'postgres', ...components, queue: false });
    viaApi = await userApi(api, 'queued-run-dev');
    local = await userApi(inProcess, 'queued-run-dev');
    catalogue = await fetchCatalogue(viaApi);
  });
  afterAll(async () => {
    redis.disconnect();
    await inProcess.close();
    await worker.close();
    await api.close();
    await dropRedisPrefix(prefix);
  });

  it('runs a flow on the worker and answers what the in-process run answers', async () => {
    const { queued, here } = await bothModes(chatPromptGraph, '', { input_value: 'why?', session_id: 's-1' });
    expect(here.status).toBe(200);
    expect(queued).toEqual(here);
  });

  it('streams a run from the worker in the wire format of the in-process stream', async () => {
    const { queued, here } = await bothModes(chatPromptGraph, '?stream=true', { input_value: 'streamed', session_id: 's-2' });
    expect(here.text).toContain('"event":"end"');
    expect(queued).toEqual(here);
  });

  it('answers a failing flow with the same error, streamed or not', async () => {
    const plain = await bothModes(boomGraph, '', { input_value: 'x' });
    expect(plain.here.status).toBe(500);
    expect(plain.queued).toEqual(plain.here);
    const streamed = await bothModes(boomGraph, '?stream=true', { input_value: 'x' });
    expect(streamed.here.text).toContain('the component broke');
    expect(streamed.queued).toEqual(streamed.here);
  });

  it('answers a request that cannot run with the same 400 before anything is streamed', async () => {
    const tweaked = { input_value: 'a', tweaks: { 'ChatInput-in000': { input_value: 'b' } } };
    const { queued, here } = await bothModes(chatPromptGraph, '?stream=true', tweaked);
    expect(here.status).toBe(400);
    expect(queued).toEqual(here);
  });

  it('runs through the worker instance as well as through the API instance', async () => {
    const flow = await createFlow(viaApi, chatPromptGraph(catalogue));
    const viaWorker = apiFor(worker, viaApi.token, viaApi.userId);
    const answer = await viaWorker.post<{ session_id: string }>(`/api/v1/run/${flow.id}`, { input_value: 'there' });
    expect(answer.status).toBe(200);
    expect(answer.body.session_id).toBe(flow.id);
  });

  it('cancels the run on the worker when its client leaves, streamed or not', async () => {
    const flow = await createFlow(viaApi, slowGraph(catalogue));
    for (const query of ['', '?stream=true']) {
      const { started, aborted } = probe;
      // A socket of its own, destroyed as a client that leaves does.
      const client = request(`${api.url}/api/v1/run/${flow.id}${query}`, {
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${viaApi.token}`, 'content-type': 'application/json' },
      });
      const left = new Promise((resolve) => client.once('close', resolve));
      client.on('error', () => undefined);
      client.end(JSON.stringify({ input_value: 'wait' }));
      // The slow component runs in the worker instance (both share this process and its probe).
      await eventually(() => probe.started === started + 1, 30_000);
      client.destroy();
      await left;
      await eventually(() => probe.aborted === aborted + 1, 30_000);
    }
  });
});

describe.runIf(withPostgres && withRedis)('run API in queue mode without a worker', () => {
  const prefix = testQueuePrefix();
  let api: TestServer;

  beforeAll(async () => {
    api = await createTestServer({ database: 'postgres', env: { QUEUE_WAIT_TIMEOUT: '1' }, queue: { prefix, role: 'api' } });
  });
  afterAll(async () => {
    await api.close();
    await dropRedisPrefix(prefix);
  });

  it('answers 503 with code 10110 once no worker took the run within QUEUE_WAIT_TIMEOUT, streamed or not', async () => {
    const caller = await userApi(api, 'queue-wait-dev');
    const flow = await createFlow(caller, chatPromptGraph(await fetchCatalogue(caller)));
    for (const query of ['', '?stream=true']) {
      const answer = await caller.post(`/api/v1/run/${flow.id}${query}`, { input_value: 'anyone?' });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({ detail: 'No worker took the job in time, so it was removed from the queue; try again later.', code: 10110, params: {} });
    }
  });
});
