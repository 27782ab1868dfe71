// Who is calling a public route, when it matters but is not required (an avatar uploaded during
// registration has no owner yet; one uploaded from the account dialog has).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CredentialResolver } from '../auth/credentialResolvers';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { notAuthenticated } from '../errors/appError';
import { findUserById } from './userQueries';

export interface Caller {
  userId: string;
  role: number;
}

/**
 * The signed-in caller, or null for a request without credentials. Credentials that are present
 * but invalid answer 401 as on any other route, so the client refreshes instead of silently
 * acting anonymously.
 */
export type IdentifyCaller = (request: FastifyRequest) => Promise<Caller | null>;

export function callerIdentifier(db: Kysely<DatabaseSchema>, resolvers: readonly CredentialResolver[]): IdentifyCaller {
  return async (request) => {
    for (const resolve of resolvers) {
      const credential = await resolve(request);
      if (!credential) continue;
      const user = await findUserById(db, credential.userId);
      if (!user || !toBoolean(user.is_active) || toBoolean(user.is_deleted)) throw notAuthenticated();
      return { userId: user.id, role: user.role };
    }
    return null;
  };
}
