import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * Vector collections of the database vector store, per user. Searches read one collection of one
 * user (the index) and rank it in the server process; no vector extension is needed.
 */
export function vectorsMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('vectors')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('collection', 'text', (col) => col.notNull())
        .addColumn('item_id', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('metadata', types.json, (col) => col.notNull())
        .addColumn('dimensions', 'integer', (col) => col.notNull())
        .addColumn('vector', 'text', (col) => col.notNull())
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('vectors_user_collection_item').on('vectors').columns(['user_id', 'collection', 'item_id']).unique().execute();
    },
  };
}
