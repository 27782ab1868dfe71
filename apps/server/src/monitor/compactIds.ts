// Record ids as the SQLite file stores them: a UUID as its 16 bytes (a blob), not 36 characters
// of text. PostgreSQL keeps text. Ids stored before, or written elsewhere, stay text: the column
// holds either, and reading gives the same string for both.
import { SqliteAdapter, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `db` (or a transaction of it) is a SQLite database. */
export function onSqlite(db: Kysely<DatabaseSchema>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The id as stored in `db`: on SQLite a lowercase UUID as its bytes, anything else as it is. */
export function storedId(db: Kysely<DatabaseSchema>, id: string): string | Uint8Array {
  return onSqlite(db) && UUID.test(id) ? Buffer.from(id.replaceAll('-', ''), 'hex') : id;
}

/** The id a stored value stands for. */
export function idText(value: string | Uint8Array): string {
  if (typeof value === 'string') return value;
  const hex = Buffer.from(value).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
