import { ErrorCode, type ErrorCodeValue, type TokenPair } from '@app/api-client';
import type { Kysely } from 'kysely';
import type { AccessTokens } from '../auth/accessTokens';
import { accountKey, lockedUntil, recordFailure, resetPairFailures, type ThrottleSubject } from '../auth/loginThrottle';
import type { PasswordHasher } from '../auth/passwords';
import { endSession, issueRefreshToken, revokeAllRefreshTokens, revokeRefreshToken, rotateRefreshToken, type IssuedRefreshToken } from '../auth/refreshTokens';
import type { SessionCache } from '../auth/sessionCache';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { businessError, notAuthenticated, tooManyAttempts } from '../errors/appError';
import { findUserById, findUserByLoginName, recordLogin, type UserRow } from './userQueries';

type Db = Kysely<DatabaseSchema>;

export interface SessionContext {
  db: Db;
  accessTokens: AccessTokens;
  passwords: PasswordHasher;
  /** The clock of login throttling. */
  now: () => Date;
  sessions: SessionCache;
}

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

async function sessionOf(accessTokens: AccessTokens, user: { id: string; role: number }, refreshToken: IssuedRefreshToken, rememberMe: boolean): Promise<Session> {
  const access_token = await accessTokens.sign({ id: user.id, role: user.role, sessionId: refreshToken.sessionId });
  return { tokens: { access_token, refresh_token: refreshToken.token, token_type: 'bearer' }, rememberMe };
}

export async function login({ db, accessTokens, passwords, now }: SessionContext, request: LoginRequest): Promise<Session> {
  const user = await findUserByLoginName(db, request.loginName);
  const subject: ThrottleSubject = { account: accountKey(user?.id, request.loginName), address: request.clientAddress };
  const startedAt = now();
  const lockEnds = await lockedUntil(db, subject, startedAt);
  if (lockEnds) throw tooManyAttempts((lockEnds.getTime() - startedAt.getTime()) / 1000);

  // Unknown user and wrong password answer alike, in about the same time.
  const passwordMatches = user ? await passwords.verify(request.password, user.password_hash) : await passwords.verifyAgainstDecoy(request.password);
  if (!user || !passwordMatches) {
    await recordFailure(db, subject, now());
    throw businessError(ErrorCode.WRONG_CREDENTIALS);
  }
  const refusal = accountRefusal(user);
  if (refusal) throw businessError(refusal);

  await resetPairFailures(db, subject);
  await recordLogin(db, user.id);
  return sessionOf(accessTokens, user, await issueRefreshToken(db, user.id, request.rememberMe), request.rememberMe);
}

/**
 * AUTO_LOGIN's session: the administrator named by ADMIN_USERNAME, signed in without a password
 * (Langflow's auto_login answers the superuser's tokens). A disabled or deleted account is not.
 */
export async function autoLoginSession({ db, accessTokens }: SessionContext, username: string): Promise<Session> {
  const user = await findUserByLoginName(db, username);
  if (!user || accountRefusal(user)) throw notAuthenticated();
  await recordLogin(db, user.id);
  return sessionOf(accessTokens, user, await issueRefreshToken(db, user.id, true), true);
}

/** Exchanges a refresh token for a new pair; the presented token stops working. */
export async function refreshSession({ db, accessTokens, sessions }: SessionContext, presented: string): Promise<Session> {
  const rotation = await rotateRefreshToken(db, presented);
  if (rotation.outcome === 'reused') sessions.userChanged(rotation.userId);
  if (rotation.outcome !== 'rotated') throw notAuthenticated();
  const user = await findUserById(db, rotation.userId);
  if (!user || accountRefusal(user)) {
    await revokeAllRefreshTokens(db, rotation.userId);
    sessions.userChanged(rotation.userId);
    throw notAuthenticated();
  }
  return sessionOf(accessTokens, user, rotation.token, rotation.rememberMe);
}

/** What a sign-out presents: the refresh token (cookie or body) and the access token (bearer header or cookie). */
export interface PresentedSession {
  refreshToken: string | undefined;
  accessToken: string | undefined;
}

/**
 * Ends the session of the presented refresh token, and the session the presented access token
 * names: a client that signs out with its bearer token alone (no refresh cookie) must not leave
 * that token, and the session's refresh token, working for the rest of their lives.
 */
export async function logout({ db, sessions, accessTokens }: SessionContext, presented: PresentedSession): Promise<void> {
  if (presented.refreshToken) sessions.sessionEnded(await revokeRefreshToken(db, presented.refreshToken));
  const access = presented.accessToken ? await accessTokens.verify(presented.accessToken) : null;
  if (!access) return;
  await endSession(db, access.userId, access.sessionId);
  sessions.sessionEnded(access.sessionId);
}
