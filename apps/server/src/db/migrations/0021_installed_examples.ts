import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The fingerprint of the starter templates the example flows were last installed from: a start
 * with the same templates shipped finds it equal and neither loads nor compares them
 * (flows/exampleInstall.ts). One row per database.
 */
export function installedExamplesMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('installed_examples')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('fingerprint', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
