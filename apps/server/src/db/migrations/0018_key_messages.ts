import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * The conversations of runs made with API keys and channel codes, in the database so that every
 * API instance and worker reads what another wrote (queue mode). The messages' columns plus the
 * key, so that deleting a key (or its store, or its flow) deletes its conversations. `flow_id` is
 * the flow that ran, which a Run Flow component may make another flow than the app's.
 */
export function keyMessagesMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('key_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('key_id', 'text', (col) => col.notNull().references('api_keys.id').onDelete('cascade'))
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
      await db.schema.createIndex('key_messages_conversation').on('key_messages').columns(['key_id', 'flow_id', 'session_id', 'timestamp']).execute();
      await db.schema.createIndex('key_messages_timestamp').on('key_messages').column('timestamp').execute();
    },
  };
}
