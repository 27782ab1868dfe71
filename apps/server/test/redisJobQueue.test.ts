// The queue-mode job queue on a real Redis, without HTTP: queued jobs run on a worker of another
// queue instance, readers and cancels work from any instance, pollers share one cursor, the
// per-owner cap holds across instances, a failing job ends with an error, and a Redis that does
// not answer refuses jobs with QueueUnavailableError.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { BuildEvent } from '@app/flow-graph';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueUnavailableError, TooManyJobsError, type JobQueue, type JobRunners } from '../src/build/jobs/jobQueue';
import { QUEUE_WAIT_EXPIRED, WORKER_LOST } from '../src/build/jobs/jobEndings';
import { createRedisJobQueue } from '../src/build/jobs/redisJobQueue';
import { dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix } from '../src/testing';

const logger = pino({ level: 'silent' });

/** Job data of the test runner: events to emit, then whether to wait for a cancel or to throw. */
interface ScriptedJob {
  events: string[];
  then: 'end' | 'waitForCancel' | 'throw';
}

const scriptedRunner: JobRunners = {
  scripted: async (data, { emit, signal }) => {
    const job = data as ScriptedJob;
    for (const name of job.events) emit({ event: name, data: {} } as BuildEvent);
    if (job.then === 'throw') throw new Error('broken');
    if (job.then === 'waitForCancel') {
      // A cancel may come before the job starts: the signal is aborted already.
      if (!signal.aborted) await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      emit({ event: 'error', data: { text: 'cancelled', category: 'error' } });
    }
    emit({ event: 'end', data: {} });
  },
};

const names = (chunks: readonly string[]) => chunks.map((chunk) => (JSON.parse(chunk) as { event: string }).event);

/** Reads a job from the start to its end. */
async function readAll(queue: JobQueue, jobId: string): Promise<string[]> {
  const reader = await queue.reader(jobId, 'streaming');
  if (!reader) throw new Error(`no job ${jobId}`);
  const chunks: string[] = [];
  for (;;) {
    const result = await reader.read({ timeoutMs: 10_000 });
    chunks.push(...result.chunks);
    if (result.finished) return chunks;
  }
}

