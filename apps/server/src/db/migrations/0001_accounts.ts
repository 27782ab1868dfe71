import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { EMPTY_UUID } from '@app/api-client';
// The seeded texts alone: the package's root would load every screen's texts of both languages.
import { seeded as SEEDED_TEXTS } from '@app/i18n/locales/zh/seeded';
import type { ColumnTypes } from '../columnTypes';

export const DEFAULT_GROUP_NAME = SEEDED_TEXTS.defaultUserGroup;

export function accountsMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('username', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.unique())
        .addColumn('telephone', 'text', (col) => col.unique())
        .addColumn('profile_image', 'text')
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('role', 'integer', (col) => col.notNull())
        .addColumn('is_active', types.boolean, (col) => col.notNull().defaultTo(true))
        .addColumn('is_deleted', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('approval_pending', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .addColumn('last_login_at', types.timestamp)
        .execute();

      await db.schema
        .createTable('user_groups')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();

      const now = new Date().toISOString();
      await db
        .insertInto('user_groups')
        .values({ id: EMPTY_UUID, name: DEFAULT_GROUP_NAME, description: '', created_at: now, updated_at: now })
        .execute();

      await db.schema
        .createTable('user_group_members')
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('group_id', 'text', (col) => col.notNull().references('user_groups.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_group_members_pk', ['user_id', 'group_id'])
        .execute();
      await db.schema.createIndex('user_group_members_group_id').on('user_group_members').column('group_id').execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('remember_me', types.boolean, (col) => col.notNull())
        .addColumn('expires_at', types.timestamp, (col) => col.notNull())
        .addColumn('revoked_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('refresh_tokens_user_id').on('refresh_tokens').column('user_id').execute();

      await db.schema
        .createTable('login_attempts')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('failed_count', 'integer', (col) => col.notNull())
        .addColumn('window_start', types.timestamp, (col) => col.notNull())
        .addColumn('locked_until', types.timestamp)
        .execute();
    },
  };
}
