import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * One row per build or webhook job: who started it, on which instance, and how it ended, so a
 * job that was running when its server stopped is known afterwards (its events end with that
 * error instead of a 404) and marked failed.
 */
export function buildJobsMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('build_jobs')
        .addColumn('id', 'text', (col) => col.primaryKey())
        // A user id, or "public:<client id>" for a public playground visitor.
        .addColumn('owner_id', 'text', (col) => col.notNull())
        .addColumn('flow_id', 'text', (col) => col.notNull().references('flows.id').onDelete('cascade'))
        // running, completed, failed or interrupted (the server stopped while it ran).
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('instance_id', 'text', (col) => col.notNull())
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        // While running: the instance's last sign of life; afterwards: when it ended.
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('build_jobs_status_updated').on('build_jobs').columns(['status', 'updated_at']).execute();
    },
  };
}