describe.runIf(await redisUnderTest())('redis job queue', () => {
  const opened: JobQueue[] = [];
  let prefix = '';

  /** A queue instance on this test's prefix: with a worker, or an API instance without one. */
  function instance(worker: boolean, extra: { maxRunningPerUser?: number; lockDurationMs?: number; stalledIntervalMs?: number; queueWaitMs?: number } = {}): JobQueue {
    const queue = createRedisJobQueue({
      redisUrl: TEST_REDIS_URL,
      prefix,
      logger,
      deadlineMs: 60_000,
      worker: worker ? { runners: scriptedRunner, concurrency: 4 } : undefined,
      ...extra,
    });
    opened.push(queue);
    return queue;
  }

  const scripted = (job: ScriptedJob, ownerId = 'u1') => ({
    ownerId,
    flowId: 'f1',
    run: () => Promise.reject(new Error('a queued job runs from its payload')),
    payload: { kind: 'scripted', data: job },
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close()));
    await dropRedisPrefix(prefix);
  });

  it('runs a queued job on a worker of another instance; every reader there gets its events', async () => {
    prefix = testQueuePrefix();
    const api = instance(false);
    instance(true);
    const jobId = await api.enqueue(scripted({ events: ['vertices_sorted', 'build_start'], then: 'end' }));
    expect(await api.find(jobId)).toMatchObject({ id: jobId, ownerId: 'u1', flowId: 'f1' });
    expect(names(await readAll(api, jobId))).toEqual(['vertices_sorted', 'build_start', 'end']);
    // A late streaming reader starts at the first event too.
    expect(names(await readAll(api, jobId))).toEqual(['vertices_sorted', 'build_start', 'end']);
    expect((await api.find(jobId))?.finished).toBe(true);
    expect(await api.find('no-such-job')).toBeUndefined();
    // Kept for the retention period (10 minutes by default), then Redis removes them.
    const redis = new Redis(TEST_REDIS_URL);
    const ttls = await Promise.all([`${prefix}:job:${jobId}`, `${prefix}:job:${jobId}:events`].map((key) => redis.ttl(key)));
    redis.disconnect();
    for (const ttl of ttls) expect(ttl).toBeGreaterThan(0);
    for (const ttl of ttls) expect(ttl).toBeLessThanOrEqual(600);
  });

  it('shares one polling cursor per job among instances', async () => {
    prefix = testQueuePrefix();
    const first = instance(true);
    const second = instance(false);
    const jobId = await first.enqueue(scripted({ events: ['build_start'], then: 'waitForCancel' }));
    const firstPoll = await (await first.reader(jobId, 'polling'))?.read({ timeoutMs: 10_000 });
    expect(names(firstPoll?.chunks ?? [])).toEqual(['build_start']);
    expect(await second.cancel(jobId)).toBe(true);
    const collected: string[] = [];
    for (let finished = false; !finished; ) {
      const poll = await (await second.reader(jobId, 'polling'))?.read({ timeoutMs: 10_000 });
      collected.push(...(poll?.chunks ?? []));
      finished = poll?.finished ?? true;
    }
    // The second instance's polls answer only what queued since the first instance's poll.
    expect(names(collected)).toEqual(['error', 'end']);
  });

  it('cancels a job from an instance that does not run it', async () => {
    prefix = testQueuePrefix();
    const api = instance(false);
    const worker = instance(true);
    const jobId = await api.enqueue(scripted({ events: ['build_start'], then: 'waitForCancel' }));
    const reader = await worker.reader(jobId, 'streaming');
    expect(names((await reader?.read({ timeoutMs: 10_000 }))?.chunks ?? [])).toEqual(['build_start']);
    expect(await api.cancel(jobId)).toBe(true);
    expect(names(await readAll(api, jobId))).toEqual(['build_start', 'error', 'end']);
  });

  it('ends a job whose runner throws with an error and an end', async () => {
    prefix = testQueuePrefix();
    const queue = instance(true);
    const jobId = await queue.enqueue(scripted({ events: ['build_start'], then: 'throw' }));
    const chunks = await readAll(queue, jobId);
    expect(names(chunks)).toEqual(['build_start', 'error', 'end']);
    expect(chunks[1]).toContain('The build stopped because of a server error.');
  });

  it('ends a job no worker took within the wait deadline and takes it out of the queue', async () => {
    prefix = testQueuePrefix();
    const api = instance(false, { queueWaitMs: 300 });
    const jobId = await api.enqueue(scripted({ events: ['build_start'], then: 'end' }));
    const chunks = await readAll(api, jobId);
    expect(names(chunks)).toEqual(['error', 'end']);
    expect(chunks[0]).toContain(QUEUE_WAIT_EXPIRED.text);
    // Removed from BullMQ, and no longer among its owner's running jobs.
    const bull = new Queue('jobs', { connection: { url: TEST_REDIS_URL }, prefix: `${prefix}:bull` });
    await vi.waitFor(async () => expect(await bull.getJob(jobId)).toBeUndefined());
    await bull.close();
    await expect(api.enqueue(scripted({ events: [], then: 'end' }))).resolves.toBeTypeOf('string');
  });

  it('has a worker end, not run, a job that waited past the deadline while its instance was gone', async () => {
    prefix = testQueuePrefix();
    const api = instance(false, { queueWaitMs: 60_000 });
    const jobId = await api.enqueue(scripted({ events: ['build_start'], then: 'end' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    instance(true, { queueWaitMs: 200 });
    const chunks = await readAll(api, jobId);
    expect(names(chunks)).toEqual(['error', 'end']);
    expect(chunks[0]).toContain(QUEUE_WAIT_EXPIRED.text);
  });

  it('runs a job a worker took, whatever its wait deadline says afterwards', async () => {
    prefix = testQueuePrefix();
    const api = instance(false, { queueWaitMs: 300 });
    instance(true);
    const jobId = await api.enqueue(scripted({ events: ['build_start'], then: 'waitForCancel' }));
    const reader = await api.reader(jobId, 'streaming');
    expect(names((await reader?.read({ timeoutMs: 10_000 }))?.chunks ?? [])).toEqual(['build_start']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await api.cancel(jobId)).toBe(true);
    expect(names(await readAll(api, jobId))).toEqual(['build_start', 'error', 'end']);
    expect((await readAll(api, jobId)).join()).not.toContain(QUEUE_WAIT_EXPIRED.text);
  });

  it('caps the running jobs of one owner across instances, and frees a place when one ends', async () => {
    prefix = testQueuePrefix();
    const first = instance(true, { maxRunningPerUser: 2 });
    const second = instance(false, { maxRunningPerUser: 2 });
    const a = await first.enqueue(scripted({ events: [], then: 'waitForCancel' }));
    await second.enqueue(scripted({ events: [], then: 'waitForCancel' }));
    await expect(second.enqueue(scripted({ events: [], then: 'end' }))).rejects.toThrow(TooManyJobsError);
    await expect(first.checkRoom('u1')).rejects.toThrow(TooManyJobsError);
    await expect(first.enqueue(scripted({ events: [], then: 'end' }, 'u2'))).resolves.toBeTypeOf('string');
    await second.cancel(a);
    await readAll(second, a);
    await expect(first.checkRoom('u1')).resolves.toBeUndefined();
    await expect(second.enqueue(scripted({ events: [], then: 'end' }))).resolves.toBeTypeOf('string');
  });
});

describe.runIf(await redisUnderTest())('a queue-mode worker that dies', () => {
  it('leaves its job failed, not run again, and its readers told with an error and the end', async () => {
    const prefix = testQueuePrefix();
    const survivorRunners: JobRunners = { hang: () => Promise.reject(new Error('a lost job must not run again')) };
    const api = createRedisJobQueue({ redisUrl: TEST_REDIS_URL, prefix, logger, deadlineMs: 600_000 });
    const child = spawn(process.execPath, ['--conditions=@app/source', '--import', './scripts/register-source.mjs', 'test/support/queueWorkerProcess.ts'], {
      env: { ...process.env, QUEUE_PREFIX: prefix },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let survivor: JobQueue | undefined;
    try {
      const jobId = await api.enqueue({ ownerId: 'u1', flowId: 'f1', run: () => Promise.reject(new Error('queued')), payload: { kind: 'hang', data: null } });
      const reader = await api.reader(jobId, 'streaming');
      // The child's worker took the job and runs it.
      expect(names((await reader?.read({ timeoutMs: 30_000 }))?.chunks ?? [])).toEqual(['build_start']);
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      // Another worker notices the lapsed lock at its next stall check.
      survivor = createRedisJobQueue({ redisUrl: TEST_REDIS_URL, prefix, logger, deadlineMs: 600_000, lockDurationMs: 1000, stalledIntervalMs: 200, worker: { runners: survivorRunners, concurrency: 1 } });
      const rest: string[] = [];
      for (let finished = false; !finished; ) {
        const result = await reader?.read({ timeoutMs: 30_000 });
        rest.push(...(result?.chunks ?? []));
        finished = result?.finished ?? true;
      }
      expect(names(rest)).toEqual(['error', 'end']);
      expect(rest[0]).toContain(WORKER_LOST.code);
      expect((await api.find(jobId))?.finished).toBe(true);
      // BullMQ fails it rather than running it again, and keeps it in its failed set (the dead letters).
      const bull = new Queue('jobs', { connection: { url: TEST_REDIS_URL }, prefix: `${prefix}:bull` });
      await vi.waitFor(async () => expect(await bull.getJobState(jobId)).toBe('failed'), { timeout: 30_000, interval: 100 });
      expect((await bull.getJob(jobId))?.failedReason).toBe('job stalled more than allowable limit');
      await bull.close();
    } finally {
      child.kill('SIGKILL');
      await Promise.all([api.close(), survivor?.close()]);
      await dropRedisPrefix(prefix);
    }
  });
});

describe('redis job queue without Redis', () => {
  it('refuses jobs with QueueUnavailableError', async () => {
    const queue = createRedisJobQueue({ redisUrl: 'redis://127.0.0.1:1', prefix: testQueuePrefix(), logger, deadlineMs: 60_000 });
    try {
      await expect(queue.enqueue({ ownerId: 'u1', flowId: 'f1', run: async () => undefined, payload: { kind: 'x', data: null } })).rejects.toThrow(QueueUnavailableError);
      await expect(queue.find('any')).rejects.toThrow(QueueUnavailableError);
      await expect(queue.cancel('any')).rejects.toThrow(QueueUnavailableError);
    } finally {
      await queue.close();
    }
  });
});
