// A queue-mode worker killed (SIGKILL) mid-job leaves one outcome, whichever path notices first:
// another worker's stall check (BullMQ) or the stale-record recovery of any instance. The job's
// record ends interrupted, its flow's logs get the interrupted entry once, and its reader is told
// with the coded WORKER_LOST error.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKER_LOST } from '../src/build/jobs/jobEndings';
import type { JobEventReader, JobQueue } from '../src/build/jobs/jobQueue';
import { createJobRecords, STALE_AFTER_MS, type JobRecords } from '../src/build/jobs/jobRecords';
import { createRedisJobQueue } from '../src/build/jobs/redisJobQueue';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix, type TestServer } from '../src/testing';
import { parseEvents, userApi, type Api } from './support/api';
import { createFlow, fetchCatalogue, makeNode } from './support/flows';

const logger = pino({ level: 'silent' });
const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

/** What a reader gets until the job's end. */
async function readToEnd(reader: JobEventReader): Promise<string[]> {
  const chunks: string[] = [];
  for (;;) {
    const { chunks: read, finished } = await reader.read({ timeoutMs: 30_000 });
    chunks.push(...read);
    if (finished) return chunks;
  }
}

/** Starts test/support/queueWorkerProcess.ts on `prefix`, keeping its records in `databaseUrl`. */
async function startWorkerProcess(prefix: string, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=@app/source', '--import', './scripts/register-source.mjs', 'test/support/queueWorkerProcess.ts'], {
    env: { ...process.env, QUEUE_PREFIX: prefix, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [ready] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(ready.toString()).toContain('ready');
  return child;
}

describe.runIf(withPostgres && withRedis)('a queue-mode worker killed mid-job', () => {
  let server: TestServer;
  let child: ChildProcess | undefined;
  const opened: Array<JobQueue | JobRecords> = [];
  let prefix = '';

  afterEach(async () => {
    child?.kill('SIGKILL');
    await Promise.all(opened.splice(0).map((part) => part.close()));
    await dropRedisPrefix(prefix);
    await server?.close();
  });

  /** Records over the test server's database as another queue-mode instance keeps them, its clock `aheadMs` ahead. */
  const recordsOf = (aheadMs = 0): JobRecords => {
    const records = createJobRecords({ db: server.app.database.db, logger, sharedDatabase: true, lostReason: WORKER_LOST, now: () => new Date(Date.now() + aheadMs) });
    opened.push(records);
    return records;
  };
  /** A worker that takes over, noticing a lapsed lock within a second. */
  const startSurvivor = (records: JobRecords) => {
    const survivor = createRedisJobQueue({
      redisUrl: TEST_REDIS_URL,
      prefix,
      logger,
      deadlineMs: 600_000,
      lockDurationMs: 1000,
      stalledIntervalMs: 200,
      records,
      worker: { runners: { hang: () => Promise.reject(new Error('a lost job must not run again')) }, concurrency: 1 },
    });
    opened.push(survivor);
  };
  const statusOf = async (jobId: string) => (await server.app.database.db.selectFrom('build_jobs').select('status').where('id', '=', jobId).executeTakeFirst())?.status;
  const flowLog = async (dev: Api, flowId: string) => (await dev.get<{ items: Array<{ status: string; error: string | null }> }>(`/api/v1/monitor/transactions?flow_id=${flowId}`)).body.items;

  it.each(['the stall check', 'the stale-record recovery'])('ends it interrupted, logged once and told as WORKER_LOST when %s notices first', async (first) => {
    prefix = testQueuePrefix();
    server = await createTestServer({ database: 'postgres', queue: false });
    const dev = await userApi(server, `lost-${randomUUID().slice(0, 8)}`);
    const flow = await createFlow(dev, { nodes: [makeNode(await fetchCatalogue(dev), 'ChatInput-in000')], edges: [] });
    const api = createRedisJobQueue({ redisUrl: TEST_REDIS_URL, prefix, logger, deadlineMs: 600_000 });
    opened.push(api);
    child = await startWorkerProcess(prefix, server.config.databaseUrl!);

    const jobId = await api.enqueue({ ownerId: dev.userId, flowId: flow.id, run: () => Promise.reject(new Error('queued')), payload: { kind: 'hang', data: null } });
    const reader = api.enqueuedReader(jobId);
    expect(parseEvents((await reader.read({ timeoutMs: 30_000 })).chunks.join('')).map((event) => event.event)).toEqual(['build_start']);
    await vi.waitFor(async () => expect(await statusOf(jobId)).toBe('running'), { timeout: 10_000, interval: 20 });
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;

    const survivorRecords = recordsOf();
    // Any instance starting once the dead worker's record has gone stale.
    const recoverStale = () => recordsOf(STALE_AFTER_MS + 1000).recoverInterrupted();
    if (first === 'the stale-record recovery') expect(await recoverStale()).toBe(1);
    startSurvivor(survivorRecords);
    const [error, end] = parseEvents((await readToEnd(reader)).join(''));
    expect(error).toMatchObject({ event: 'error', data: { text: WORKER_LOST.text } });
    expect(JSON.stringify(error?.data)).toContain(JSON.stringify(WORKER_LOST));
    expect(end?.event).toBe('end');
    await survivorRecords.flush();
    if (first === 'the stall check') expect(await recoverStale()).toBe(0);

    expect(await statusOf(jobId)).toBe('interrupted');
    // The reason an administrator reads among the failed jobs, and the flow's log: what the reader was told, whichever path noticed.
    const { reason } = await server.app.database.db.selectFrom('build_jobs').select('reason').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(JSON.parse(reason ?? 'null')).toEqual(WORKER_LOST);
    expect((await recordsOf(STALE_AFTER_MS + 1000).find(jobId))?.status).toBe('interrupted');
    const entries = (await flowLog(dev, flow.id)).filter((entry) => entry.status === 'error');
    expect(entries).toEqual([expect.objectContaining({ error: WORKER_LOST.text })]);
  });
});
