// The failed jobs (the dead letters) an administrator reads at GET /api/v1/failed-jobs: every job
// that did not complete, with its coded reason, whichever process noticed: a server error, its
// server stopping while it ran, no worker taking it in time (queue mode). Completed jobs are not
// listed. On SQLite and PostgreSQL, in-process and in queue mode (TEST_QUEUE_MODE). A worker lost
// mid-job: queuedWorkerLoss.test.ts.
import { randomUUID } from 'node:crypto';
import type { Envelope, FailedJobRead, Paged } from '@app/api-client';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { JOB_FAILED, QUEUE_WAIT_EXPIRED, SERVER_RESTARTED, WORKER_LOST } from '../src/build/jobs/jobEndings';
import { createJobRecords, STALE_AFTER_MS } from '../src/build/jobs/jobRecords';
import { createMemoryJobQueue } from '../src/build/jobs/memoryJobQueue';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, testQueuePrefix, type TestServer } from '../src/testing';
import { adminApi, parseEvents, userApi, type Api } from './support/api';
import { pollEvents, startBuild } from './support/builds';
import { createSlow, sourcesOf } from './support/components';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue } from './support/flows';

const logger = pino({ level: 'silent' });
const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

function slowFlow(catalogue: Catalogue) {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'Slow-mid00'), makeNode(catalogue, 'ChatOutput-out00')];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'Slow-mid00.text'), connect(nodes, 'Slow-mid00.text', 'ChatOutput-out00.input_value')] };
}

/** The build's events through to its end, streamed. */
async function streamedToEnd(server: TestServer, api: Api, jobId: string) {
  const response = await fetch(`${server.url}/api/v1/build/${jobId}/events`, { headers: { authorization: `Bearer ${api.token}` } });
  return parseEvents(await response.text());
}

/**
 * The administrator's list once it holds `jobId` (a job's end is recorded after its events end).
 * Bounded by the test's own timeout, not by a clock here.
 */
async function failedJobsWith(admin: Api, jobId: string): Promise<Paged<FailedJobRead>> {
  for (;;) {
    const answer = await admin.get<Envelope<Paged<FailedJobRead>>>('/api/v1/failed-jobs?size=100');
    expect(answer.status).toBe(200);
    if (answer.body.data.items.some((job) => job.id === jobId)) return answer.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(await databasesUnderTest())('the failed jobs an administrator reads, on %s', (database) => {
  let server: TestServer;
  const { Slow } = createSlow();
  const components = [Slow];

  afterEach(() => server?.close());

  async function start() {
    server = await createTestServer({ database, components, componentSources: sourcesOf(components) });
    const username = `failed-${randomUUID().slice(0, 8)}`;
    const dev = await userApi(server, username);
    return { dev, username, catalogue: await fetchCatalogue(dev) };
  }

  it('lists a job that broke with its reason, its flow and owner, and not a completed one', async () => {
    const { dev, username, catalogue } = await start();
    const flow = await createFlow(dev, { nodes: [makeNode(catalogue, 'ChatInput-in000')], edges: [] }, { name: 'Broken flow' });
    // A queue over the server's records whose runner throws (a server error, not a flow's own failure).
    const { db, dialect } = server.app.database;
    const records = createJobRecords({ db, logger, sharedDatabase: dialect === 'postgres' });
    const queue = createMemoryJobQueue({ logger, deadlineMs: 60_000, records });
    const job = { ownerId: dev.userId, flowId: flow.id };
    const broken = await queue.enqueue({ ...job, run: () => Promise.reject(new Error('broken')), payload: { kind: 'test', data: null } });
    const completed = await queue.enqueue({ ...job, run: async () => undefined, payload: { kind: 'test', data: null } });
    for (const id of [broken, completed]) {
      const reader = queue.enqueuedReader(id);
      while (!(await reader.read({ timeoutMs: 1000 })).finished);
    }
    await queue.close();
    await records.close();

    const page = await failedJobsWith(await adminApi(server), broken);
    expect(page.items.find((item) => item.id === broken)).toEqual({
      id: broken,
      flow_id: flow.id,
      flow_name: 'Broken flow',
      owner_id: dev.userId,
      owner_name: username,
      status: 'failed',
      reason: JOB_FAILED,
      started_at: expect.any(String),
      ended_at: expect.any(String),
    });
    expect(page.items.map((item) => item.id)).not.toContain(completed);
  });

  it('lists a build that was running when its server stopped as interrupted', async () => {
    const first = await start();
    const flow = await createFlow(first.dev, slowFlow(first.catalogue));
    const jobId = await startBuild(first.dev, flow.id, { inputs: { input_value: 'hi' } }, 'event_delivery=polling');
    // Running, not only queued (in queue mode a queued job would wait for the next worker).
    await pollEvents(first.dev, jobId, (event) => event.event === 'build_start' && event.data.id === 'Slow-mid00');
    server = await server.restart();

    const job = (await failedJobsWith(await adminApi(server), jobId)).items.find((item) => item.id === jobId);
    expect(job).toMatchObject({ flow_id: flow.id, owner_id: first.dev.userId, status: 'interrupted', reason: SERVER_RESTARTED });
  });
});

describe.runIf(withPostgres && withRedis)('the failed jobs in queue mode', () => {
  const prefix = testQueuePrefix();
  let api: TestServer | undefined;

  afterEach(async () => {
    await api?.close();
    await dropRedisPrefix(prefix);
  });

  it('lists a build no worker took within QUEUE_WAIT_TIMEOUT, though it never started', async () => {
    api = await createTestServer({ database: 'postgres', env: { QUEUE_WAIT_TIMEOUT: '1' }, queue: { prefix, role: 'api' } });
    const dev = await userApi(api, 'failed-unqueued');
    const flow = await createFlow(dev, { nodes: [makeNode(await fetchCatalogue(dev), 'ChatInput-in000')], edges: [] });
    const jobId = await startBuild(dev, flow.id, {}, 'event_delivery=streaming');
    expect(JSON.stringify((await streamedToEnd(api, dev, jobId)).at(-2))).toContain(QUEUE_WAIT_EXPIRED.text);

    const job = (await failedJobsWith(await adminApi(api), jobId)).items.find((item) => item.id === jobId);
    expect(job).toMatchObject({ flow_id: flow.id, owner_id: dev.userId, status: 'failed', reason: QUEUE_WAIT_EXPIRED });
  });

  it('lists a job whose worker went away unnoticed as interrupted by the lost worker, when an instance starting finds its record stale', async () => {
    api = await createTestServer({ database: 'postgres', queue: { prefix, role: 'api' } });
    const dev = await userApi(api, 'failed-stale');
    const flow = await createFlow(dev, { nodes: [makeNode(await fetchCatalogue(dev), 'ChatInput-in000')], edges: [] });
    // The record a worker left running and stopped refreshing (killed, its machine gone).
    const jobId = randomUUID();
    const long = new Date(Date.now() - 2 * STALE_AFTER_MS).toISOString();
    await api.app.database.db
      .insertInto('build_jobs')
      .values({ id: jobId, owner_id: dev.userId, flow_id: flow.id, status: 'running', instance_id: randomUUID(), created_at: long, updated_at: long })
      .execute();
    api = await api.restart();

    const job = (await failedJobsWith(await adminApi(api), jobId)).items.find((item) => item.id === jobId);
    expect(job).toMatchObject({ flow_id: flow.id, status: 'interrupted', reason: WORKER_LOST });
  });
});
