import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const ALGORITHM = 'HS256';

export interface AccessTokenSubject {
  id: string;
  role: number;
}

export interface AccessTokens {
  sign(subject: AccessTokenSubject): Promise<string>;
  /** The user id of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<string | null>;
}

export function createAccessTokens(secretKey: string): AccessTokens {
  const key = new TextEncoder().encode(secretKey);
  return {
    sign: (subject) =>
      new SignJWT({ role: subject.role, type: 'access' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(subject.id)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        return payload.type === 'access' && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
