// API keys and channel codes as credentials (ARCHITECTURE section 4): `x-api-key` as a header or a
// query parameter, as Langflow clients send it, on the routes that accept keys (config.apiKey) and
// nowhere else. The key acts for the account that made it, within its scope; a disabled key or a
// page of another site than the key's domain is refused (403) at once, and each key may start a
// limited number of runs a minute (429 with Retry-After).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimits } from '../accounts/addressRateLimit';
import { toBoolean } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { notAuthenticated, refused } from '../errors/appError';
import { rateLimited } from '../http/rateLimited';
import { findKeyByHash, touchApiKey } from '../keys/apiKeyQueries';
import { keyMessages } from '../keys/apiKeySchemas';
import { hashApiKey, looksLikeApiKey } from '../keys/apiKeySecrets';
import { originAllowed } from '../keys/keyDomain';
import type { CredentialResolver, KeyCredential } from './credentialResolvers';

export const API_KEY_PARAMETER = 'x-api-key';
const MINUTE_MS = 60_000;
/** last_used_at is kept to the minute: a build's event polls do not each write it. */
const LAST_USED_PRECISION_MS = MINUTE_MS;

export interface ApiKeyResolverOptions {
  db: Kysely<DatabaseSchema>;
  runs: KeyRunLimit;
  now: () => Date;
}

/** Runs one key may start in a minute (API_KEY_RATE_LIMIT), shared by every route that starts runs (MCP tool calls too). */
export interface KeyRunLimit {
  /** Counts one run of the key; throws 429 with Retry-After past the limit. */
  take(keyId: string): Promise<void>;
}

/** Counted where `rateLimits` count: in Redis in queue mode, so every API instance shares a key's budget. */
export function createKeyRunLimit(runsPerMinute: number, rateLimits: RateLimits): KeyRunLimit {
  const runs = rateLimits('key-runs', { limit: runsPerMinute, windowMs: MINUTE_MS });
  return {
    async take(keyId) {
      const wait = await runs.take(keyId);
      if (wait !== null) throw rateLimited('RATE_LIMIT_API_KEY_RUNS', runsPerMinute, wait);
    },
  };
}

/** Keys start so; access tokens (JWTs) never do, so a Bearer value that does is a key. */
const KEY_PREFIX = 'sk-';

/** The key a request presents: the header first, then a Bearer key where the route takes one, else the query parameter. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_PARAMETER];
  if (typeof header === 'string' && header !== '') return header.trim();
  const bearer = request.routeOptions.config?.apiKeyAsBearer ? /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] : undefined;
  if (bearer?.startsWith(KEY_PREFIX)) return bearer;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[API_KEY_PARAMETER];
  return typeof value === 'string' && value !== '' ? value.trim() : undefined;
}

/**
 * This server's origin as the calling browser sees it, to recognise its own pages (the embedded
 * chat). From the Host header, which no page can set: X-Forwarded-Host is what a page's fetch may
 * add, and a proxy that passes it on unchanged (deploy/nginx.conf) would let any site name itself.
 */
function ownOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

/** The browser says the call comes from a page of this server (Sec-Fetch-Site, which pages cannot set either): right behind a proxy that rewrites Host. */
const fromOwnPage = (request: FastifyRequest): boolean => request.headers['sec-fetch-site'] === 'same-origin';

function lastUsedIsStale(lastUsed: Date | string | null, at: Date): boolean {
  return lastUsed === null || at.getTime() - new Date(lastUsed).getTime() >= LAST_USED_PRECISION_MS;
}

export function apiKeyResolver({ db, runs, now }: ApiKeyResolverOptions): CredentialResolver<KeyCredential> {
  return async (request) => {
    const use = request.routeOptions.config?.apiKey;
    if (!use) return null;
    const key = presentedKey(request);
    if (key === undefined) return null;
    if (!looksLikeApiKey(key)) throw notAuthenticated();
    const row = await findKeyByHash(db, hashApiKey(key));
    if (!row || !toBoolean(row.user_active) || toBoolean(row.user_deleted)) throw notAuthenticated();
    if (!toBoolean(row.is_active)) throw refused(keyMessages.KEY_DISABLED);
    if (!fromOwnPage(request) && !originAllowed(row.domain, request.headers.origin, ownOriginOf(request))) throw refused(keyMessages.ORIGIN_REFUSED);
    if (use === 'run') await runs.take(row.id);
    const at = now();
    if (lastUsedIsStale(row.last_used_at, at)) await touchApiKey(db, row.id, at);
    return {
      method: 'api_key',
      account: { userId: row.user_id, username: row.username, role: row.role },
      apiKey: { id: row.id, storeId: row.store_id, isChannel: toBoolean(row.is_channel) },
    };
  };
}
