// A queue-mode worker in a process of its own, for tests that kill it mid-job: it runs jobs of
// kind `hang` (one build_start event, then nothing until cancelled) under the key prefix in
// QUEUE_PREFIX, keeps their records in the PostgreSQL database at DATABASE_URL when one is given,
// and prints "ready" once its worker is listening.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { WORKER_LOST } from '../../src/build/jobs/jobEndings';
import { createJobRecords } from '../../src/build/jobs/jobRecords';
import { createRedisJobQueue } from '../../src/build/jobs/redisJobQueue';
import type { DatabaseSchema } from '../../src/db/schema';
import { TEST_REDIS_URL } from '../../src/testing';

const logger = pino({ level: 'silent' });
const databaseUrl = process.env.DATABASE_URL;
const records = databaseUrl
  ? createJobRecords({ db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }) }), logger, sharedDatabase: true, lostReason: WORKER_LOST })
  : undefined;

createRedisJobQueue({
  redisUrl: TEST_REDIS_URL,
  prefix: process.env.QUEUE_PREFIX,
  logger,
  deadlineMs: 600_000,
  // Short, so that the test notices this worker's death soon.
  lockDurationMs: 1000,
  records,
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
