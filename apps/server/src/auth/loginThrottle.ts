// Failed-login counting, kept in the database so that the limits hold across API instances:
// per account, 5 failures within 15 minutes lock it for 15 minutes; per client address, 30.
import type { Kysely } from 'kysely';
import { isoTimestamp, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 30;

export interface ThrottleSubject {
  /**
   * The account's id when the login name belongs to one (so its username, email and phone share
   * one count), otherwise the login name as typed, normalised.
   */
  account: string;
  address: string;
}

export function accountKey(userId: string | undefined, loginName: string): string {
  return userId ? `user:${userId}` : `name:${loginName.trim().toLowerCase()}`;
}

function keysOf(subject: ThrottleSubject): Array<{ key: string; limit: number }> {
  return [
    { key: `account:${subject.account}`, limit: ACCOUNT_FAILURE_LIMIT },
    { key: `address:${subject.address}`, limit: ADDRESS_FAILURE_LIMIT },
  ];
}

/** When the account or the address is locked: the time the lock ends, else null. */
export async function lockedUntil(db: Kysely<DatabaseSchema>, subject: ThrottleSubject, now = new Date()): Promise<Date | null> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where(
      'key',
      'in',
      keysOf(subject).map(({ key }) => key),
    )
    .where('locked_until', '>', isoTimestamp(now))
    .execute();
  const ends = rows.map((row) => new Date(toIsoTimestamp(row.locked_until ?? now)).getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

export async function recordFailure(db: Kysely<DatabaseSchema>, subject: ThrottleSubject, now = new Date()): Promise<void> {
  const windowOpenedBefore = isoTimestamp(new Date(now.getTime() - THROTTLE_WINDOW_MS));
  for (const { key, limit } of keysOf(subject)) {
    // One atomic upsert, so concurrent failures on several instances are all counted.
    const counted = await db
      .insertInto('login_attempts')
      .values({ key, failed_count: 1, window_start: isoTimestamp(now), locked_until: null })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const windowExpired = eb('login_attempts.window_start', '<=', windowOpenedBefore);
          return {
            failed_count: eb.case().when(windowExpired).then(1).else(eb('login_attempts.failed_count', '+', 1)).end(),
            window_start: eb.case().when(windowExpired).then(isoTimestamp(now)).else(eb.ref('login_attempts.window_start')).end(),
          };
        }),
      )
      .returning('failed_count')
      .executeTakeFirstOrThrow();
    if (counted.failed_count >= limit) {
      await db
        .updateTable('login_attempts')
        .set({ failed_count: 0, window_start: isoTimestamp(now), locked_until: isoTimestamp(new Date(now.getTime() + LOCK_DURATION_MS)) })
        .where('key', '=', key)
        .execute();
    }
  }
}

/** After a successful login the account starts from zero; the address count stays. */
export async function resetAccountFailures(db: Kysely<DatabaseSchema>, subject: ThrottleSubject): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', keysOf(subject)[0].key).execute();
}
