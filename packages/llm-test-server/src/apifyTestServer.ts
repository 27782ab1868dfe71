// A local stand-in for the Apify API v2 subset Apify Actors uses, started by the test on a free
// port: GET /v2/acts/{user~name} (the default build tag "latest"), GET /v2/actor-builds/{id} (the
// README and the input schema as JSON text, as Apify gives them), POST /v2/acts/{user~name}/runs
// (answered RUNNING, so the caller waits), GET /v2/actor-runs/{id} (SUCCEEDED) and GET
// /v2/datasets/{id}/items. A wrong Bearer token answers 401, anything unknown 404, as Apify does.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApifyTestActor {
  readme: string;
  inputSchema: Record<string, unknown>;
  /** The dataset a run with this input leaves. */
  items(input: Record<string, unknown>): Array<Record<string, unknown>>;
}

export interface ApifyTestServer {
  /** http://127.0.0.1:<port>/v2, the base URL to set. */
  baseUrl: string;
  /** Each request served: method, path with query, and its JSON body if any. */
  requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }>;
  close(): Promise<void>;
}

const failure = (type: string, message: string) => ({ error: { type, message } });

export async function startApifyTestServer(options: { token: string; actors: Record<string, ApifyTestActor> }): Promise<ApifyTestServer> {
  const requests: ApifyTestServer['requests'] = [];
  const actors = new Map(Object.entries(options.actors).map(([name, actor], index) => [name.replace('/', '~'), { ...actor, buildId: `build-${index + 1}` }]));
  const datasets = new Map<string, Array<Record<string, unknown>>>();

  function answer(method: string, path: string, body: unknown): [number, unknown] {
    const actor = /^\/acts\/([^/]+)(\/runs)?$/.exec(path);
    const known = actor ? actors.get(decodeURIComponent(actor[1]!)) : undefined;
    if (actor && known && actor[2] === undefined && method === 'GET') {
      return [200, { data: { id: known.buildId.replace('build', 'act'), defaultRunOptions: { build: 'latest' }, taggedBuilds: { latest: { buildId: known.buildId } } } }];
    }
    if (actor && known && actor[2] !== undefined && method === 'POST') {
      const runId = `run-${datasets.size + 1}`;
      datasets.set(runId, known.items(body as Record<string, unknown>));
      return [201, { data: { id: runId, status: 'RUNNING', defaultDatasetId: `dataset-${runId}` } }];
    }
    const build = [...actors.values()].find((candidate) => path === `/actor-builds/${candidate.buildId}`);
    if (build) return [200, { data: { id: build.buildId, readme: build.readme, inputSchema: JSON.stringify(build.inputSchema) } }];
    const run = /^\/actor-runs\/(run-\d+)$/.exec(path)?.[1];
    if (run !== undefined && datasets.has(run)) return [200, { data: { id: run, status: 'SUCCEEDED', defaultDatasetId: `dataset-${run}` } }];
    const dataset = /^\/datasets\/dataset-(run-\d+)\/items$/.exec(path)?.[1];
    if (dataset !== undefined && datasets.has(dataset)) return [200, datasets.get(dataset)];
    return [404, failure('record-not-found', 'Record was not found')];
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    requests.push({ method, path: `${url.pathname}${url.search}`, authorization: request.headers.authorization, body: text === '' ? undefined : (JSON.parse(text) as unknown) });
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.headers.authorization !== `Bearer ${options.token}`) return void reply(401, failure('token-not-valid', 'Authentication token is not valid.'));
    if (!url.pathname.startsWith('/v2/')) return void reply(404, failure('page-not-found', 'Page not found'));
    reply(...answer(method, url.pathname.slice('/v2'.length), requests.at(-1)?.body));
  }

  // A stand-in that fails answers 500 rather than leaving the request open.
  const server = createServer((request, response) => void handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
