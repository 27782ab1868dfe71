// Cross-origin access (ARCHITECTURE section 4, CORS): the calls other sites and servers make with
// an API key or without any credential (run, webhook, the embedded page's rest/* calls, builds'
// events and cancel, the public playground's calls, the OpenAPI document, the embed assets) allow
// any origin, or the CORS_ORIGINS list, and never credentials: a browser on another site neither
// sends our cookies with them nor reads an answer that relied on them. Every other route (the
// console's) stays same-origin: no CORS header at all, and its preflight is refused (404).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors/appError';
import { pathOf } from './serverPaths';

/** Paths other sites may call. */
const OPEN_PATHS: readonly RegExp[] = [
  /^\/api\/v1\/run\//,
  /^\/api\/v1\/webhook\//,
  /^\/api\/v1\/rest\//,
  /^\/api\/v1\/build\/[^/]+\/(events|cancel)\/?$/,
  /^\/api\/v1\/build_public_tmp\//,
  /^\/api\/v1\/flows\/public_flow\//,
  /^\/api\/v1\/files\/upload\/[^/]+\/?$/,
  /^\/api\/v1\/mcp(\/|$)/,
  /^\/openapi\.json$/,
  /^\/plugins\//,
  /^\/rest\/bot\/?$/,
];

const ALLOWED_METHODS = 'GET, POST';
/** Browsers cache a preflight's answer this long, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

export function isCrossOriginPath(path: string): boolean {
  return OPEN_PATHS.some((pattern) => pattern.test(path));
}

export interface CorsOptions {
  /** CORS_ORIGINS: the only origins allowed; null allows any. */
  origins: readonly string[] | null;
}

/** The Access-Control-Allow-Origin value for this Origin, or undefined when it is not allowed. */
function allowedOrigin(origins: readonly string[] | null, origin: string): string | undefined {
  if (origins === null) return '*';
  return origins.includes(origin.toLowerCase()) ? origin : undefined;
}

function addOriginHeaders(reply: FastifyReply, value: string, narrowed: boolean): void {
  reply.header('access-control-allow-origin', value);
  // With a list, the answer depends on Origin, so caches keep one per origin.
  if (narrowed) reply.header('vary', 'Origin');
}

export function registerCors(app: FastifyInstance, { origins }: CorsOptions): void {
  const narrowed = origins !== null;

  // Preflights reach no route of their own: this one answers them for the open paths only.
  app.options('/*', { config: { auth: 'public' } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const method = request.headers['access-control-request-method'];
    if (!isCrossOriginPath(pathOf(request.url)) || typeof origin !== 'string' || typeof method !== 'string') throw notFound();
    const allowed = allowedOrigin(origins, origin);
    if (allowed !== undefined) {
      addOriginHeaders(reply, allowed, narrowed);
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      const requested = request.headers['access-control-request-headers'];
      // Keys, JSON bodies and Langflow's X-LANGFLOW-GLOBAL-VAR-* headers: whatever the page sends,
      // since no credential of ours rides along.
      if (typeof requested === 'string' && requested !== '') reply.header('access-control-allow-headers', requested);
      reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
    }
    return reply.status(204).send();
  });

  // A callback hook: no promise per answer for synchronous work (issue 19).
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of Object.entries(crossOriginHeaders(request, { origins }))) reply.header(name, value);
    done(null, payload);
  });
}

/**
 * The CORS headers of an answer to this request (none for console paths or origins not allowed).
 * Routes that write their answer themselves (MCP's streams) set these on the raw response.
 */
export function crossOriginHeaders(request: FastifyRequest, { origins }: CorsOptions): Record<string, string> {
  const origin = request.headers.origin;
  if (request.method === 'OPTIONS' || typeof origin !== 'string' || !isCrossOriginPath(pathOf(request.url))) return {};
  const allowed = allowedOrigin(origins, origin);
  if (allowed === undefined) return {};
  return {
    'access-control-allow-origin': allowed,
    // With a list, the answer depends on Origin, so caches keep one per origin.
    ...(origins !== null ? { vary: 'Origin' } : {}),
    'access-control-expose-headers': 'Retry-After, Content-Disposition, Mcp-Session-Id, Mcp-Protocol-Version',
  };
}
