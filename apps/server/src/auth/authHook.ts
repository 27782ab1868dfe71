import { ROLE_USER, type ROLE_ADMIN, type ROLE_DEV } from '@app/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { forbidden, notAuthenticated } from '../errors/appError';
import type { CredentialResolver } from './credentialResolvers';

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
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Routes that declare nothing require a signed-in user. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The signed-in caller; null on public routes. */
    principal: Principal | null;
  }
}

async function loadPrincipal(db: Kysely<DatabaseSchema>, userId: string, method: string): Promise<Principal> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'is_active', 'is_deleted'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // A token outlives a disable or a delete by up to its lifetime; checking the row closes that gap.
  if (!user || !toBoolean(user.is_active) || toBoolean(user.is_deleted)) throw notAuthenticated();
  return { userId: user.id, username: user.username, role: user.role, method };
}

async function authenticate(request: FastifyRequest, db: Kysely<DatabaseSchema>, resolvers: CredentialResolver[]): Promise<Principal> {
  for (const resolve of resolvers) {
    const credential = await resolve(request);
    if (credential) return loadPrincipal(db, credential.userId, credential.method);
  }
  throw notAuthenticated();
}

/** Adds the hook that enforces every route's `config.auth` with the given resolvers, in order. */
export function registerAuthHook(app: FastifyInstance, db: Kysely<DatabaseSchema>, resolvers: CredentialResolver[]): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const required = request.routeOptions.config?.auth ?? ROLE_USER;
    if (required === 'public') return;
    if (required === 'optional') {
      request.principal = await authenticate(request, db, resolvers).catch(() => null);
      return;
    }
    const principal = await authenticate(request, db, resolvers);
    if (principal.role < required) throw forbidden();
    request.principal = principal;
  });
}

/** The caller of a route that requires a role (the hook has set it before the handler runs). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw notAuthenticated();
  return request.principal;
}
