// Who is calling a public route, when it matters but is not required (an avatar uploaded during
// registration has no owner yet; one uploaded from the account dialog has).
import type { FastifyRequest } from 'fastify';
import type { CredentialResolver, SessionCredential } from '../auth/credentialResolvers';
import type { SessionCache } from '../auth/sessionCache';
import { notAuthenticated } from '../errors/appError';

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

export function callerIdentifier(sessions: SessionCache, resolvers: readonly CredentialResolver<SessionCredential>[]): IdentifyCaller {
  return async (request) => {
    for (const resolve of resolvers) {
      const credential = await resolve(request);
      if (!credential) continue;
      const account = await sessions.accountOf(credential);
      if (!account) throw notAuthenticated();
      return { userId: account.userId, role: account.role };
    }
    return null;
  };
}
