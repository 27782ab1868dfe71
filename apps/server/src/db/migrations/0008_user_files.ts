import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * The user's own files (我的文件, Langflow's v2 file records). The bytes live under
 * DATA_DIR/user_files at `path`, which the server makes from the user and file ids only.
 */
export function userFilesMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('user_files')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull().unique())
        .addColumn('size', 'bigint', (col) => col.notNull())
        .addColumn('provider', 'text')
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('user_files_user_created').on('user_files').columns(['user_id', 'created_at']).execute();
    },
  };
}
