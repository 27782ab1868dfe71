import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Who may use a flow's playground: its owner only (PRIVATE), or anyone with the link (PUBLIC). */
export function flowAccessTypeMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('flows')
        .addColumn('access_type', 'text', (col) => col.notNull().defaultTo('PRIVATE'))
        .execute();
    },
  };
}
