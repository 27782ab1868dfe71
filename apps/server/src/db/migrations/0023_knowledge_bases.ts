import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * Knowledge bases (Langflow 1.6's Knowledge), per user: a name and the embedding model its texts
 * were stored with. The texts themselves are rows of `vectors` in the collection the base names.
 */
export function knowledgeBasesMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('knowledge_bases')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('embedding_provider', 'text', (col) => col.notNull())
        .addColumn('embedding_model', 'text', (col) => col.notNull())
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('knowledge_bases_user_name').on('knowledge_bases').columns(['user_id', 'name']).unique().execute();
    },
  };
}
