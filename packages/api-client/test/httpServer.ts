// A real HTTP server for the client tests: routes answer from scripted replies and every request
// is recorded with its arrival time, so tests can count attempts and measure backoff gaps.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';
import { createApiClient, createMemoryTokenStore, type ApiClient } from '../src/index';

export interface Recorded {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** Resolves when the connection of this request closes (answered, or left by the client). */
  closed: Promise<void>;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  /** Defaults to application/json for `json` replies and text/plain for `text` ones. */
  contentType?: string;
  delayMs?: number;
  /** Close the socket without answering: the client sees a network error. */
  drop?: boolean;
  /** Written one by one (`delayMs` apart) instead of `json`/`text`: a streamed answer. */
  chunks?: Array<string | Uint8Array>;
  /** With `chunks`: keep the answer open after the last chunk, until the client leaves. */
  hold?: boolean;
}

export type Handler = (request: Recorded, attempt: number) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  requests: Recorded[];
  on(method: string, path: string, handler: Handler): void;
  hits(method: string, path: string): Recorded[];
  close(): Promise<void>;
}

export const envelope = (data: unknown, code = 0, msg = 'success') => ({ json: { code, msg, data } });

export async function startServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    // A page of another origin (the jsdom tests) may call: its preflights are answered, not recorded.
    const origin = req.headers.origin;
    if (origin) res.setHeaders(new Map([['access-control-allow-origin', origin], ['access-control-allow-credentials', 'true']]));
    if (origin && req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE', 'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '' });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
        closed: new Promise((resolve) => res.on('close', () => resolve())),
      };
      requests.push(recorded);
      const key = `${recorded.method} ${recorded.path}`;
      const handler = routes.get(key);
      const attempt = requests.filter((r) => `${r.method} ${r.path}` === key).length;
      void Promise.resolve(handler ? handler(recorded, attempt) : { status: 404, json: { detail: 'Not Found' } }).then((reply) => {
        if (reply.chunks) {
          void writeChunks(res, reply.chunks, reply);
          return;
        }
        setTimeout(() => {
          if (reply.drop) {
            req.socket.destroy();
            return;
          }
          if (res.destroyed) return;
          const isJson = reply.text === undefined;
          res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? (isJson ? 'application/json' : 'text/plain') });
          res.end(isJson ? (reply.json === undefined ? '' : JSON.stringify(reply.json)) : reply.text);
        }, reply.delayMs ?? 0);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, handler) {
      routes.set(`${method} ${path}`, handler);
    },
    hits: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function writeChunks(res: ServerResponse, chunks: Array<string | Uint8Array>, reply: Reply): Promise<void> {
  res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'text/event-stream' });
  for (const chunk of chunks) {
    await new Promise((resolve) => setTimeout(resolve, reply.delayMs ?? 0));
    if (res.destroyed) return;
    res.write(chunk);
  }
  if (!reply.hold) res.end();
}

/** A fresh server for each test of the file: the function answers the current test's one. */
export function serverPerTest(): () => TestServer {
  let server: TestServer | undefined;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('serverPerTest() serves only inside a test');
    return server;
  };
}

/** A client of `server` that is signed in already (access token A1, refresh token R1). */
export const signedInClient = (server: TestServer): ApiClient =>
  createApiClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' }) });

/** A user record as whoami answers it. */
export const user = (role = 8) => ({
  id: '11111111-1111-1111-1111-111111111111',
  username: 'alice',
  name: 'Alice',
  email: null,
  telephone: null,
  profile_image: null,
  role,
  is_active: true,
  user_groups: [],
  user_group_ids: [],
  created_at: '2025-01-01T00:00:00Z',
  last_login_at: null,
});
