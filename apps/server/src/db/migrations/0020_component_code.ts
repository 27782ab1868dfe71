import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Component source kept once per distinct text: stored flows and release snapshots hold a
 * reference (the text's sha256) in place of each node's code (flows/componentCodeStore.ts). Rows
 * are never deleted: they are shared by every flow with the same code, and small.
 */
export function componentCodeMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('component_code')
        .addColumn('hash', 'text', (col) => col.primaryKey())
        .addColumn('code', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
