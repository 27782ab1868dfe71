import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Why a job that did not complete ended (its coded reason as JSON: server error, deadline, no
 * worker in time, worker lost, server stopped), so that an administrator reading the failed jobs
 * (the dead letters) learns it; null for completed and running jobs.
 */
export function buildJobReasonsMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema.alterTable('build_jobs').addColumn('reason', 'text').execute();
    },
  };
}
