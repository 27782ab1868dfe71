import type { FastifyRequest } from 'fastify';
import { notAuthenticated } from '../errors/appError';
import type { AccessTokens } from './accessTokens';
import { ACCESS_TOKEN_COOKIE } from './sessionCookies';

import type { SessionAccount } from './sessionCache';

/** A credential of a signed-in session (bearer token, access cookie). */
export interface SessionCredential {
  userId: string;
  /** The session the credential belongs to; it is valid only while that session lives. */
  sessionId: string;
  /** How the request proved who it is: "bearer", "cookie". */
  method: string;
}

/** What an API key or channel code may reach (its scope is checked by the routes that accept keys). */
export interface ApiKeyScope {
  id: string;
  /** The store the key was made for: the only one a channel code opens. */
  storeId: string;
  isChannel: boolean;
}

/** An API key: no session; it acts for the account that made it, within its scope. */
export interface KeyCredential {
  method: 'api_key';
  account: SessionAccount;
  apiKey: ApiKeyScope;
}

/** AUTO_LOGIN's keyless run: no session and no key; it acts for the administrator (autoLoginResolver). */
export interface AccountCredential {
  method: 'auto_login';
  account: SessionAccount;
}

export type PresentedCredential = SessionCredential | KeyCredential | AccountCredential;

/**
 * Reads one kind of credential from a request. Returns null when the request does not carry that
 * kind (the next resolver is asked); throws notAuthenticated() when it carries one that is not
 * valid. The auth hook asks the resolvers in order.
 */
export type CredentialResolver<C extends PresentedCredential = PresentedCredential> = (request: FastifyRequest) => Promise<C | null>;

export function bearerTokenResolver(accessTokens: AccessTokens): CredentialResolver<SessionCredential> {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw notAuthenticated();
    const verified = await accessTokens.verify(match[1]);
    if (!verified) throw notAuthenticated();
    return { ...verified, method: 'bearer' };
  };
}

/**
 * The access-token cookie counts for reading only: a browser attaches cookies to cross-site
 * requests too, so a state-changing call must prove itself with the bearer header (CSRF).
 */
export function accessCookieResolver(accessTokens: AccessTokens): CredentialResolver<SessionCredential> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const token = request.cookies[ACCESS_TOKEN_COOKIE];
    if (!token) return null;
    const verified = await accessTokens.verify(token);
    if (!verified) throw notAuthenticated();
    return { ...verified, method: 'cookie' };
  };
}

/**
 * `?token=<access token>` on the routes that declare `tokenInQuery` (the voice socket: a browser
 * cannot set headers on a WebSocket). The logger redacts the parameter from logged URLs.
 */
export function queryTokenResolver(accessTokens: AccessTokens): CredentialResolver<SessionCredential> {
  return async (request) => {
    if (!request.routeOptions.config?.tokenInQuery) return null;
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token === '') return null;
    const verified = await accessTokens.verify(token);
    if (!verified) throw notAuthenticated();
    return { ...verified, method: 'query_token' };
  };
}
