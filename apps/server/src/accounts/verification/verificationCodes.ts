// Verification codes: 6 random digits, valid 5 minutes, 5 wrong tries, one send per 60 s per
// target. Only an HMAC of the code is stored. Each target has one live code; a new send replaces it.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { VERIFY_CODE_LENGTH, VERIFY_CODE_RESEND_SECONDS, type VerifyPurposeValue } from '@app/api-client';
import type { Kysely } from 'kysely';
import { isoTimestamp, toIsoTimestamp } from '../../db/rowValues';
import type { DatabaseSchema } from '../../db/schema';
import { businessError, tooFrequent, type AppError } from '../../errors/appError';
import { codeErrorOf } from './verifyTargets';

export const CODE_TTL_SECONDS = 5 * 60;
export const MAX_FAILED_ATTEMPTS = 5;
/** Codes expired this long ago are deleted when new ones are sent. */
const KEEP_EXPIRED_MS = 24 * 3600 * 1000;

const WRONG_CODE = '验证码错误';
const NOT_REQUESTED = '请先获取验证码';
const NO_LONGER_VALID = '验证码已失效，请重新获取';

export interface IssuedCode {
  code: string;
  /** Withdraws the code (its delivery failed), so the target may ask again at once. */
  withdraw(): Promise<void>;
}

export interface ConsumedCode {
  /** Makes the code usable again, when what it was used for failed afterwards. */
  restore(): Promise<void>;
}

export interface VerificationCodes {
  /** A new code for the target; 10107 with retry-after within 60 s of the previous send. */
  issue(purpose: VerifyPurposeValue, target: string): Promise<IssuedCode>;
  /** Resolves when the code is right; it stays usable. 10005/10006 otherwise. */
  check(purpose: VerifyPurposeValue, target: string, code: string): Promise<void>;
  /** Like check, and the code is used up. */
  consume(purpose: VerifyPurposeValue, target: string, code: string): Promise<ConsumedCode>;
}

/** A key for code hashes only, derived from the server's secret key. */
function codeHashKey(secretKey: string): Buffer {
  return createHmac('sha256', secretKey).update('verification-code-hash').digest();
}

function randomCode(): string {
  return String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');
}

export function createVerificationCodes(db: Kysely<DatabaseSchema>, secretKey: string, now: () => Date): VerificationCodes {
  const key = codeHashKey(secretKey);
  // Bound to purpose and target: a code stays worthless for any other target.
  const hashOf = (purpose: number, target: string, code: string) => createHmac('sha256', key).update(`${purpose}\n${target}\n${code}`).digest('hex');
  const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

  async function retryAfterSeconds(purpose: number, target: string, at: Date): Promise<number> {
    const row = await db.selectFrom('verification_codes').select('sent_at').where('purpose', '=', purpose).where('target', '=', target).executeTakeFirst();
    const sentAt = row ? new Date(toIsoTimestamp(row.sent_at)).getTime() : at.getTime();
    return (sentAt + VERIFY_CODE_RESEND_SECONDS * 1000 - at.getTime()) / 1000;
  }

  async function failure(purpose: VerifyPurposeValue, target: string): Promise<AppError> {
    const row = await db.selectFrom('verification_codes').select('id').where('purpose', '=', purpose).where('target', '=', target).executeTakeFirst();
    return businessError(codeErrorOf(purpose), row ? NO_LONGER_VALID : NOT_REQUESTED);
  }

  /**
   * Spends one attempt before comparing, atomically, so parallel guesses cannot exceed the
   * limit; a right code gets its attempt back and, when consuming, is marked used.
   */
  async function attempt(purpose: VerifyPurposeValue, target: string, code: string, consume: boolean): Promise<{ id: string; usedAt: string }> {
    const at = isoTimestamp(now());
    const reserved = await db
      .updateTable('verification_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', at)
      .where('failed_attempts', '<', MAX_FAILED_ATTEMPTS)
      .returning(['id', 'code_hash'])
      .executeTakeFirst();
    if (!reserved) throw await failure(purpose, target);
    if (!sameHash(hashOf(purpose, target, code), reserved.code_hash)) throw businessError(codeErrorOf(purpose), WRONG_CODE);
    let settle = db
      .updateTable('verification_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '-', 1), ...(consume ? { consumed_at: at } : {}) }))
      .where('id', '=', reserved.id)
      // A code sent meanwhile replaced this one; its count and state are not ours to change.
      .where('code_hash', '=', reserved.code_hash);
    if (consume) settle = settle.where('consumed_at', 'is', null);
    const settled = await settle.executeTakeFirst();
    if (settled.numUpdatedRows === 0n) throw businessError(codeErrorOf(purpose), NO_LONGER_VALID);
    return { id: reserved.id, usedAt: at };
  }

  return {
    async issue(purpose, target) {
      const at = now();
      const code = randomCode();
      const codeHash = hashOf(purpose, target, code);
      const fresh = {
        code_hash: codeHash,
        failed_attempts: 0,
        expires_at: isoTimestamp(new Date(at.getTime() + CODE_TTL_SECONDS * 1000)),
        sent_at: isoTimestamp(at),
        consumed_at: null,
      };
      await db.deleteFrom('verification_codes').where('expires_at', '<', isoTimestamp(new Date(at.getTime() - KEEP_EXPIRED_MS))).execute();
      // One statement decides, so two sends racing for the same target cannot both pass.
      const stored = await db
        .insertInto('verification_codes')
        .values({ id: randomUUID(), purpose, target, ...fresh })
        .onConflict((conflict) =>
          conflict
            .columns(['purpose', 'target'])
            .doUpdateSet(fresh)
            .where('verification_codes.sent_at', '<=', isoTimestamp(new Date(at.getTime() - VERIFY_CODE_RESEND_SECONDS * 1000))),
        )
        .returning('id')
        .executeTakeFirst();
      if (!stored) throw tooFrequent(await retryAfterSeconds(purpose, target, at));
      return {
        code,
        async withdraw() {
          await db.deleteFrom('verification_codes').where('id', '=', stored.id).where('code_hash', '=', codeHash).execute();
        },
      };
    },
    async check(purpose, target, code) {
      await attempt(purpose, target, code, false);
    },
    async consume(purpose, target, code) {
      const { id, usedAt } = await attempt(purpose, target, code, true);
      return {
        async restore() {
          await db.updateTable('verification_codes').set({ consumed_at: null }).where('id', '=', id).where('consumed_at', '=', usedAt).execute();
        },
      };
    },
  };
}
