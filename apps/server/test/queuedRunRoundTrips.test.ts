// What a queued run asks Redis on its way from the API instance to the worker and back: each
// round trip on that path is added latency per run (the queue-mode bench's goal: 3 ms p50 in all).
import { Redis, type Command } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobQueue } from '../src/build/jobs/jobQueue';
import { createRedisJobQueue } from '../src/build/jobs/redisJobQueue';
import { ADMIT } from '../src/build/jobs/redisJobScripts';
import { queuedRunEnding, RUN_JOB, type RunJob, type RunOutcome } from '../src/run/queuedRuns';
import { dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix } from '../src/testing';

const logger = pino({ level: 'silent' });

const outcome: RunOutcome = { ok: true, response: { session_id: 's1', outputs: [] } };

const job: RunJob = { flowId: 'f1', releaseId: null, body: { input_type: 'chat', output_type: 'chat', output_component: '' }, requestVariables: {}, stream: false };

interface SentCommand {
  name: string;
  args: string[];
  /** The commands sent before this one that Redis had not answered when this one was sent. */
  unanswered: SentCommand[];
  answered: boolean;
}

/** The commands sent on every Redis connection of this process while `work` runs. */
async function commandsDuring<T>(work: () => Promise<T>): Promise<{ result: T; commands: SentCommand[] }> {
  const commands: SentCommand[] = [];
  const send = Redis.prototype.sendCommand;
  const spy = vi.spyOn(Redis.prototype, 'sendCommand').mockImplementation(function (this: Redis, command: Command, stream?: unknown) {
    const sent: SentCommand = { name: command.name, args: command.args.map(String), unanswered: commands.filter(({ answered }) => !answered), answered: false };
    commands.push(sent);
    const answer = send.call(this, command, stream as never);
    void command.promise.finally(() => (sent.answered = true)).catch(() => undefined);
    return answer;
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
    expect(commands.filter(({ name }) => name === 'hgetall').map(({ args }) => args)).toEqual([]);
  });

  it('sends the admission and the job to BullMQ in one round trip', async () => {
    const api = queues();
    // The first add on a queue asks Redis things once (script loading): not per run.
    await queuedRunEnding({ queue: api, ownerId: 'u1', job }, new AbortController().signal);
    // The worker's last commands for that run go before the count starts.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { commands } = await commandsDuring(() => queuedRunEnding({ queue: api, ownerId: 'u1', job }, new AbortController().signal));
    const admission = commands.findIndex(({ args }) => args[0] === ADMIT);
    // BullMQ's add: its script's first key is the queue's wait list (the worker's take comes later).
    const add = commands.findIndex(({ name, args }, index) => index > admission && name === 'evalsha' && args[2] === `${prefix}:bull:jobs:wait`);
    expect(admission).toBeGreaterThanOrEqual(0);
    expect(add).toBeGreaterThan(admission);
    // Sent before the admission was answered: Redis runs the two in the order they came.
    expect(commands[add]?.unanswered).toContain(commands[admission]);
  });
});
