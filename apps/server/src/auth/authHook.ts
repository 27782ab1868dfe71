import { ROLE_USER, type ROLE_ADMIN, type ROLE_DEV } from '@app/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, notAuthenticated } from '../errors/appError';
import type { ApiKeyScope, CredentialResolver } from './credentialResolvers';
import type { SessionCache } from './sessionCache';

/**
 * Minimum role of a route; roles compare numerically (user 8 < developer 16 < admin 32).
 * `optional`: anyone may call it; a signed-in caller is known to the handler (which decides).
 */
export type RouteAuth = 'public' | 'optional' | typeof ROLE_USER | typeof ROLE_DEV | typeof ROLE_ADMIN;

export interface Principal {
  userId: string;
  username: string;
  role: number;
  method: string;
  /** The session a session credential (bearer, cookie, query token) belongs to. */
  sessionId?: string;
  /** Set when an API key or channel code signed the request: it reaches only what its scope allows. */
  apiKey?: ApiKeyScope;
}

/**
 * A route that accepts API keys (`x-api-key` header or query parameter): `run` calls count against
 * the key's rate limit, `read` calls (a build's events, the embedded page's store info) do not.
 * Routes without it never see a key's principal: a key there is no credential at all (401).
 */
export type ApiKeyUse = 'run' | 'read';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Routes that declare nothing require a signed-in user. */
    auth?: RouteAuth;
    /** Whether (and how) the route accepts API keys; see ApiKeyUse. */
    apiKey?: ApiKeyUse;
    /** The route also takes a key as `Authorization: Bearer sk-…` (MCP clients send keys that way). */
    apiKeyAsBearer?: boolean;
    /** The route also takes an access token as `?token=` (WebSockets, which cannot send headers). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller; null on public routes. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /**
     * Whether the credential a principal signed in with still lives: its session (not signed out,
     * the password not changed, the account not disabled or deleted) or its API key (not disabled
     * or deleted, its account active). A request is checked once; what outlives it (a socket) asks
     * again before each piece of work. Principals with neither (AUTO_LOGIN): true.
     */
    principalLives(principal: Principal): Promise<boolean>;
  }
}

async function authenticate(request: FastifyRequest, sessions: SessionCache, resolvers: CredentialResolver[]): Promise<Principal> {
  for (const resolve of resolvers) {
    const credential = await resolve(request);
    if (!credential) continue;
    if ('apiKey' in credential) return { ...credential.account, method: credential.method, apiKey: credential.apiKey };
    if ('account' in credential) return { ...credential.account, method: credential.method };
    // A token outlives its session's end (sign-out, password change, disable, delete) by up to its
    // lifetime; asking for the session's account closes that gap.
    const account = await sessions.accountOf(credential);
    if (!account) throw notAuthenticated();
    return { ...account, method: credential.method, sessionId: credential.sessionId };
  }
  throw notAuthenticated();
}

/** Adds the hook that enforces every route's `config.auth` with the given resolvers, in order. */
export function registerAuthHook(app: FastifyInstance, sessions: SessionCache, resolvers: CredentialResolver[], keyLives: (keyId: string) => Promise<boolean>): void {
  app.decorateRequest('principal', null);
  app.decorate('principalLives', async (principal: Principal) => {
    if (principal.apiKey) return keyLives(principal.apiKey.id);
    return principal.sessionId === undefined || (await sessions.accountOf({ userId: principal.userId, sessionId: principal.sessionId })) !== null;
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const required = request.routeOptions.config?.auth ?? ROLE_USER;
    if (required === 'public') return;
    if (required === 'optional') {
      // A caller who is not signed in is a visitor; a refused key (disabled, another site) stays refused.
      request.principal = await authenticate(request, sessions, resolvers).catch((error: unknown) => {
        if (error instanceof AppError && error.status !== 401) throw error;
        return null;
      });
      return;
    }
    const principal = await authenticate(request, sessions, resolvers);
    if (principal.role < required) throw forbidden();
    request.principal = principal;
  });
}

/** The caller of a route that requires a role (the hook has set it before the handler runs). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw notAuthenticated();
  return request.principal;
}
