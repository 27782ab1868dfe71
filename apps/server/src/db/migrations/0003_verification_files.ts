import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * Verification codes of registration and password reset (one live code per purpose and target,
 * stored as an HMAC), and the files the server stores under DATA_DIR/files by id (avatars and
 * logos now, documents later).
 */
export function verificationFilesMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('verification_codes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('purpose', 'integer', (col) => col.notNull())
        .addColumn('target', 'text', (col) => col.notNull())
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expires_at', types.timestamp, (col) => col.notNull())
        .addColumn('sent_at', types.timestamp, (col) => col.notNull())
        .addColumn('consumed_at', types.timestamp)
        .execute();
      // A new code replaces the previous one of its target, in one atomic upsert.
      await db.schema.createIndex('verification_codes_purpose_target').on('verification_codes').columns(['purpose', 'target']).unique().execute();

      await db.schema
        .createTable('stored_files')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'integer', (col) => col.notNull())
        // Null for images uploaded before an account existed (registration).
        .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('mime', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('sha256', 'text', (col) => col.notNull())
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('stored_files_kind_sha256').on('stored_files').columns(['kind', 'sha256']).execute();
      await db.schema.createIndex('stored_files_user_id').on('stored_files').column('user_id').execute();
    },
  };
}
