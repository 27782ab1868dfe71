// What a queued run asks Redis on its way from the API instance to the worker and back: each
// round trip on that path is added latency per run (the queue-mode bench's goal: 3 ms p50 in all).
import { Redis, type Command } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobQueue } from '../src/build/jobs/jobQueue';
import { createRedisJobQueue } from '../src/build/jobs/redisJobQueue';
import { TAKE } from '../src/build/jobs/redisJobScripts';
import { queuedRunEnding, RUN_JOB, type RunJob, type RunOutcome } from '../src/run/queuedRuns';
import { dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix } from '../src/testing';

const logger = pino({ level: 'silent' });

const outcome: RunOutcome = { ok: true, response: { session_id: 's1', outputs: [] } };

const job: RunJob = { flowId: 'f1', releaseId: null, body: { input_type: 'chat', output_type: 'chat', output_component: '' }, requestVariables: {}, stream: false };

/** The commands sent on every Redis connection of this process while `work` runs: name and arguments. */
async function commandsDuring<T>(work: () => Promise<T>): Promise<{ result: T; commands: { name: string; args: string[] }[] }> {
  const commands: { name: string; args: string[] }[] = [];
  const send = Redis.prototype.sendCommand;
  const spy = vi.spyOn(Redis.prototype, 'sendCommand').mockImplementation(function (this: Redis, command: Command, stream?: unknown) {
    commands.push({ name: command.name, args: command.args.map(String) });
    return send.call(this, command, stream as never);
  });
  try {
    return { result: await work(), commands };
  } finally {
    spy.mockRestore();
  }
}

describe.runIf(await redisUnderTest())('round trips of a queued run', () => {
  let prefix = '';
  const opened: JobQueue[] = [];

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close()));
    await dropRedisPrefix(prefix);
  });

  function queues() {
    prefix = testQueuePrefix();
    const worker = createRedisJobQueue({
      redisUrl: TEST_REDIS_URL,
      prefix,
      logger,
      deadlineMs: 60_000,
      worker: { runners: { [RUN_JOB]: async (_data, { emit }) => emit({ event: 'end', data: { result: outcome } }) }, concurrency: 1 },
    });
    const api = createRedisJobQueue({ redisUrl: TEST_REDIS_URL, prefix, logger, deadlineMs: 60_000 });
    opened.push(worker, api);
    return api;
  }

  it('reads the events of the job it has just enqueued without looking the job up first', async () => {
    const api = queues();
    const { result, commands } = await commandsDuring(() => queuedRunEnding({ queue: api, ownerId: 'u1', job }, new AbortController().signal));
    expect(result).toEqual(outcome);
    // The job's hash is read by scripts only (admission, claim, end): no look-up of its own.
    expect(commands.filter(({ name }) => name === 'hgetall')).toEqual([]);
  });

  it('takes the events of a job it has just enqueued from their announcement, without looking in Redis first', async () => {
    const api = queues();
    const { result, commands } = await commandsDuring(() => queuedRunEnding({ queue: api, ownerId: 'u1', job }, new AbortController().signal));
    expect(result).toEqual(outcome);
    expect(commands.filter(({ name, args }) => name === 'eval' && args[0] === TAKE)).toEqual([]);
  });

  it('reads a job enqueued earlier whole, its announcements long gone', async () => {
    const api = queues();
    const jobId = await api.enqueue({ ownerId: 'u1', flowId: 'f1', run: () => Promise.reject(new Error('queued')), payload: { kind: RUN_JOB, data: job } });
    await expect.poll(async () => (await api.find(jobId))?.finished).toBe(true);
    const { chunks, finished } = await api.enqueuedReader(jobId).read({ timeoutMs: 5000 });
    expect(finished).toBe(true);
    expect(chunks.map((chunk) => JSON.parse(chunk) as unknown)).toEqual([{ event: 'end', data: { result: outcome } }]);
  });
});
