import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnTypes } from '../columnTypes';

/**
 * Flows and folders, and what the monitor shows of their builds and runs: messages, vertex builds
 * and transactions (reference section 5). Everything hangs off its flow with ON DELETE CASCADE, so
 * deleting a flow (or its folder, or its owner) removes its records in the same statement.
 */
export function flowsMigration(types: ColumnTypes): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('folders')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        // Null for the system folder that holds the example flows.
        .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('parent_id', 'text', (col) => col.references('folders.id').onDelete('cascade'))
        .addColumn('is_default', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('folders_user_name').on('folders').columns(['user_id', 'name']).unique().execute();

      await db.schema
        .createTable('flows')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('icon', 'text')
        .addColumn('icon_bg_color', 'text')
        .addColumn('gradient', 'text')
        .addColumn('data', types.json)
        .addColumn('is_component', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('locked', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('webhook', types.boolean, (col) => col.notNull().defaultTo(false))
        .addColumn('endpoint_name', 'text')
        .addColumn('tags', types.json, (col) => col.notNull())
        .addColumn('folder_id', 'text', (col) => col.references('folders.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('last_tested_version', 'text')
        .addColumn('created_at', types.timestamp, (col) => col.notNull())
        .addColumn('updated_at', types.timestamp, (col) => col.notNull())
        .addColumn('released_at', types.timestamp)
        .execute();
      await db.schema.createIndex('flows_user_name').on('flows').columns(['user_id', 'name']).unique().execute();
      // Global: the run API and the webhook resolve a flow by its endpoint name alone.
      await db.schema.createIndex('flows_endpoint_name').on('flows').column('endpoint_name').unique().execute();
      await db.schema.createIndex('flows_folder_id').on('flows').column('folder_id').execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('flow_id', 'text', (col) => col.references('flows.id').onDelete('cascade'))
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
      await db.schema.createIndex('messages_flow_session').on('messages').columns(['flow_id', 'session_id', 'timestamp']).execute();

      await db.schema
        .createTable('vertex_builds')
        .addColumn('build_id', 'text', (col) => col.primaryKey())
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('timestamp', types.timestamp, (col) => col.notNull())
        .addColumn('data', types.json, (col) => col.notNull())
        .addColumn('artifacts', types.json, (col) => col.notNull())
        .addColumn('params', 'text')
        .addColumn('valid', types.boolean, (col) => col.notNull())
        .addColumn('flow_id', 'text', (col) => col.notNull().references('flows.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('vertex_builds_flow_vertex').on('vertex_builds').columns(['flow_id', 'id', 'timestamp']).execute();

      await db.schema
        .createTable('transactions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('timestamp', types.timestamp, (col) => col.notNull())
        .addColumn('vertex_id', 'text', (col) => col.notNull())
        .addColumn('target_id', 'text')
        .addColumn('inputs', types.json, (col) => col.notNull())
        .addColumn('outputs', types.json, (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('error', 'text')
        .addColumn('flow_id', 'text', (col) => col.notNull().references('flows.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('transactions_flow_timestamp').on('transactions').columns(['flow_id', 'timestamp']).execute();
    },
  };
}
