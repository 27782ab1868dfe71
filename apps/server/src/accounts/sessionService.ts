import { ErrorCode, type ErrorCodeValue, type TokenPair } from '@app/api-client';
import type { Kysely } from 'kysely';
import type { AccessTokens } from '../auth/accessTokens';
import { accountKey, lockedUntil, recordFailure, resetAccountFailures, type ThrottleSubject } from '../auth/loginThrottle';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords';
import { issueRefreshToken, revokeAllRefreshTokens, revokeRefreshToken, rotateRefreshToken } from '../auth/refreshTokens';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { businessError, notAuthenticated, tooManyAttempts } from '../errors/appError';
import { findUserById, findUserByLoginName, recordLogin, type UserRow } from './userQueries';

type Db = Kysely<DatabaseSchema>;

export interface LoginRequest {
  /** Username, phone number or email, already trimmed. */
  loginName: string;
  password: string;
  rememberMe: boolean;
  clientAddress: string;
}

export interface Session {
  tokens: TokenPair;
  rememberMe: boolean;
}

/** Why an account with the right password may still not sign in; null when it may. */
function accountRefusal(user: UserRow): ErrorCodeValue | null {
  if (toBoolean(user.is_deleted)) return ErrorCode.USER_DELETED;
  if (toBoolean(user.approval_pending)) return ErrorCode.WAITING_APPROVAL;
  if (!toBoolean(user.is_active)) return ErrorCode.USER_DELETED;
  return null;
}

async function openSession(db: Db, accessTokens: AccessTokens, user: { id: string; role: number }, rememberMe: boolean, refreshToken?: string): Promise<Session> {
  const access_token = await accessTokens.sign(user);
  const refresh_token = refreshToken ?? (await issueRefreshToken(db, user.id, rememberMe));
  return { tokens: { access_token, refresh_token, token_type: 'bearer' }, rememberMe };
}

export async function login(db: Db, accessTokens: AccessTokens, request: LoginRequest): Promise<Session> {
  const user = await findUserByLoginName(db, request.loginName);
  const subject: ThrottleSubject = { account: accountKey(user?.id, request.loginName), address: request.clientAddress };
  const lockEnds = await lockedUntil(db, subject);
  if (lockEnds) throw tooManyAttempts((lockEnds.getTime() - Date.now()) / 1000);

  // Unknown user and wrong password answer alike, in about the same time.
  const passwordMatches = user ? await verifyPassword(request.password, user.password_hash) : await verifyAgainstDecoy(request.password);
  if (!user || !passwordMatches) {
    await recordFailure(db, subject);
    throw businessError(ErrorCode.WRONG_CREDENTIALS);
  }
  const refusal = accountRefusal(user);
  if (refusal) throw businessError(refusal);

  await resetAccountFailures(db, subject);
  await recordLogin(db, user.id);
  return openSession(db, accessTokens, user, request.rememberMe);
}

/** Exchanges a refresh token for a new pair; the presented token stops working. */
export async function refreshSession(db: Db, accessTokens: AccessTokens, presented: string): Promise<Session> {
  const rotation = await rotateRefreshToken(db, presented);
  if (rotation.outcome !== 'rotated') throw notAuthenticated();
  const user = await findUserById(db, rotation.userId);
  if (!user || accountRefusal(user)) {
    await revokeAllRefreshTokens(db, rotation.userId);
    throw notAuthenticated();
  }
  return openSession(db, accessTokens, user, rotation.rememberMe, rotation.token);
}

export async function logout(db: Db, presented: string | undefined): Promise<void> {
  if (presented) await revokeRefreshToken(db, presented);
}
