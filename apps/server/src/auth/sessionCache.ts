// The account behind each live session, cached in this process so that an authenticated request
// costs no query. Whatever ends a session or changes an account here tells the cache at once;
// another API instance notices within SESSION_CACHE_TTL_MS.
import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import { isoTimestamp, toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';

export const SESSION_CACHE_TTL_MS = 5_000;
/** Past this many sessions the oldest entry makes room; a busy server just queries a little more. */
const MAX_ENTRIES = 10_000;

export interface SessionAccount {
  userId: string;
  username: string;
  role: number;
}

export interface SessionCache {
  /** The account a session signed in, while the session lives and the account may sign in; else null. */
  accountOf(credential: { userId: string; sessionId: string }): Promise<SessionAccount | null>;
  /** The session ended (signed out). */
  sessionEnded(sessionId: string | undefined): void;
  /** The account changed (role, disabled, deleted, password) or some of its sessions ended. */
  userChanged(userId: string): void;
}

interface Entry {
  userId: string;
  account: Promise<SessionAccount | null>;
  expiresAt: number;
}

async function loadAccount(db: Kysely<DatabaseSchema>, userId: string, sessionId: string): Promise<SessionAccount | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
    .select(['users.id', 'users.username', 'users.role', 'users.is_active', 'users.is_deleted'])
    .where('refresh_tokens.session_id', '=', sessionId)
    .where('refresh_tokens.user_id', '=', userId)
    .where('refresh_tokens.revoked_at', 'is', null)
    .where('refresh_tokens.expires_at', '>', isoTimestamp(new Date()))
    .limit(1)
    .executeTakeFirst();
  if (!row || !toBoolean(row.is_active) || toBoolean(row.is_deleted)) return null;
  return { userId: row.id, username: row.username, role: row.role };
}

/** `now` measures the entries' lifetime (tests move it forward). */
export function createSessionCache(db: Kysely<DatabaseSchema>, now: () => Date, ttlMs = SESSION_CACHE_TTL_MS): SessionCache {
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  return {
    accountOf({ userId, sessionId }) {
      const at = now().getTime();
      const cached = entries.get(sessionId);
      if (cached && cached.userId === userId && cached.expiresAt > at) return cached.account;
      if (cached) entries.delete(sessionId);
      // Concurrent requests of one session share one lookup.
      const entry: Entry = { userId, account: loadAccount(db, userId, sessionId), expiresAt: at + ttlMs };
      entries.set(sessionId, entry);
      entry.account.catch(() => {
        if (entries.get(sessionId) === entry) entries.delete(sessionId);
      });
      return entry.account;
    },
    sessionEnded(sessionId) {
      if (sessionId) entries.delete(sessionId);
    },
    userChanged(userId) {
      // A scan, but of a bounded map and only when an account changes.
      for (const [sessionId, entry] of [...entries.entries()]) if (entry.userId === userId) entries.delete(sessionId);
    },
  };
}
