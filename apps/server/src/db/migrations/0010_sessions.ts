import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A session is the family of refresh tokens that one sign-in starts: each rotation's token keeps
 * it. Access tokens name their session, so that ending it ends them at once. Tokens issued before
 * this migration become sessions of their own.
 */
export function sessionsMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      // Nullable in the table only because SQLite cannot add a NOT NULL column without a default; every row has one.
      await db.schema.alterTable('refresh_tokens').addColumn('session_id', 'text').execute();
      await db.updateTable('refresh_tokens').set((eb) => ({ session_id: eb.ref('id') })).execute();
      await db.schema.createIndex('refresh_tokens_session_id').on('refresh_tokens').column('session_id').execute();
    },
  };
}
