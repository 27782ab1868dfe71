import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { EMPTY_UUID } from '@app/api-client';
import type { ColumnTypes } from '../columnTypes';

/**
 * The marketplace (ARCHITECTURE section 4, Publishing and Access policies): a store per flow with
 * a stable id, its releases (snapshots of the flow, and decommissions), its tags, likes and
 * favourites, and users' conversations with it and their messages. A store is bound to one policy
 * group; deleting that group moves it to the default one (ON DELETE SET DEFAULT). Conversations are
 * kept apart from the messages table, so a flow's owner never reads users' chats in the playground
 * or the monitor; they go only with their store (deleting the flow), their user, or by request.
 */
export function storesMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('stores')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('flow_id', 'text', (col) => col.notNull().unique().references('flows.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('policy_group_id', 'text', (col) => col.notNull().defaultTo(EMPTY_UUID).references('policy_groups.id').onDelete('set default'))
        // The release chat and runs use; null before the first release.
        .addColumn('release_id', 'text')
        .addColumn('published', types.boolean, (col) => col.notNull().defaultTo(false))
        // Copies of the current release's card fields, so lists read one table.
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('icon', 'text')
        .addColumn('icon_bg_color', 'text')
        .addColumn('tags', types.json, (col) => col.notNull())
        .addColumn('likes', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('released_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();
      // The marketplace's orders, each read in index order and stopped at the page's end.
      await db.schema.createIndex('stores_published_released').on('stores').columns(['published', 'released_at', 'id']).execute();
      await db.schema.createIndex('stores_published_likes').on('stores').columns(['published', 'likes', 'released_at', 'id']).execute();
      // Counting what a user may see reads this index alone.
      await db.schema.createIndex('stores_published_policy').on('stores').columns(['published', 'policy_group_id', 'user_id']).execute();
      await db.schema.createIndex('stores_user_updated').on('stores').columns(['user_id', 'updated_at']).execute();
      await db.schema.createIndex('stores_policy_group').on('stores').column('policy_group_id').execute();

      await db.schema
        .createTable('store_releases')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        // ReleaseAction: 1 release, 2 decommission.
        .addColumn('tpe', 'integer', (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull())
        // The snapshot of a release; null for a decommission.
        .addColumn('data', types.json)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('icon', 'text')
        .addColumn('icon_bg_color', 'text')
        .addColumn('tags', types.json, (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('store_releases_store_created').on('store_releases').columns(['store_id', 'created_at']).execute();

      await db.schema
        .createTable('store_tags')
        .addColumn('tag', 'text', (col) => col.notNull())
        .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('store_tags_pk', ['tag', 'store_id'])
        .execute();
      await db.schema.createIndex('store_tags_store').on('store_tags').column('store_id').execute();

      await db.schema
        .createTable('store_likes')
        .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('store_likes_pk', ['store_id', 'user_id'])
        .execute();
      await db.schema.createIndex('store_likes_user').on('store_likes').column('user_id').execute();

      await db.schema
        .createTable('store_favourites')
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('store_favourites_pk', ['user_id', 'store_id'])
        .execute();
      await db.schema.createIndex('store_favourites_user_created').on('store_favourites').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('store_favourites_store').on('store_favourites').column('store_id').execute();

      await db.schema
        .createTable('conversations')
        // Made by the chat page (deterministic from a random id and the store id).
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('conversations_user_store_updated').on('conversations').columns(['user_id', 'store_id', 'updated_at']).execute();
      await db.schema.createIndex('conversations_store').on('conversations').column('store_id').execute();

      // The messages table's columns; `session_id` is the conversation, `flow_id` the app's flow (no key: display only).
      await db.schema
        .createTable('conversation_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('session_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('flow_id', 'text')
        .addColumn('timestamp', types.timestamp, (col) => col.notNull())
        .addColumn('sender', 'text', (col) => col.notNull())
        .addColumn('sender_name', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('files', types.json, (col) => col.notNull())
        .addColumn('error', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('edit', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('properties', types.json, (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('content_blocks', types.json, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('conversation_messages_session').on('conversation_messages').columns(['session_id', 'timestamp']).execute();
    },
  };
}
