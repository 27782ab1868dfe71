import { LRUCache } from 'lru-cache';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const ALGORITHM = 'HS256';

export interface AccessTokenSubject {
  id: string;
  role: number;
  /** The session the token belongs to: it stops working when that session ends. */
  sessionId: string;
}

export interface VerifiedAccessToken {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  sign(subject: AccessTokenSubject): Promise<string>;
  /** The user and session of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
}

/**
 * Tokens whose signature was checked, while they last (at most VERIFIED_TTL_MS): a signature and an
 * expiry never change, so checking them once is enough; whether the token's session still lives
 * is asked on every request all the same (SessionCache), so sign-out still ends it at once.
 */
const VERIFIED_TTL_MS = 60_000;
const MAX_VERIFIED = 10_000;

interface Verified extends VerifiedAccessToken {
  until: number;
}

export function createAccessTokens(secretKey: string, now: () => number = Date.now): AccessTokens {
  const key = new TextEncoder().encode(secretKey);
  const verified = new LRUCache<string, Verified>({ max: MAX_VERIFIED });
  const remember = (token: string, result: VerifiedAccessToken, expiresAt: number | undefined) => {
    const until = Math.min(now() + VERIFIED_TTL_MS, expiresAt === undefined ? Number.POSITIVE_INFINITY : expiresAt * 1000);
    verified.set(token, { ...result, until });
  };
  return {
    sign: (subject) =>
      new SignJWT({ role: subject.role, type: 'access', sid: subject.sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(subject.id)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.until > now()) return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: new Date(now()) });
        // Tokens without a session (issued before sessions existed) are refused; the client refreshes.
        if (payload.type !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const result = { userId: payload.sub, sessionId: payload.sid };
        remember(token, result, payload.exp);
        return result;
      } catch {
        return null;
      }
    },
  };
}
