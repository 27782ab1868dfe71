// What an API key reaches (spec/3 section 6: "API keys give access to all published agent apps"):
// published apps only, as their released snapshot, never a working copy, not even its creator's
// own; a channel code only its own store. A key never reaches more than the account that made it:
// an app whose access policy refuses that account refuses its keys too.
import type { MessageStore } from '@app/engine';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/authHook';
import type { ApiKeyScope } from '../auth/credentialResolvers';
import { scopedMessageStore } from '../conversations/scopedMessages';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { notAuthenticated, type AppError } from '../errors/appError';
import { storeReach } from '../store/storeAccess';
import { findStore, findStoreOfFlow, type StoreRow } from '../store/storeQueries';
import { isUsableBy } from '../store/usableStore';

/** The job owner of a build or webhook run started with a key: the key, never its creator. */
export const keyJobOwner = (keyId: string): string => `apikey:${keyId}`;

/** The key of a route that only keys may call (the embedded page's rest/* calls). */
export function keyOf(principal: Principal | null): ApiKeyScope {
  if (!principal?.apiKey) throw notAuthenticated();
  return principal.apiKey;
}

/** The published store a key may use; anything else answers `refusal`, as a missing store does. */
export async function keyUsableStore(db: Kysely<DatabaseSchema>, principal: Principal, key: ApiKeyScope, storeId: string, refusal: () => AppError): Promise<StoreRow> {
  if (key.isChannel && storeId !== key.storeId) throw refusal();
  const store = await findStore(db, storeId);
  if (!store || !toBoolean(store.published) || !isUsableBy(await storeReach(db, principal), store)) throw refusal();
  return store;
}

/** A published app's flow an API key may upload files for (a run then names them in its tweaks); channel codes may not. */
export async function keyUploadFlow(db: Kysely<DatabaseSchema>, principal: Principal, key: ApiKeyScope, flowId: string, refusal: () => AppError): Promise<StoreRow> {
  const store = key.isChannel ? undefined : await findStoreOfFlow(db, flowId);
  if (!store) throw refusal();
  return keyUsableStore(db, principal, key, store.id, refusal);
}

/**
 * The message store of a key's callers (the run API, the embedded page, MCP): apart per key and
 * session, never in the creator's conversation lists or monitor. A key is shared by everyone who
 * holds it (a channel code sits in a public page), so a conversation is private through its
 * session id, which the embedded page makes from a random part; no call lists them. In the
 * database (key_messages), so every API instance and worker continues a conversation another
 * began, and deleting the key deletes them.
 */
export function keyConversations(db: Kysely<DatabaseSchema>, keyId: string, now: () => Date): MessageStore {
  return scopedMessageStore(db, 'key_messages', keyId, { now });
}
