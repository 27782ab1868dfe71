// HEAD requests. Fastify gives every GET route a HEAD twin, which cost a start about a fifth of its
// route registration (a second router tree and route context each, issue 19); the server turns
// that off (exposeHeadRoutes: false) and the routes that answer HEAD say so: the console's pages
// and files, the health checks, the API document. A HEAD on an API route answers 405 with an
// Allow header, as Langflow (FastAPI) does, not 404.
import { ErrorCode } from '@app/api-client';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { AppError } from '../errors/appError';
import { isServerPath, pathOf } from './serverPaths';

/** Route options of a GET route that also answers HEAD (with GET's headers, without its body). */
export const ANSWERS_HEAD = { exposeHeadRoute: true } as const;

type MethodsAt = (path: string) => ReadonlySet<string> | undefined;

/**
 * The methods of the routes matching a path. Built on the first HEAD request that needs it, not at
 * start: a router of the server's routes is what the start no longer builds twice.
 */
async function methodsLookup(routes: ReadonlyMap<string, ReadonlySet<string>>): Promise<MethodsAt> {
  const { default: Router } = await import('find-my-way');
  // The server's own router options: a path matches here as it matches there.
  const router = Router({ ignoreTrailingSlash: true });
  for (const [url, methods] of routes) router.on('GET', url, () => undefined, methods);
  return (path) => router.find('GET', path)?.store as ReadonlySet<string> | undefined;
}

/** Must run before the routes are added: it collects their paths and methods as they register. */
export function registerHeadRequests(app: FastifyInstance): void {
  const routes = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    // One entry per path the router tells apart: `flows/` is `flows` (ignoreTrailingSlash), and
    // `/:id` is `/:storeId` at the same place.
    const url = (route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url).replace(/:\w+/g, ':param');
    let methods = routes.get(url);
    if (!methods) routes.set(url, (methods = new Set()));
    for (const method of ([] as HTTPMethods[]).concat(route.method)) methods.add(method);
  });
  let lookup: Promise<MethodsAt> | undefined;
  const refusal = async (path: string): Promise<AppError | undefined> => {
    const methods = (await (lookup ??= methodsLookup(routes)))(path);
    // Only a route that answers GET: what a HEAD asks of (CORS's OPTIONS route matches every path).
    if (!methods?.has('GET') || methods.has('HEAD')) return undefined;
    // FastAPI's answer (a HEAD has no body to show it, but the status and Allow are what clients read).
    return new AppError(405, ErrorCode.PARAMETER_ERROR, { msg: '不支持该请求方法', detail: 'Method Not Allowed', headers: { allow: [...methods].sort().join(', ') } });
  };
  // A callback hook: every other request passes on in the same turn, without a promise of its own.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'HEAD') return done();
    const path = pathOf(request.url);
    if (!isServerPath(path)) return done();
    refusal(path).then((error) => done(error), done);
  });
}
