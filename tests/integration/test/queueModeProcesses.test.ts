// Queue mode as deployed: two API processes (ROLE=api) and two worker processes (ROLE=worker) of
// the built server (apps/server/dist/main.js), started together on one fresh PostgreSQL database
// and one Redis prefix, behind a round-robin proxy. A build started through the proxy is read from
// both API instances and cancelled through the one that did not take it; a worker killed with
// SIGKILL mid-build leaves its build's reader with a clear error. The model of the flow is the local
// OpenAI-protocol server, holding its answer so that builds stay running as long as the test needs.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, createMemoryTokenStore } from '@app/api-client';
import { isGenericNode, type FlowData, type TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { createPostgresDatabase, databasesUnderTest, dropRedisPrefix, redisUnderTest, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TEST_REDIS_URL, testQueuePrefix } from '@app/server/testing';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const MAIN = join(import.meta.dirname, '..', '..', '..', 'apps', 'server', 'dist', 'main.js');
const LLM_KEY = 'sk-queue-processes-test-4c2e';
/** Longer than any test: the model answers only when its client goes away. */
const HELD = { text: 'never sent', firstChunkDelayMs: 600_000 };
/** A worker's lock lapses after 30 s and the other worker notices at its next stall check. */
const WORKER_LOSS_TIMEOUT_MS = 150_000;

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

interface ServerProcess {
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

interface Proxy {
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

interface BuildEvent {
  event: string;
  data: Record<string, unknown>;
}

const parseEvents = (text: string): BuildEvent[] => text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as BuildEvent);

describe.runIf(withPostgres && withRedis)('queue mode with two API processes and two worker processes behind a proxy', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'queue-processes-'));
  const prefix = testQueuePrefix();
  const apis: ServerProcess[] = [];
  const workers: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let llm: LlmTestServer;
  let proxy: Proxy;
  let token: string;
  let flowId: string;

  const authorized = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  const startBuild = async (): Promise<{ jobId: string; acceptedBy: string }> => {
    const answer = await fetch(`${proxy.url}/api/v1/build/${flowId}/flow?event_delivery=streaming`, authorized({ method: 'POST', body: JSON.stringify({ inputs: { input_value: '你好' } }) }));
    expect(answer.status).toBe(200);
    const { job_id: jobId } = (await answer.json()) as { job_id: string };
    return { jobId, acceptedBy: proxy.served.at(-1)!.upstream };
  };
  /** The whole event stream of a job as one API instance (or the proxy) serves it. */
  const streamedEvents = async (base: string, jobId: string): Promise<BuildEvent[]> => {
    const answer = await fetch(`${base}/api/v1/build/${jobId}/events?event_delivery=streaming`, authorized());
    expect(answer.status).toBe(200);
    return parseEvents(await answer.text());
  };
  const modelCalls = () => llm.requests.filter((call) => call.path === '/v1/chat/completions');

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (turbo run build)`);
    [database, llm] = await Promise.all([createPostgresDatabase(), startLlmTestServer({ apiKey: LLM_KEY })]);
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
    };
    // All four at once on the fresh database, as a compose file starts them.
    const started = await Promise.allSettled([
      ...[1, 2].map(() => startProcess({ ...shared, ROLE: 'api', HOST: '127.0.0.1', PORT: '0' })),
      // One job at a time each: two running builds are one per worker.
      ...[1, 2].map(() => startProcess({ ...shared, ROLE: 'worker', WORKER_CONCURRENCY: '1' })),
    ]);
    for (const [index, result] of started.entries()) if (result.status === 'fulfilled') (index < 2 ? apis : workers).push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startRoundRobinProxy(apis.map((api) => api.url!));

    const client = createApiClient({ baseUrl: proxy.url, tokenStore: createMemoryTokenStore() });
    await client.auth.login({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD });
    token = client.tokenStore.getAccess()!;
    await client.variables.create({ name: TEMPLATE_API_KEY_VARIABLE, value: LLM_KEY, type: 'Credential' });
    const example = (await client.flows.basicExamples()).find((candidate) => candidate.template_key === 'basic-prompting')!;
    const data = structuredClone(example.data) as FlowData;
    for (const node of data.nodes.filter(isGenericNode)) {
      if (node.data.type === 'OpenAIModel') (node.data.node.template.openai_api_base as TemplateField).value = llm.baseUrl;
    }
    flowId = (await client.flows.create({ name: 'Basic Prompting', data })).id;
  });

  afterAll(async () => {
    for (const running of [...apis, ...workers]) running.child.kill('SIGKILL');
    await Promise.all([proxy?.close(), llm?.close()]);
    await Promise.all([database?.drop(), dropRedisPrefix(prefix)]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a build started through the proxy from both API instances and cancels it through the other', async () => {
    llm.queue(HELD);
    const calls = modelCalls().length;
    const { jobId, acceptedBy } = await startBuild();
    const other = apis.map((api) => api.url!).find((url) => url !== acceptedBy)!;
    const fromAccepting = streamedEvents(acceptedBy, jobId);
    const fromOther = streamedEvents(other, jobId);
    // A worker reached the model and waits for its answer.
    await vi.waitFor(() => expect(modelCalls().length).toBe(calls + 1), { timeout: 60_000, interval: 50 });

    const cancelled = await fetch(`${other}/api/v1/build/${jobId}/cancel`, authorized({ method: 'POST' }));
    expect(await cancelled.json()).toEqual({ success: true, message: 'Flow build cancelled successfully' });

    const [here, there] = await Promise.all([fromAccepting, fromOther]);
    expect(there).toEqual(here);
    expect(here[0]?.event).toBe('vertices_sorted');
    expect(here.at(-1)?.event).toBe('end');
    expect(here.some((event) => event.event === 'error')).toBe(false);
    // The worker stopped its model call.
    const held = modelCalls().at(-1)!;
    await held.settled;
    expect(held.closedEarly).toBe(true);
  });

  it('tells the reader of a build whose worker was killed with SIGKILL, while the other worker goes on', { timeout: WORKER_LOSS_TIMEOUT_MS + 60_000 }, async () => {
    llm.queue(HELD, HELD);
    const calls = modelCalls().length;
    const builds = [await startBuild(), await startBuild()];
    const readers = builds.map(({ jobId }) => streamedEvents(proxy.url, jobId));
    // Each worker runs one of them (one job at a time each) and waits for the model.
    await vi.waitFor(() => expect(modelCalls().length).toBe(calls + 2), { timeout: 60_000, interval: 50 });

    const killed = workers[0]!.child;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;

    // The lost build ends with the error first; the other is still running and is then cancelled.
    const ended = await Promise.race(readers.map((reader, index) => reader.then((events) => ({ index, events }))));
    const errors = ended.events.filter((event) => event.event === 'error');
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0]!.data)).toContain('The worker running this build stopped responding');
    expect(ended.events.at(-1)?.event).toBe('end');

    const survivor = builds[1 - ended.index]!;
    const cancelled = await fetch(`${proxy.url}/api/v1/build/${survivor.jobId}/cancel`, authorized({ method: 'POST' }));
    expect(await cancelled.json()).toEqual({ success: true, message: 'Flow build cancelled successfully' });
    const rest = await readers[1 - ended.index]!;
    expect(rest.some((event) => event.event === 'error')).toBe(false);
    expect(rest.at(-1)?.event).toBe('end');
    expect(workers[1]!.child.exitCode).toBeNull();
  });
});
