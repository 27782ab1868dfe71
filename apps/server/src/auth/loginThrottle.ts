// Failed-login throttling, kept in the database so that the limits hold across API instances. The
// policy is built so that nobody can lock someone else out:
// - An account together with a client address (the pair): the 5th failure within 15 minutes
//   refuses that pair for 15 minutes; each further failure while the pair is remembered doubles
//   the refusal (30 min, 1 h, 2 h, at most 4 h). A refused pair's count is remembered until 24 h
//   after its last refusal ends; a successful login clears it.
// - A client address across accounts: from its 30th failure within 15 minutes the address is
//   suspect, for 15 minutes growing the same way with each further failure. While it is, a pair
//   from there is refused from its first failure on, so the address gets one guess per account;
//   pairs without failures (other people behind the same proxy) still sign in.
// - An account across addresses: never refused as a whole, so an attacker elsewhere cannot lock
//   its owner out (the administrator included). Guessing from many addresses is bounded per
//   address by the rules above; a delay per attempt would not bound concurrent guesses.
import type { Kysely } from 'kysely';
import { isoTimestamp, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const FIRST_LOCK_MS = 15 * 60 * 1000;
export const LONGEST_LOCK_MS = 4 * 60 * 60 * 1000;
/** How long a key that was locked keeps its count after the lock ends, so a retry locks longer. */
export const REMEMBERED_AFTER_LOCK_MS = 24 * 60 * 60 * 1000;
export const PAIR_FAILURE_LIMIT = 5;
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

// The address comes first: it has no spaces, so the key cannot be read two ways.
const pairKey = (subject: ThrottleSubject) => `pair:${subject.address} ${subject.account}`;
const addressKey = (subject: ThrottleSubject) => `address:${subject.address}`;

/** The lock earned by the `failures`-th failure of a key whose limit is `limit`: doubling, capped. */
function lockDurationMs(failures: number, limit: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, failures - limit), LONGEST_LOCK_MS);
}

/** When the pair is refused: the time the refusal ends, else null. */
export async function lockedUntil(db: Kysely<DatabaseSchema>, subject: ThrottleSubject, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('key', '=', pairKey(subject))
    .where('locked_until', '>', isoTimestamp(now))
    .executeTakeFirst();
  return row?.locked_until ? new Date(toIsoTimestamp(row.locked_until)) : null;
}

/**
 * Counts one failure of the key in one atomic upsert, so that concurrent failures on several
 * instances are all counted; starts over when the count is forgotten. Returns the new count.
 */
async function countFailure(db: Kysely<DatabaseSchema>, key: string, now: Date): Promise<number> {
  const windowOpenedBefore = isoTimestamp(new Date(now.getTime() - THROTTLE_WINDOW_MS));
  const lockEndedBefore = isoTimestamp(new Date(now.getTime() - REMEMBERED_AFTER_LOCK_MS));
  const counted = await db
    .insertInto('login_attempts')
    .values({ key, failed_count: 1, window_start: isoTimestamp(now), locked_until: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const forgotten = eb.and([
          eb('login_attempts.window_start', '<=', windowOpenedBefore),
          eb.or([eb('login_attempts.locked_until', 'is', null), eb('login_attempts.locked_until', '<=', lockEndedBefore)]),
        ]);
        return {
          failed_count: eb.case().when(forgotten).then(1).else(eb('login_attempts.failed_count', '+', 1)).end(),
          window_start: eb.case().when(forgotten).then(isoTimestamp(now)).else(eb.ref('login_attempts.window_start')).end(),
        };
      }),
    )
    .returning('failed_count')
    .executeTakeFirstOrThrow();
  return counted.failed_count;
}

/** Locks the key until `until` unless it is locked longer already (concurrent failures: the longest wins). */
async function lockAtLeastUntil(db: Kysely<DatabaseSchema>, key: string, until: Date): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ locked_until: isoTimestamp(until) })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', isoTimestamp(until))]))
    .execute();
}

export async function recordFailure(db: Kysely<DatabaseSchema>, subject: ThrottleSubject, now: Date): Promise<void> {
  const addressFailures = await countFailure(db, addressKey(subject), now);
  // For an address the lock means "suspect": it refuses nothing by itself.
  const suspect = addressFailures >= ADDRESS_FAILURE_LIMIT;
  if (suspect) await lockAtLeastUntil(db, addressKey(subject), new Date(now.getTime() + lockDurationMs(addressFailures, ADDRESS_FAILURE_LIMIT)));
  const pairLimit = suspect ? 1 : PAIR_FAILURE_LIMIT;
  const pairFailures = await countFailure(db, pairKey(subject), now);
  if (pairFailures >= pairLimit) await lockAtLeastUntil(db, pairKey(subject), new Date(now.getTime() + lockDurationMs(pairFailures, pairLimit)));
}

/** After a successful login the pair starts from zero; the address count stays. */
export async function resetPairFailures(db: Kysely<DatabaseSchema>, subject: ThrottleSubject): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', pairKey(subject)).execute();
}
