import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/** Whether the flow's owner opened its webhook to senders without credentials (only with WEBHOOK_AUTH=false). */
export function webhookOpenMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('flows')
        .addColumn('webhook_open', types.boolean, (col) => col.notNull().defaultTo(false))
        .execute();
    },
  };
}
