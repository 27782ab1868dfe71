// Table types for Kysely. Selected values differ by dialect (PostgreSQL gives Date and boolean,
// SQLite gives ISO text and 0/1), so the queries modules map rows through rowValues.ts.
import type { ColumnType } from 'kysely';

/** timestamptz in PostgreSQL, ISO-8601 text in SQLite; always written as an ISO string. */
export type Timestamp = ColumnType<Date | string, string, string>;
/** boolean in PostgreSQL, 0/1 in SQLite. */
export type DbBoolean = ColumnType<boolean | number, boolean, boolean>;

export interface UsersTable {
  id: string;
  username: string;
  name: string;
  email: string | null;
  telephone: string | null;
  profile_image: string | null;
  password_hash: string;
  role: number;
  is_active: DbBoolean;
  is_deleted: DbBoolean;
  /** Registered under REGISTRATION_MODE=approval and not yet approved (login answers 10098). */
  approval_pending: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
}

export interface UserGroupsTable {
  id: string;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserGroupMembersTable {
  user_id: string;
  group_id: string;
}

export interface PolicyGroupsTable {
  id: string;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Whether a policy entry lets its subject in or keeps it out. */
export type PolicyEffect = 'allow' | 'deny';

/** A user group allowed or denied by a policy group. */
export interface PolicyGroupUserGroupsTable {
  policy_group_id: string;
  user_group_id: string;
  effect: PolicyEffect;
}

/** A user allowed or denied by a policy group. */
export interface PolicyGroupUsersTable {
  policy_group_id: string;
  user_id: string;
  effect: PolicyEffect;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** sha256 of the token, hex. */
  token_hash: string;
  /** The session (sign-in) the token belongs to; shared by the tokens that rotation issues. */
  session_id: string;
  remember_me: DbBoolean;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  /** "pair:<client address> user:<id>", "pair:<client address> name:<login name>" or "address:<client address>". */
  key: string;
  failed_count: number;
  window_start: Timestamp;
  /** A pair is refused until then; an address is suspect (see loginThrottle.ts). */
  locked_until: Timestamp | null;
}

/** jsonb in PostgreSQL (selected as parsed values), JSON text in SQLite; written as JSON text. */
export type Json = ColumnType<unknown, string, string>;

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

export interface VerificationCodesTable {
  id: string;
  /** VerifyPurpose: 1 register by phone, 2 register by email, 4 reset by phone, 8 reset by email. */
  purpose: number;
  /** The email address lowercased, or the phone number as digits. */
  target: string;
  /** HMAC-SHA256 of the code, hex; the key is derived from the server's secret key. */
  code_hash: string;
  failed_attempts: number;
  expires_at: Timestamp;
  sent_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface StoredFilesTable {
  id: string;
  /** UploadKind (1 avatar, 2 component logo, 3 store logo, 4 document, ...). */
  kind: number;
  /** Who stored it; null when stored anonymously (an avatar chosen during registration). */
  user_id: string | null;
  /** The name the client gave; shown only, never used as a path. */
  name: string;
  /** Content type sniffed from the bytes. */
  mime: string;
  size: number;
  /** sha256 of the bytes, hex. */
  sha256: string;
  created_at: Timestamp;
}

/** Whether a global variable is a secret (encrypted, never shown) or plain text. */
export type VariableKind = 'Credential' | 'Generic';

/** A user's global variable: a credential keeps only `value_encrypted`, a generic one only `value`. */
export interface VariablesTable {
  id: string;
  user_id: string;
  name: string;
  type: VariableKind;
  value: string | null;
  value_encrypted: string | null;
  /** Field display names the editor fills with this variable (JSON list of strings). */
  default_fields: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A file of the user's own (我的文件); the bytes are at DATA_DIR/user_files/<path>. */
export interface UserFilesTable {
  id: string;
  user_id: string;
  /** Display name without the extension; `path` has the extension. */
  name: string;
  /** `<user id>/<file id>.<extension>`, made by the server. */
  path: string;
  /** bigint: PostgreSQL answers it as text. */
  size: ColumnType<number | string, number, number>;
  /** Null for a file stored on this server. */
  provider: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One text of a vector collection. Collections belong to a user (the owner of the flows that
 * fill them); `item_id` is the content id the component gives, unique within the collection.
 */
export interface VectorsTable {
  id: string;
  user_id: string;
  collection: string;
  item_id: string;
  text: string;
  metadata: Json;
  dimensions: number;
  /** Little-endian float32 values, base64: a quarter of JSON's size and no parsing to read. */
  vector: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A flow's marketplace app: stable id from its first need, bound to one policy group. */
export interface StoresTable {
  id: string;
  flow_id: string;
  /** The flow's owner. */
  user_id: string;
  policy_group_id: ColumnType<string, string | undefined, string>;
  /** The release chats and runs use; null before the first release. */
  release_id: string | null;
  /** Released and not decommissioned: listed, and usable by whoever the policy allows. */
  published: DbBoolean;
  name: string;
  description: string | null;
  icon: string | null;
  icon_bg_color: string | null;
  tags: Json;
  likes: ColumnType<number, number | undefined, number>;
  released_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A release (snapshot of the flow) or a decommission of a store, with its note. */
export interface StoreReleasesTable {
  id: string;
  store_id: string;
  /** ReleaseAction: 1 release, 2 decommission. */
  tpe: number;
  note: string;
  /** The flow's graph at the release, code as references like flows.data; null for a decommission. */
  data: Json | null;
  name: string;
  description: string | null;
  icon: string | null;
  icon_bg_color: string | null;
  tags: Json;
  user_id: string | null;
  created_at: Timestamp;
}

/** The tags of a store's current release, for the marketplace's tag pages. */
export interface StoreTagsTable {
  tag: string;
  store_id: string;
}

export interface StoreLikesTable {
  store_id: string;
  user_id: string;
  created_at: Timestamp;
}

export interface StoreFavouritesTable {
  user_id: string;
  store_id: string;
  created_at: Timestamp;
}

/** A user's chat session with an app; the id is the chat page's session id. */
export interface ConversationsTable {
  id: string;
  store_id: string;
  user_id: string;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The messages of conversations: the messages table's columns, `session_id` being the conversation. */
export type ConversationMessagesTable = StoredMessageColumns;

/** The public playground's visitor messages: `flow_id` is the visitor's virtual flow id, `public_flow_id` the flow. */
export interface PublicMessagesTable extends StoredMessageColumns {
  public_flow_id: string;
}

/** The conversations of API-key runs: `key_id` the key that ran them, `flow_id` the flow that wrote the message. */
export interface KeyMessagesTable extends StoredMessageColumns {
  key_id: string;
}

/** An API key or channel code of a store, made by `user_id`; the plain key is in no column. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  store_id: string;
  name: string;
  domain: string | null;
  is_active: DbBoolean;
  /** A channel code: the store's public chat (rest/*) and its runs only. */
  is_channel: DbBoolean;
  /** SHA-256 of the key, hex: how a presented key is found. */
  key_hash: string;
  /** The key under the credential cipher (context: the row id), for the display call. */
  key_encrypted: string;
  /** What lists show: the key's start and end. */
  masked: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
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

export interface DatabaseSchema {
  users: UsersTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
  policy_groups: PolicyGroupsTable;
  policy_group_user_groups: PolicyGroupUserGroupsTable;
  policy_group_users: PolicyGroupUsersTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  folders: FoldersTable;
  flows: FlowsTable;
  messages: MessagesTable;
  vertex_builds: VertexBuildsTable;
  transactions: TransactionsTable;
  build_jobs: BuildJobsTable;
  verification_codes: VerificationCodesTable;
  stored_files: StoredFilesTable;
  user_files: UserFilesTable;
  variables: VariablesTable;
  vectors: VectorsTable;
  stores: StoresTable;
  store_releases: StoreReleasesTable;
  store_tags: StoreTagsTable;
  store_likes: StoreLikesTable;
  store_favourites: StoreFavouritesTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  public_messages: PublicMessagesTable;
  api_keys: ApiKeysTable;
  key_messages: KeyMessagesTable;
  component_code: ComponentCodeTable;
  installed_examples: InstalledExamplesTable;
}
