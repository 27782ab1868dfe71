// The one gate of every call about a single app (info, likes, favourites, UI node, chat, runs,
// conversations): its owner and administrators reach it in every state; anyone else only while it
// is published and policyDecision admits them — and is otherwise told it does not exist.
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/authHook';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import type { AppError } from '../errors/appError';
import { managesStore, reachesStore, storeReach, type StoreReach } from './storeAccess';
import { findStore, type StoreRow } from './storeQueries';

export interface UsableStoreOptions {
  /** The working copy is asked for: its owner and administrators only. */
  preview?: boolean;
  /** The answer for a missing or refused app, in the route's error format. */
  refusal: () => AppError;
}

export function isUsableBy(reach: StoreReach, store: StoreRow): boolean {
  return managesStore(reach, store) || (toBoolean(store.published) && reachesStore(reach, store));
}

export async function usableStore(db: Kysely<DatabaseSchema>, principal: Principal, storeId: string, { preview = false, refusal }: UsableStoreOptions): Promise<StoreRow> {
  const store = await findStore(db, storeId);
  if (!store) throw refusal();
  const reach = await storeReach(db, principal);
  if (preview ? !managesStore(reach, store) : !isUsableBy(reach, store)) throw refusal();
  return store;
}
