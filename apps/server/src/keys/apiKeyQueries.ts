// The api_keys table: a store's keys for their creator, changes by id, and the lookup of a
// presented key by its hash together with its creator's account.
import type { ApiKeyRead } from '@app/api-client';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { containsText } from '../db/paging';
import { isoTimestamp, toBoolean, toIsoTimestamp } from '../db/rowValues';
import type { ApiKeysTable, DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;
export type ApiKeyRow = Selectable<ApiKeysTable>;

/** The record as lists show it (masked), or with the full key where the call shows it once. */
export function toApiKeyRead(row: ApiKeyRow, fullKey?: string): ApiKeyRead {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    api_key: fullKey ?? row.masked,
    is_active: toBoolean(row.is_active),
    is_channel: toBoolean(row.is_channel),
    created_at: toIsoTimestamp(row.created_at),
    last_used_at: toIsoTimestamp(row.last_used_at),
    store_id: row.store_id,
  };
}

export async function insertApiKey(db: Db, row: Insertable<ApiKeysTable>): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

export interface ApiKeyFilter {
  storeId: string;
  /** The creator's keys only; null for every key of the store (administrators). */
  userId: string | null;
  channel: boolean;
  search?: string;
}

/** Newest first. */
export async function listApiKeys(db: Db, { storeId, userId, channel, search }: ApiKeyFilter): Promise<ApiKeyRow[]> {
  let query = db.selectFrom('api_keys').selectAll().where('store_id', '=', storeId).where('is_channel', '=', channel);
  if (userId !== null) query = query.where('user_id', '=', userId);
  if (search) query = query.where((eb) => containsText(eb.ref('name'), search));
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateApiKey(db: Db, id: string, changes: Updateable<ApiKeysTable>): Promise<void> {
  await db.updateTable('api_keys').set(changes).where('id', '=', id).execute();
}

export async function deleteApiKey(db: Db, id: string): Promise<void> {
  await db.deleteFrom('api_keys').where('id', '=', id).execute();
}

/** A presented key's row with its creator's account (who the key acts for). */
export interface PresentedKeyRow {
  id: string;
  store_id: string;
  domain: string | null;
  is_active: boolean | number;
  is_channel: boolean | number;
  last_used_at: Date | string | null;
  user_id: string;
  username: string;
  role: number;
  user_active: boolean | number;
  user_deleted: boolean | number;
}

export async function findKeyByHash(db: Db, keyHash: string): Promise<PresentedKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select([
      'api_keys.id',
      'api_keys.store_id',
      'api_keys.domain',
      'api_keys.is_active',
      'api_keys.is_channel',
      'api_keys.last_used_at',
      'users.id as user_id',
      'users.username',
      'users.role',
      'users.is_active as user_active',
      'users.is_deleted as user_deleted',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .executeTakeFirst();
}

/** Whether a key still signs requests: it exists, is enabled, and its account is active and not deleted. */
export async function keyStillValid(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select(['api_keys.is_active', 'users.is_active as user_active', 'users.is_deleted as user_deleted'])
    .where('api_keys.id', '=', id)
    .executeTakeFirst();
  return row !== undefined && toBoolean(row.is_active) && toBoolean(row.user_active) && !toBoolean(row.user_deleted);
}

export async function touchApiKey(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: isoTimestamp(at) }).where('id', '=', id).execute();
}
