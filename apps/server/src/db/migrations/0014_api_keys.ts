import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * API keys and channel codes (ARCHITECTURE section 4): made by a developer for one of their stores.
 * A key is kept as its SHA-256 (the lookup of every request that presents it) and encrypted with
 * the credential cipher (the display call); its plain text is in no column. `masked` is what lists
 * show. Keys go with their store (deleting the flow) and with their creator.
 */
export function apiKeysMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('domain', 'text')
        .addColumn('is_active', types.boolean, (col) => col.notNull().defaultTo(true))
        .addColumn('is_channel', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('key_hash', 'text', (col) => col.notNull().unique())
        .addColumn('key_encrypted', 'text', (col) => col.notNull())
        .addColumn('masked', 'text', (col) => col.notNull())
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('last_used_at', types.timestamp)
        .execute();
      await db.schema.createIndex('api_keys_store_user_created').on('api_keys').columns(['store_id', 'user_id', 'created_at']).execute();
      await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();
    },
  };
}
