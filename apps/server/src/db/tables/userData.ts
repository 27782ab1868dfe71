// The tables of what a user keeps beside flows: uploaded files, global variables and vector
// collections.
import type { ColumnType } from 'kysely';
import type { Timestamp, Json } from './columns';

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

/**
 * A user's knowledge base: its name is unique per user, and its texts are the `vectors` rows of the
 * collection `knowledge/<id>`, embedded by the model named here.
 */
export interface KnowledgeBasesTable {
  id: string;
  user_id: string;
  name: string;
  embedding_provider: string;
  embedding_model: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
