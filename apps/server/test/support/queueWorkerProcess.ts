// A queue-mode worker in a process of its own, for tests that kill it mid-job: it runs jobs of
// kind `hang` (one build_start event, then nothing until cancelled) under the key prefix in
// QUEUE_PREFIX, and prints "ready" once its worker is listening.
import pino from 'pino';
import { createRedisJobQueue } from '../../src/build/jobs/redisJobQueue';
import { TEST_REDIS_URL } from '../../src/testing';

createRedisJobQueue({
  redisUrl: TEST_REDIS_URL,
  prefix: process.env.QUEUE_PREFIX,
  logger: pino({ level: 'silent' }),
  deadlineMs: 600_000,
  // Short, so that the test notices this worker's death soon.
  lockDurationMs: 1000,
  worker: {
    concurrency: 1,
    runners: {
      hang: async (_data, { emit, signal }) => {
        emit({ event: 'build_start', data: { id: 'Hang-0' } });
        if (!signal.aborted) await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      },
    },
  },
});
process.stdout.write('ready\n');
