// Refresh tokens: 32 random bytes, stored only as a sha256 hash, rotated on every use. A token
// presented again after it was rotated means it leaked, so every token of that user is revoked.
// The tokens that rotation issues keep the session id of the first: a session lives while one of
// its tokens is live (neither revoked nor expired), and access tokens name it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isoTimestamp, toBoolean, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REMEMBERED_REFRESH_TTL_MS = 30 * DAY_MS;
export const SESSION_REFRESH_TTL_MS = DAY_MS;

export function refreshTokenTtlMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBERED_REFRESH_TTL_MS : SESSION_REFRESH_TTL_MS;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedRefreshToken {
  token: string;
  sessionId: string;
}

/** Issues a token of the session, or of a new session when `sessionId` is not given. */
export async function issueRefreshToken(
  db: Kysely<DatabaseSchema>,
  userId: string,
  rememberMe: boolean,
  sessionId: string = randomUUID(),
  now = new Date(),
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  // Expired rows are no longer needed for reuse detection; dropping them here keeps the table small.
  await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).where('expires_at', '<', isoTimestamp(now)).execute();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      session_id: sessionId,
      token_hash: hashToken(token),
      remember_me: rememberMe,
      expires_at: isoTimestamp(new Date(now.getTime() + refreshTokenTtlMs(rememberMe))),
      created_at: isoTimestamp(now),
    })
    .execute();
  return { token, sessionId };
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string; rememberMe: boolean; token: IssuedRefreshToken }
  | { outcome: 'invalid' }
  | { outcome: 'reused'; userId: string };

/** Revokes the presented token and issues its successor, in one transaction. */
export async function rotateRefreshToken(db: Kysely<DatabaseSchema>, presented: string, now = new Date()): Promise<RotationResult> {
  const result = await db.transaction().execute(async (trx): Promise<RotationResult> => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .select(['id', 'user_id', 'session_id', 'remember_me', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', hashToken(presented))
      .executeTakeFirst();
    if (!row) return { outcome: 'invalid' };
    if (row.revoked_at !== null) return { outcome: 'reused', userId: row.user_id };
    if (toIsoTimestamp(row.expires_at) <= isoTimestamp(now)) return { outcome: 'invalid' };
    const revoked = await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: isoTimestamp(now) })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    // Another request rotated the same token between our read and our write.
    if (revoked.numUpdatedRows === 0n) return { outcome: 'reused', userId: row.user_id };
    const rememberMe = toBoolean(row.remember_me);
    const token = await issueRefreshToken(trx, row.user_id, rememberMe, row.session_id, now);
    return { outcome: 'rotated', userId: row.user_id, rememberMe, token };
  });
  // Outside the transaction above: the revocation must stay even though the request fails.
  if (result.outcome === 'reused') await revokeAllRefreshTokens(db, result.userId, now);
  return result;
}

/** Revokes the token, which ends its session; returns that session's id (none for an unknown or revoked token). */
export async function revokeRefreshToken(db: Kysely<DatabaseSchema>, presented: string, now = new Date()): Promise<string | undefined> {
  const revoked = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: isoTimestamp(now) })
    .where('token_hash', '=', hashToken(presented))
    .where('revoked_at', 'is', null)
    .returning('session_id')
    .executeTakeFirst();
  return revoked?.session_id;
}

export async function revokeAllRefreshTokens(db: Kysely<DatabaseSchema>, userId: string, now = new Date()): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: isoTimestamp(now) }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/**
 * Ends one session of the user (signed out with its access token): its live tokens are deleted,
 * as endSessions does, so a client that still presents one gets a plain 401.
 */
export async function endSession(db: Kysely<DatabaseSchema>, userId: string, sessionId: string): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/**
 * Ends the user's sessions, except the one whose token is kept. Their live tokens are deleted,
 * not marked revoked: a client still holding one gets a plain 401 and does not set off reuse
 * detection, which would end the kept session too. Rotated-out tokens stay, so presenting one of
 * those still counts as theft.
 */
export async function endSessions(db: Kysely<DatabaseSchema>, userId: string, kept?: string): Promise<void> {
  let query = db.deleteFrom('refresh_tokens').where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (kept) query = query.where('token_hash', '!=', hashToken(kept));
  await query.execute();
}
