import type { FastifyRequest } from 'fastify';
import { notAuthenticated } from '../errors/appError';
import type { AccessTokens } from './accessTokens';
import { ACCESS_TOKEN_COOKIE } from './sessionCookies';

export interface PresentedCredential {
  userId: string;
  /** How the request proved who it is: "bearer", "cookie", later "api_key". */
  method: string;
}

/**
 * Reads one kind of credential from a request. Returns null when the request does not carry that
 * kind (the next resolver is asked); throws notAuthenticated() when it carries one that is not
 * valid. The auth hook asks the resolvers in order, so a new kind (API keys) is one more entry.
 */
export type CredentialResolver = (request: FastifyRequest) => Promise<PresentedCredential | null>;

export function bearerTokenResolver(accessTokens: AccessTokens): CredentialResolver {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw notAuthenticated();
    const userId = await accessTokens.verify(match[1]);
    if (!userId) throw notAuthenticated();
    return { userId, method: 'bearer' };
  };
}

/**
 * The access-token cookie counts for reading only: a browser attaches cookies to cross-site
 * requests too, so a state-changing call must prove itself with the bearer header (CSRF).
 */
export function accessCookieResolver(accessTokens: AccessTokens): CredentialResolver {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const token = request.cookies[ACCESS_TOKEN_COOKIE];
    if (!token) return null;
    const userId = await accessTokens.verify(token);
    if (!userId) throw notAuthenticated();
    return { userId, method: 'cookie' };
  };
}
