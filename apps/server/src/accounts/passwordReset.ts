// Passwords: a forgotten one reset with a code sent to the account's phone or email (every
// session ends), and a known one changed by its owner (every other session ends).
import { ErrorCode, newPasswordProblem, verifyCodeProblem, type VerifyPurposeValue } from '@app/api-client';
import type { Kysely } from 'kysely';
import { accountKey, lockedUntil, recordFailure, type ThrottleSubject } from '../auth/loginThrottle';
import type { PasswordHasher } from '../auth/passwords';
import { endSessions } from '../auth/refreshTokens';
import type { SessionCache } from '../auth/sessionCache';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { businessError, notAuthenticated, tooManyAttempts } from '../errors/appError';
import { assertNoFieldProblem } from './fieldProblems';
import { findUserByEmail, findUserById, findUserByTelephone, updatePasswordHash, type UserRow } from './userQueries';
import type { VerificationCodes } from './verification/verificationCodes';
import { isPhonePurpose, verifyTargetOf } from './verification/verifyTargets';

type Db = Kysely<DatabaseSchema>;

export interface PasswordContext {
  db: Db;
  codes: VerificationCodes;
  passwords: PasswordHasher;
  /** The clock of login throttling. */
  now: () => Date;
  sessions: SessionCache;
}

/** The account a reset code is for: the one with that phone or email, unless deleted; else 10004. */
export async function resettableAccount(db: Db, purpose: VerifyPurposeValue, target: string): Promise<UserRow> {
  const user = isPhonePurpose(purpose) ? await findUserByTelephone(db, target) : await findUserByEmail(db, target);
  if (!user || toBoolean(user.is_deleted)) throw businessError(ErrorCode.USER_NOT_FOUND);
  return user;
}

export interface PasswordReset {
  tpe: VerifyPurposeValue;
  key: string;
  code: string;
  password: string;
}

export async function resetPassword({ db, codes, passwords, sessions }: PasswordContext, reset: PasswordReset): Promise<void> {
  const target = verifyTargetOf(reset.tpe, reset.key);
  assertNoFieldProblem(verifyCodeProblem(reset.code), newPasswordProblem(reset.password));
  const user = await resettableAccount(db, reset.tpe, target);
  // The code first: a wrong one costs no hash (anyone may call this, and hashes take turns server-wide).
  const consumed = await codes.consume(reset.tpe, target, reset.code);
  const passwordHash = await passwords.hash(reset.password).catch(async (error: unknown) => {
    await consumed.restore();
    throw error;
  });
  await updatePasswordHash(db, user.id, passwordHash);
  // Whoever knew the old password is signed out everywhere.
  await endSessions(db, user.id);
  sessions.userChanged(user.id);
}

export interface PasswordChange {
  userId: string;
  oldPassword: string;
  newPassword: string;
  /** The refresh token of the client asking, which stays valid. */
  keptRefreshToken: string | undefined;
  clientAddress: string;
}

export const WRONG_OLD_PASSWORD = '原密码错误';

/**
 * Wrong old passwords count as failed logins of the account, so a stolen session cannot be used
 * to guess the password without the lock login has.
 */
export async function changePassword({ db, passwords, now, sessions }: PasswordContext, change: PasswordChange): Promise<void> {
  assertNoFieldProblem(newPasswordProblem(change.newPassword));
  const user = await findUserById(db, change.userId);
  if (!user) throw notAuthenticated();
  const subject: ThrottleSubject = { account: accountKey(user.id, user.username), address: change.clientAddress };
  const startedAt = now();
  const lockEnds = await lockedUntil(db, subject, startedAt);
  if (lockEnds) throw tooManyAttempts((lockEnds.getTime() - startedAt.getTime()) / 1000);
  if (!(await passwords.verify(change.oldPassword, user.password_hash))) {
    await recordFailure(db, subject, now());
    throw businessError(ErrorCode.WRONG_CREDENTIALS, WRONG_OLD_PASSWORD);
  }
  await updatePasswordHash(db, user.id, await passwords.hash(change.newPassword));
  await endSessions(db, user.id, change.keptRefreshToken);
  sessions.userChanged(user.id);
}
