import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { EMPTY_UUID } from '@app/api-client';
// The seeded texts alone: the package's root would load every screen's texts of both languages.
import { seeded as SEEDED_TEXTS } from '@app/i18n/locales/zh/seeded';
import type { ColumnTypes } from '../columnTypes';

export const DEFAULT_POLICY_GROUP_NAME = SEEDED_TEXTS.defaultPolicyGroup;
export const DEFAULT_POLICY_GROUP_DESCRIPTION = SEEDED_TEXTS.defaultPolicyGroupDescription;

/**
 * Policy groups (access policies of marketplace apps). Their allowed and denied entries live in two
 * tables, one for user groups and one for users, so each entry is a real foreign key: deleting a
 * user group (or a policy group) removes its entries in the same statement. The default policy group
 * allows the default user group, i.e. everyone.
 */
export function policyGroupsMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('policy_groups')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('policy_group_user_groups')
        .addColumn('policy_group_id', 'text', (col) => col.notNull().references('policy_groups.id').onDelete('cascade'))
        .addColumn('user_group_id', 'text', (col) => col.notNull().references('user_groups.id').onDelete('cascade'))
        .addColumn('effect', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('policy_group_user_groups_pk', ['policy_group_id', 'user_group_id', 'effect'])
        .addCheckConstraint('policy_group_user_groups_effect', sql`effect in ('allow', 'deny')`)
        .execute();
      await db.schema.createIndex('policy_group_user_groups_user_group_id').on('policy_group_user_groups').column('user_group_id').execute();

      await db.schema
        .createTable('policy_group_users')
        .addColumn('policy_group_id', 'text', (col) => col.notNull().references('policy_groups.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('effect', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('policy_group_users_pk', ['policy_group_id', 'user_id', 'effect'])
        .addCheckConstraint('policy_group_users_effect', sql`effect in ('allow', 'deny')`)
        .execute();
      await db.schema.createIndex('policy_group_users_user_id').on('policy_group_users').column('user_id').execute();

      const now = new Date().toISOString();
      await db
        .insertInto('policy_groups')
        .values({ id: EMPTY_UUID, name: DEFAULT_POLICY_GROUP_NAME, description: DEFAULT_POLICY_GROUP_DESCRIPTION, created_at: now, updated_at: now })
        .execute();
      await db.insertInto('policy_group_user_groups').values({ policy_group_id: EMPTY_UUID, user_group_id: EMPTY_UUID, effect: 'allow' }).execute();
    },
  };
}
