import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * The public playground's visitor messages, in the database so that every API instance reads a
 * visitor's conversation. Not the messages table: its `flow_id` is a key to a flow row, and a
 * visitor's builds run under a virtual flow id of their own (`flow_id` here); `public_flow_id` is
 * the real flow, so deleting it deletes its visitors' conversations.
 */
export function publicMessagesMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('public_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('public_flow_id', 'text', (col) => col.notNull().references('flows.id').onDelete('cascade'))
        .addColumn('flow_id', 'text')
        .addColumn('timestamp', types.timestamp, (col) => col.notNull())
        .addColumn('sender', 'text', (col) => col.notNull())
        .addColumn('sender_name', 'text', (col) => col.notNull())
        .addColumn('session_id', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('files', types.json, (col) => col.notNull())
        .addColumn('error', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('edit', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('properties', types.json, (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('content_blocks', types.json, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('public_messages_conversation').on('public_messages').columns(['flow_id', 'session_id', 'timestamp']).execute();
      await db.schema.createIndex('public_messages_flow').on('public_messages').column('public_flow_id').execute();
    },
  };
}
