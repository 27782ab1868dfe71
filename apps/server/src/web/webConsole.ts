import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors/appError';

const INDEX_HTML = 'index.html';
// Vite puts content-hashed files under assets/: a new build gives them new names.
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that belong to the API and never fall back to the console page. */
function isServerPath(path: string): boolean {
  return /^\/(api|health|health_check)(\/|$)/.test(path);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}

function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(pathOf(request)) && (request.headers.accept ?? '').includes('text/html');
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
    app.register(fastifyStatic, {
      root: webDistDir,
      serve: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => reply.header('cache-control', cacheControlFor(webDistDir, file)),
    });
    // Handlers below start the file transfer and return nothing: returning the reply (a thenable)
    // from both the route and the not-found fallback stacks stream listeners on one response.
    app.get<{ Params: { '*': string } }>('/*', { config: { auth: 'public' } }, (request, reply) => {
      const file = request.params['*'];
      reply.sendFile(file === '' ? INDEX_HTML : file);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (built && isPageRequest(request)) {
      reply.code(200).sendFile(INDEX_HTML);
      return;
    }
    if (!built && (isPageRequest(request) || (request.method === 'GET' && pathOf(request) === '/'))) throw notFound('Web console not built');
    throw notFound();
  });
}
