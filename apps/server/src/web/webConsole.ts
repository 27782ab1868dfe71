import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors/appError';
import { ANSWERS_HEAD } from '../http/headRequests';
import { isEmbedPath, isServerPath, pathOf } from '../http/serverPaths';

const INDEX_HTML = 'index.html';
// Vite puts content-hashed files under assets/: a new build gives them new names.
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isPageRequest(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  // The embeddable chat's paths are files of their own build: a missing one is a 404, never the console.
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(path) && !isEmbedPath(path) && (request.headers.accept ?? '').includes('text/html');
}

function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith(`${HASHED_ASSETS_DIR}/`) ? IMMUTABLE : 'no-cache';
}

/**
 * Serves the built web console at /. Unknown GETs that ask for HTML get index.html (client-side
 * routes); everything else unknown is a 404 `{detail}`. Without a build, / answers
 * "Web console not built" and the API works as usual.
 */
export function registerWebConsole(app: FastifyInstance, webDistDir: string): void {
  const built = existsSync(join(webDistDir, INDEX_HTML));

  if (built) {
    app.register(import('@fastify/static'), {
      root: webDistDir,
      serve: false,
      // The build writes .br and .gz siblings (scripts/precompress.mjs): sent as they are, per Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => reply.header('cache-control', cacheControlFor(webDistDir, file)),
    });
    // Handlers below start the file transfer and return nothing: returning the reply (a thenable)
    // from both the route and the not-found fallback stacks stream listeners on one response.
    app.get<{ Params: { '*': string } }>('/*', { config: { auth: 'public' }, ...ANSWERS_HEAD }, (request, reply) => {
      const file = request.params['*'];
      reply.sendFile(file === '' ? INDEX_HTML : file);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (built && isPageRequest(request)) {
      reply.code(200).sendFile(INDEX_HTML);
      return;
    }
    if (!built && (isPageRequest(request) || (request.method === 'GET' && pathOf(request.url) === '/'))) throw notFound('Web console not built');
    throw notFound();
  });
}
