// The tables of folders and flows and of what their builds leave: messages, vertex builds,
// transactions, build jobs, component sources and the installed example flows.
import type { ColumnType } from 'kysely';
import type { Timestamp, DbBoolean, Json } from './columns';

export interface FoldersTable {
  id: string;
  name: string;
  description: string | null;
  /** Null for the system folder of example flows. */
  user_id: string | null;
  parent_id: string | null;
  /** The folder a user's flows go to when they name none; created on first need. */
  is_default: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlowsTable {
  id: string;
  name: string;
  description: string | null;
  icon: string | null;
  icon_bg_color: string | null;
  gradient: string | null;
  /** The graph; each node's code is a reference to component_code (or inline in rows written before it). */
  data: Json | null;
  is_component: DbBoolean;
  locked: DbBoolean;
  /** The flow contains a Webhook component. */
  webhook: DbBoolean;
  /** The owner opened the flow's webhook to senders without credentials (honoured with WEBHOOK_AUTH=false only). */
  webhook_open: ColumnType<boolean | number, boolean | undefined, boolean>;
  endpoint_name: string | null;
  tags: Json;
  folder_id: string | null;
  user_id: string | null;
  last_tested_version: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  released_at: Timestamp | null;
  /** PRIVATE (the owner's playground only) or PUBLIC (anyone's, without sign-in). */
  access_type: ColumnType<string, string | undefined, string>;
  /** The app's tool name in MCP clients; null: derived from the app's name. */
  action_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The app's tool description in MCP clients; null: the app's description. */
  action_description: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every column of flows but data (the graph), for reads that need the row and not its graph. */
export const FLOW_COLUMNS_BUT_DATA = [
  'id',
  'name',
  'description',
  'icon',
  'icon_bg_color',
  'gradient',
  'is_component',
  'locked',
  'webhook',
  'webhook_open',
  'endpoint_name',
  'tags',
  'folder_id',
  'user_id',
  'last_tested_version',
  'created_at',
  'updated_at',
  'released_at',
  'access_type',
  'action_name',
  'action_description',
] as const satisfies ReadonlyArray<Exclude<keyof FlowsTable, 'data'>>;

/** The columns of every message table (messages, conversation_messages, public_messages, key_messages). */
export interface StoredMessageColumns {
  id: string;
  flow_id: string | null;
  timestamp: Timestamp;
  sender: string;
  sender_name: string;
  session_id: string;
  text: string;
  files: Json;
  error: DbBoolean;
  edit: DbBoolean;
  properties: Json;
  category: string;
  content_blocks: Json;
}

/**
 * The monitor's messages, a run writes two, so stored small (0019_compact_monitor_records): on
 * SQLite `timestamp` is milliseconds since 1970 (PostgreSQL's stays timestamptz) and `id` bytes, and
 * `session_id` is null when the session is the flow's own (its id, the run API's default).
 */
export interface MessagesTable extends Omit<StoredMessageColumns, 'id' | 'timestamp' | 'session_id'> {
  /** On SQLite a UUID's 16 bytes (monitor/compactIds), or text. */
  id: ColumnType<string | Uint8Array, string | Uint8Array, string | Uint8Array>;
  timestamp: ColumnType<Date | string | number, string | number, string | number>;
  session_id: string | null;
}

export interface VertexBuildsTable {
  build_id: string;
  /** The vertex (node) id. */
  id: string;
  timestamp: Timestamp;
  data: Json;
  artifacts: Json;
  params: string | null;
  valid: DbBoolean;
  flow_id: string;
}

export interface TransactionsTable {
  /** On SQLite a UUID's 16 bytes (monitor/compactIds), or text. */
  id: ColumnType<string | Uint8Array, string | Uint8Array, string | Uint8Array>;
  timestamp: Timestamp;
  vertex_id: string;
  target_id: string | null;
  inputs: Json;
  outputs: Json;
  status: string;
  error: string | null;
  flow_id: string;
}

export interface BuildJobsTable {
  id: string;
  owner_id: string;
  flow_id: string;
  status: 'running' | 'completed' | 'failed' | 'interrupted';
  instance_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A failed or interrupted job's coded reason (CodedText as JSON); null otherwise. */
  reason: string | null;
}

/** The starter templates the example flows were installed from: one row, id 1. */
export interface InstalledExamplesTable {
  id: number;
  /** STARTER_TEMPLATES_FINGERPRINT of @app/templates/shipped at the install. */
  fingerprint: string;
}

/** A component's source, once per distinct text; flows and releases refer to it by `hash`. */
export interface ComponentCodeTable {
  /** sha256 of the code, hex. */
  hash: string;
  code: string;
}
