// Queue mode as deployed, for the multi-process tests: API processes (ROLE=api) and worker
// processes (ROLE=worker) of the built server (apps/server/dist/main.js), started together on one
// fresh PostgreSQL database and one Redis prefix, behind a round-robin proxy.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, createMemoryTokenStore, type ApiClient } from '@app/api-client';
import { isGenericNode, type FlowData, type TemplateField } from '@app/flow-graph';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { createPostgresDatabase, dropRedisPrefix, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TEST_REDIS_URL, testQueuePrefix } from '@app/server/testing';

const MAIN = join(import.meta.dirname, '..', '..', '..', '..', 'apps', 'server', 'dist', 'main.js');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** The HTTP address of an API instance. */
  url?: string;
}

/** Starts the built server with exactly this configuration and waits for its ready line. */
async function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<string | undefined>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening on (http:\/\/\S+)/.exec(output);
      if (listening || output.includes('Worker running')) resolve(listening?.[1]);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`server process exited (${code}) before it was ready:\n${output}`)));
  });
  return { child, output: () => output, url: await ready };
}

export interface Proxy {
  url: string;
  /** The upstream that served each request, in order. */
  served: Array<{ method: string; path: string; upstream: string }>;
  close(): Promise<void>;
}

/** A reverse proxy sending each request to the next upstream in turn, streaming both ways. */
async function startRoundRobinProxy(upstreams: string[]): Promise<Proxy> {
  const served: Proxy['served'] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = upstreams[served.length % upstreams.length]!;
    served.push({ method: incoming.method ?? 'GET', path: incoming.url ?? '/', upstream });
    const forward = request(new URL(incoming.url ?? '/', upstream), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.once('error', () => (outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end()));
    // A client that leaves ends the upstream request too, as a real proxy does.
    outgoing.once('close', () => forward.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface QueueDeployment {
  apis: ServerProcess[];
  workers: ServerProcess[];
  proxy: Proxy;
  /** The PostgreSQL database every process shares. */
  databaseUrl: string;
  /** The administrator's client, signed in through the proxy. */
  client: ApiClient;
  token: string;
  close(): Promise<void>;
}

/** Stores the model's key and the Basic Prompting example pointed at the local model server `modelBaseUrl`; the flow's id. */
export async function createModelFlow(client: ApiClient, modelKey: string, modelBaseUrl: string, name: string): Promise<string> {
  await client.variables.create({ name: TEMPLATE_API_KEY_VARIABLE, value: modelKey, type: 'Credential' });
  const example = (await client.flows.basicExamples()).find((candidate) => candidate.template_key === 'basic-prompting')!;
  const data = structuredClone(example.data) as FlowData;
  for (const node of data.nodes.filter(isGenericNode)) {
    if (node.data.type === 'OpenAIModel') (node.data.node.template.openai_api_base as TemplateField).value = modelBaseUrl;
  }
  return (await client.flows.create({ name, data })).id;
}

export interface QueueDeploymentOptions {
  /** WORKER_CONCURRENCY of each worker. */
  workerConcurrency: number;
  /** More settings of every process. */
  env?: Record<string, string>;
}

/** Two API processes and two workers, all started at once on a fresh database, as a compose file starts them. */
export async function startQueueDeployment({ workerConcurrency, env = {} }: QueueDeploymentOptions): Promise<QueueDeployment> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (turbo run build)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'queue-processes-'));
  const prefix = testQueuePrefix();
  const database = await createPostgresDatabase();
  const apis: ServerProcess[] = [];
  const workers: ServerProcess[] = [];
  let proxy: Proxy | undefined;
  const close = async () => {
    for (const running of [...apis, ...workers]) running.child.kill('SIGKILL');
    await proxy?.close();
    await Promise.all([database.drop(), dropRedisPrefix(prefix)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const shared = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    SECRET_KEY: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: TEST_ADMIN_USERNAME,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(dataDir, 'web'),
    EMBED_DIST_DIR: join(dataDir, 'embed'),
    ...env,
  };
  try {
    const started = await Promise.allSettled([
      ...[1, 2].map(() => startProcess({ ...shared, ROLE: 'api', HOST: '127.0.0.1', PORT: '0' })),
      ...[1, 2].map(() => startProcess({ ...shared, ROLE: 'worker', WORKER_CONCURRENCY: String(workerConcurrency) })),
    ]);
    for (const [index, result] of started.entries()) if (result.status === 'fulfilled') (index < 2 ? apis : workers).push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startRoundRobinProxy(apis.map((api) => api.url!));
    const client = createApiClient({ baseUrl: proxy.url, tokenStore: createMemoryTokenStore() });
    await client.auth.login({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD });
    return { apis, workers, proxy, databaseUrl: database.url, client, token: client.tokenStore.getAccess()!, close };
  } catch (error) {
    await close();
    throw error;
  }
}
