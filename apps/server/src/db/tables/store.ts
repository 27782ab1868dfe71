// The tables of the marketplace: stores and their releases, tags, likes and favourites, the
// conversations and messages of their apps, and their API keys.
import type { ColumnType } from 'kysely';
import type { Timestamp, DbBoolean, Json } from './columns';
import type { StoredMessageColumns } from './flows';

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
