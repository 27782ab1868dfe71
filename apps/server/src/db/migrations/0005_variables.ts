import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * Global variables, one set per user. A credential keeps only its ciphertext (`value_encrypted`,
 * AES-256-GCM, see variables/credentialCipher.ts), a generic variable only its plain `value`; the
 * check constraint makes a row with both, or with the wrong one, impossible.
 */
export function variablesMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('variables')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('value', 'text')
        .addColumn('value_encrypted', 'text')
        .addColumn('default_fields', types.json, (col) => col.notNull())
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .addCheckConstraint(
          'variables_value_by_type',
          sql`(type = 'Credential' and value is null and value_encrypted is not null) or (type = 'Generic' and value is not null and value_encrypted is null)`,
        )
        .execute();
      await db.schema.createIndex('variables_user_name').on('variables').columns(['user_id', 'name']).unique().execute();
    },
  };
}
