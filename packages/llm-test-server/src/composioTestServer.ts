// A local stand-in for the Composio REST API v3 subset Composio Tools uses, started by the test on
// a free port: GET /api/v3/tools (the tools named by tool_slugs, or a toolkit's, in pages of
// `limit` with a cursor), GET /api/v3/connected_accounts (filtered by user_ids, toolkit_slugs and
// statuses), GET and POST /api/v3/auth_configs, POST /api/v3/connected_accounts/link (a Connect
// Link whose redirect URL the test reads back) and POST /api/v3/tools/execute/{slug} (answered by
// the test's function for an active account of the caller). A wrong x-api-key answers 401,
// anything unknown 404, in Composio's error shape.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ComposioTestTool {
  toolkit: string;
  description: string;
  input_parameters: Record<string, unknown>;
  version?: string;
}

export interface ComposioTestAccount {
  id: string;
  user_id: string;
  toolkit: string;
  status: 'ACTIVE' | 'INITIATED' | 'EXPIRED';
}

export interface ComposioTestServer {
  /** http://127.0.0.1:<port>/api/v3, the base URL to set. */
  baseUrl: string;
  /** The connected accounts; a test adds one to connect an entity. */
  accounts: ComposioTestAccount[];
  /** Each request served: method, path with query, the x-api-key header and its JSON body if any. */
  requests: Array<{ method: string; path: string; apiKey: string | undefined; body: unknown }>;
  /** The redirect URLs of the Connect Links made, in order. */
  links: string[];
  close(): Promise<void>;
}

export interface ComposioTestOptions {
  apiKey: string;
  tools: Record<string, ComposioTestTool>;
  accounts?: ComposioTestAccount[];
  /** Auth configs the project already has, by toolkit slug. */
  authConfigs?: Record<string, string>;
  /** The execution's answer: its data, or an error text for an unsuccessful one. */
  execute?(slug: string, body: Record<string, unknown>): { data: unknown } | { error: string };
}

const failure = (status: number, message: string) => ({ error: { message, code: status, status } });

export async function startComposioTestServer(options: ComposioTestOptions): Promise<ComposioTestServer> {
  const requests: ComposioTestServer['requests'] = [];
  const accounts = [...(options.accounts ?? [])];
  const authConfigs = new Map(Object.entries(options.authConfigs ?? {}));
  const links: string[] = [];

  const listed = (slug: string) => {
    const tool = options.tools[slug]!;
    return { slug, name: slug.replaceAll('_', ' ').toLowerCase(), description: tool.description, input_parameters: tool.input_parameters, toolkit: { slug: tool.toolkit, name: tool.toolkit.toUpperCase() }, version: tool.version ?? '20250909_00' };
  };

  function execute(slug: string, body: Record<string, unknown>): [number, unknown] {
    if (options.tools[slug] === undefined) return [404, failure(404, `Tool ${slug} not found`)];
    const account = accounts.find((candidate) => candidate.id === body.connected_account_id && candidate.status === 'ACTIVE');
    if (account === undefined || account.user_id !== body.user_id) return [400, failure(400, 'No active connected account found for the user')];
    const result = options.execute?.(slug, body) ?? { data: {} };
    const logId = `log_${randomUUID().slice(0, 8)}`;
    return [200, 'error' in result ? { data: {}, error: result.error, successful: false, log_id: logId } : { data: result.data, error: null, successful: true, log_id: logId }];
  }

  function answer(method: string, url: URL, body: Record<string, unknown>): [number, unknown] {
    const path = url.pathname.slice('/api/v3'.length);
    const list = (name: string) => (url.searchParams.get(name) ?? '').split(',').filter((item) => item !== '');
    if (method === 'GET' && path === '/tools') {
      const slugs = list('tool_slugs');
      const toolkit = url.searchParams.get('toolkit_slug');
      const names = Object.keys(options.tools).filter((slug) => (slugs.length === 0 || slugs.includes(slug)) && (toolkit === null || options.tools[slug]!.toolkit === toolkit));
      // Pages of `limit` items; the cursor is the next item's index.
      const limit = Number(url.searchParams.get('limit')) || names.length || 1;
      const start = Number(url.searchParams.get('cursor') ?? '0');
      const next = start + limit < names.length ? String(start + limit) : null;
      return [200, { items: names.slice(start, start + limit).map(listed), next_cursor: next, total_pages: Math.ceil(names.length / limit) }];
    }
    if (method === 'GET' && path === '/connected_accounts') {
      const [users, toolkits, statuses] = [list('user_ids'), list('toolkit_slugs'), list('statuses')];
      const found = accounts.filter((account) => (users.length === 0 || users.includes(account.user_id)) && (toolkits.length === 0 || toolkits.includes(account.toolkit)) && (statuses.length === 0 || statuses.includes(account.status)));
      return [200, { items: found.map((account) => ({ id: account.id, status: account.status, user_id: account.user_id, toolkit: { slug: account.toolkit } })), next_cursor: null, total_pages: 1 }];
    }
    if (method === 'GET' && path === '/auth_configs') {
      const toolkit = url.searchParams.get('toolkit_slug') ?? '';
      const id = authConfigs.get(toolkit);
      return [200, { items: id === undefined ? [] : [{ id, toolkit: { slug: toolkit }, auth_scheme: 'OAUTH2', is_composio_managed: true }], next_cursor: null, total_pages: 1 }];
    }
    if (method === 'POST' && path === '/auth_configs') {
      const toolkit = (body.toolkit as { slug?: string } | undefined)?.slug ?? '';
      const id = `ac_${toolkit}_${authConfigs.size + 1}`;
      authConfigs.set(toolkit, id);
      return [201, { toolkit: { slug: toolkit }, auth_config: { id, auth_scheme: 'OAUTH2', is_composio_managed: true } }];
    }
    if (method === 'POST' && path === '/connected_accounts/link') {
      if (![...authConfigs.values()].includes(String(body.auth_config_id))) return [404, failure(404, 'Auth config not found')];
      const token = `lt_${randomUUID().slice(0, 8)}`;
      const redirect = `https://connect.composio.dev/link/${token}`;
      links.push(redirect);
      return [201, { link_token: token, redirect_url: redirect, expires_at: new Date(Date.now() + 600_000).toISOString(), connected_account_id: `ca_${token}` }];
    }
    const executed = method === 'POST' ? /^\/tools\/execute\/([^/]+)$/.exec(path)?.[1] : undefined;
    if (executed !== undefined) return execute(decodeURIComponent(executed), body);
    return [404, failure(404, 'Not found')];
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const apiKey = request.headers['x-api-key'];
    const body = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
    requests.push({ method, path: `${url.pathname}${url.search}`, apiKey: typeof apiKey === 'string' ? apiKey : undefined, body });
    const reply = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (apiKey !== options.apiKey) return void reply(401, failure(401, 'Invalid API key'));
    if (!url.pathname.startsWith('/api/v3/')) return void reply(404, failure(404, 'Not found'));
    reply(...answer(method, url, body ?? {}));
  }

  // A stand-in that fails answers 500 rather than leaving the request open.
  const server = createServer((request, response) => void handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`,
    accounts,
    requests,
    links,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
