// Queue mode over HTTP with several instances: two servers on one PostgreSQL database and one
// Redis, an API-only instance and a worker instance. A build started through one is read
// (streaming and polling) and cancelled through the other, a webhook call runs on the worker; a job call answers 503 with code
// 10109 when Redis is away, while the rest of the server keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix, type TestServer } from '../src/testing';
import { apiFor, eventNames, parseEvents, userApi, type Api } from './support/api';
import { builtIds, eventually, pollEvents, startBuild } from './support/builds';
import { createSlow, sourcesOf } from './support/components';
import { deploymentSecrets } from './support/deployment';
import { chatPromptGraph, connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

/** ChatInput -> Slow -> ChatOutput. */
function slowGraph(catalogue: Catalogue, ms: number): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'Slow-mid00', { ms }), makeNode(catalogue, 'ChatOutput-out00')];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'Slow-mid00.text'), connect(nodes, 'Slow-mid00.text', 'ChatOutput-out00.input_value')] };
}

describe.runIf(withPostgres && withRedis)('queue mode with an API instance and a worker instance', () => {
  const prefix = testQueuePrefix();
  const { Slow, probe } = createSlow();
  const components = { components: [Slow], componentSources: sourcesOf([Slow]) };
  // Both instances sign and read the same access tokens.
  const env = deploymentSecrets();
  let api: TestServer;
  let worker: TestServer;
  let viaApi: Api;
  let viaWorker: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    api = await createTestServer({ database: 'postgres', env, ...components, queue: { prefix, role: 'api' } });
    worker = await createTestServer({ database: 'postgres', databaseOf: api, env, ...components, queue: { prefix, role: 'worker' } });
    viaApi = await userApi(api, 'queue-dev');
    viaWorker = apiFor(worker, viaApi.token, viaApi.userId);
    catalogue = await fetchCatalogue(viaApi);
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await dropRedisPrefix(prefix);
  });

  it('runs a build started on one instance in the other and streams its events from either', async () => {
    const flow = await createFlow(viaApi, chatPromptGraph(catalogue));
    const jobId = await startBuild(viaApi, flow.id, { inputs: { input_value: 'why?' } }, 'event_delivery=streaming');
    const there = await viaWorker.get(`/api/v1/build/${jobId}/events?event_delivery=streaming`);
    expect(there.status).toBe(200);
    const events = parseEvents(there.text);
    expect(eventNames(events).at(-1)).toBe('end');
    expect(builtIds(events)).toEqual(['ChatInput-in000', 'Prompt-pr000', 'ChatOutput-out00']);
    // A streaming reader on the starting instance gets the same events from the first.
    const here = await viaApi.get(`/api/v1/build/${jobId}/events?event_delivery=streaming`);
    expect(parseEvents(here.text)).toEqual(events);
  });

  it('polls a build through both instances with one cursor and cancels it through the one that did not start it', async () => {
    const flow = await createFlow(viaApi, slowGraph(catalogue, 60_000));
    const aborted = probe.aborted;
    const jobId = await startBuild(viaApi, flow.id, { inputs: { input_value: 'wait' } });
    const before = await pollEvents(viaApi, jobId, (event) => event.event === 'build_start' && event.data.id === 'Slow-mid00');
    expect((await viaWorker.post(`/api/v1/build/${jobId}/cancel`)).body).toEqual({ success: true, message: 'Flow build cancelled successfully' });
    const after = await pollEvents(viaWorker, jobId);
    // The worker instance's polls start where the API instance's stopped.
    expect(after.some((event) => event.event === 'vertices_sorted')).toBe(false);
    expect(after.at(-1)?.event).toBe('end');
    expect(builtIds([...before, ...after])).toEqual(['ChatInput-in000']);
    // The slow component ran in the worker instance (both share this process and its probe).
    expect(probe.aborted).toBe(aborted + 1);
  });

  it('runs a webhook call taken by the API instance on the worker', async () => {
    const nodes = [makeNode(catalogue, 'Webhook-wh000'), makeNode(catalogue, 'parser-pa000', { pattern: 'hello {name}' }), makeNode(catalogue, 'ChatOutput-out00')];
    const edges = [connect(nodes, 'Webhook-wh000.output_data', 'parser-pa000.input_data'), connect(nodes, 'parser-pa000.parsed_text', 'ChatOutput-out00.input_value')];
    const flow = await createFlow(viaApi, { nodes, edges });
    expect((await viaApi.post(`/api/v1/webhook/${flow.id}`, { name: 'queue' })).status).toBe(202);
    // It went to BullMQ (a job of kind webhook), which only the worker instance takes jobs from.
    const redis = new Redis(TEST_REDIS_URL);
    const added = (await redis.xrange(`${prefix}:bull:jobs:events`, '-', '+')).filter(([, fields]) => fields.includes('added') && fields.includes('webhook'));
    redis.disconnect();
    expect(added).toHaveLength(1);
    const messages = () => viaApi.get<Array<{ text: string }>>(`/api/v1/monitor/messages?flow_id=${flow.id}`);
    await eventually(async () => (await messages()).body.length === 1, 30_000);
    expect((await messages()).body[0]?.text).toBe('hello queue');
  });

  it('keeps the other user out of a job on every instance', async () => {
    const flow = await createFlow(viaApi, chatPromptGraph(catalogue));
    const jobId = await startBuild(viaApi, flow.id, { inputs: { input_value: 'mine' } });
    const other = await userApi(worker, 'queue-other');
    expect((await other.get(`/api/v1/build/${jobId}/events?event_delivery=polling`)).status).toBe(404);
    expect((await other.post(`/api/v1/build/${jobId}/cancel`)).status).toBe(404);
    await pollEvents(viaApi, jobId);
  });
});

describe.runIf(withRedis)('queue mode without Redis', () => {
  let server: TestServer;
  let dev: Api;

  beforeAll(async () => {
    // Nothing answers on port 1: Redis is down for this instance from the start.
    server = await createTestServer({ database: 'sqlite', queue: { prefix: testQueuePrefix() }, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    dev = await userApi(server, 'no-redis-dev');
  });
  afterAll(() => server.close());

  it('answers job calls with 503 and code 10109, and serves everything else', async () => {
    const flow = await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)));
    const started = await dev.post(`/api/v1/build/${flow.id}/flow?event_delivery=polling`, {});
    expect(started.status).toBe(503);
    expect(started.headers.get('retry-after')).toBe('5');
    expect(started.body).toEqual({ detail: 'The job queue is not reachable right now; try again later.', code: 10109, params: {} });
    expect((await dev.get('/api/v1/build/some-job/events?event_delivery=polling')).status).toBe(503);
    expect((await dev.post('/api/v1/build/some-job/cancel')).status).toBe(503);
    expect((await dev.get(`/api/v1/flows/${flow.id}`)).status).toBe(200);
  });
});
