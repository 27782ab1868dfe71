// Serves the built embeddable chat (apps/embed/dist, ARCHITECTURE section 1): the loader and the
// page's hashed files under /plugins/, and the chat page itself at /rest/bot?id=…&api_key=….
// Any site may frame the page (the bubble's iframe lives on other sites), unless the channel
// code is bound to a domain: then only pages of that domain may, as its calls would refuse others
// anyway. Without a build, both answer 404 "Embedded chat not built" and the API works as usual.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { notFound } from '../errors/appError';
import { ANSWERS_HEAD } from '../http/headRequests';
import { contentSecurityPolicy, embedDirectives } from '../http/securityHeaders';
import { findKeyByHash } from '../keys/apiKeyQueries';
import { hashApiKey, looksLikeApiKey } from '../keys/apiKeySecrets';

/** The page's HTML inside dist/plugins/ (Vite's input name); served at /rest/bot only. */
const PAGE_FILE = 'bot.html';
const PLUGINS_DIR = 'plugins';
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The loader keeps its name (the snippets point at it), so browsers check it again now and then. */
const LOADER_CACHE = 'public, max-age=300';

/** frame-ancestors for a key bound to `domain` (host[:port] or *.host): that site over http and https. */
export function frameAncestorsFor(domain: string | null | undefined): string[] {
  return domain ? [`https://${domain}`, `http://${domain}`] : ['*'];
}

async function keyDomain(db: Kysely<DatabaseSchema>, key: unknown): Promise<string | null> {
  if (typeof key !== 'string' || !looksLikeApiKey(key.trim())) return null;
  return (await findKeyByHash(db, hashApiKey(key.trim())))?.domain ?? null;
}

export function registerEmbedAssets(app: FastifyInstance, embedDistDir: string, db: Kysely<DatabaseSchema>): void {
  const pluginsDir = join(embedDistDir, PLUGINS_DIR);
  const pagePath = join(pluginsDir, PAGE_FILE);
  const built = existsSync(pagePath);
  const notBuilt = () => notFound('Embedded chat not built');

  if (built) {
    const page = readFileSync(pagePath);
    app.register(async (scope) => {
      // The files are public; @fastify/static takes no route config, so its routes get it here.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, auth: 'public' };
      });
      await scope.register(import('@fastify/static'), {
        root: pluginsDir,
        prefix: '/plugins/',
        decorateReply: false,
        // The build writes .br and .gz siblings (scripts/precompress.mjs): sent as they are, per Accept-Encoding.
        preCompressed: true,
        cacheControl: false,
        // The page has its own route, with its framing rule.
        allowedPath: (path) => path.replace(/^\/+/, '') !== PAGE_FILE,
        setHeaders: (reply: FastifyReply, file: string) => {
          const path = relative(pluginsDir, file).split(sep).join('/');
          reply.header('cache-control', path.startsWith(`${HASHED_ASSETS_DIR}/`) ? IMMUTABLE : LOADER_CACHE);
        },
      });
    });
    app.get<{ Querystring: { api_key?: unknown } }>('/rest/bot', { config: { auth: 'public' }, ...ANSWERS_HEAD }, async (request, reply) => {
      const frameAncestors = frameAncestorsFor(await keyDomain(db, request.query.api_key));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', contentSecurityPolicy(embedDirectives(frameAncestors)))
        .send(page);
    });
  } else {
    app.get('/rest/bot', { config: { auth: 'public' }, ...ANSWERS_HEAD }, async () => {
      throw notBuilt();
    });
    app.get('/plugins/*', { config: { auth: 'public' }, ...ANSWERS_HEAD }, async () => {
      throw notBuilt();
    });
  }
}
