// AUTO_LOGIN's keyless runs (spec/3 section 6: in auto-login mode the API samples carry no
// x-api-key; Langflow's auto-login lets such calls act for its superuser): on the routes that start
// runs (config.apiKey 'run': run and webhook), a call presenting no credential at all acts for the
// administrator the console signs in as. A browser always sends Origin with such a call from a page,
// so a call from a page of another site is not let in this way (it still needs a key): otherwise any
// site the local user visits could run their flows.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findUserByLoginName } from '../accounts/userQueries';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import type { AccountCredential, CredentialResolver } from './credentialResolvers';

export interface AutoLoginResolverOptions {
  db: Kysely<DatabaseSchema>;
  /** ADMIN_USERNAME: the account AUTO_LOGIN signs in as. */
  username: string;
}

/** No Origin (programs: curl, scripts), or the server's own pages. */
function sameSiteOrNoPage(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function autoLoginResolver({ db, username }: AutoLoginResolverOptions): CredentialResolver<AccountCredential> {
  return async (request) => {
    if (request.routeOptions.config?.apiKey !== 'run' || !sameSiteOrNoPage(request)) return null;
    const user = await findUserByLoginName(db, username);
    if (!user || toBoolean(user.is_deleted) || !toBoolean(user.is_active) || toBoolean(user.approval_pending)) return null;
    return { method: 'auto_login', account: { userId: user.id, username: user.username, role: user.role } };
  };
}
