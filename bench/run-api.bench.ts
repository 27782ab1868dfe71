// Throughput and latency of the run API (POST /api/v1/run/{flow}) of the built server, loaded with
// autocannon in the same run as its baselines:
// - a ChatInput -> ChatOutput flow at 10 connections, next to a bare Fastify route that parses the
//   same body and answers a RunResponse of the same shape;
// - a ChatInput -> OpenAI-compatible model -> ChatOutput flow pointed at the local test model
//   server, at 10 connections and one request after another, next to that model server loaded alone the same way;
// - the database's growth per run of each flow (pages in use, read from the SQLite file), next to its
//   budget: what every further run adds once the flow's execution log holds the MAX_TRANSACTIONS_TO_KEEP
//   rows it keeps (each flow is driven there first), and before any age limit deletes anything. Over
//   a flow's first runs the log fills (about 0.4 KB a component run, up to its cap), so a figure
//   taken over them would depend on how many runs the machine fits in the load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { cpuMs, freePort, startServerUntilHealthy, startUntilHealthy, type StartedProcess } from './lib/process.ts';
import { drive, load, sequential, type Load } from './lib/httpLoad.ts';
import { printRows, type Row } from './lib/report.ts';
import { ADMIN_PASSWORD, MODEL_KEY, prepareFlows, RUN_BODY as BODY } from './lib/runFlows.ts';

const baselineEntry = join(import.meta.dirname, 'baselines', 'bare-run.mjs');
const CONNECTIONS = 10;
const WARM_UP_REQUESTS = 200;
/** Issue 19's goals. */
const GOALS = { modelShare: 0.25, overheadMs: 1, growthBytes: 1024 };
/** The server's default, set so the fill below matches it. */
const KEPT_TRANSACTIONS = 3000;

/** `load`, with the CPU time the process `pid` spent per request during it (ms). */
async function loadWithCpu(pid: number, ...args: Parameters<typeof load>): Promise<Load & { cpuPerRequest: number }> {
  const before = cpuMs(pid);
  const result = await load(...args);
  return { ...result, cpuPerRequest: (cpuMs(pid) - before) / result.requests };
}

const loadOptions = { body: BODY, connections: CONNECTIONS, warmUpRequests: WARM_UP_REQUESTS };

/** Bytes of the SQLite database in use (pages not on the free list), committed write-ahead log included. */
function databaseBytes(dataDir: string): number {
  const db = new DatabaseSync(join(dataDir, 'app.db'), { readOnly: true });
  try {
    const pragma = (name: string) => Number((db.prepare(`PRAGMA ${name}`).get() as Record<string, unknown>)[name]);
    return (pragma('page_count') - pragma('freelist_count')) * pragma('page_size');
  } finally {
    db.close();
  }
}

/**
 * Runs a flow of `components` components until its execution log is at its cap and has been
 * trimmed once (the server trims after a tenth of the cap more).
 */
async function fillExecutionLog(url: string, headers: Record<string, string>, components: number): Promise<void> {
  await drive(url, headers, Math.ceil((KEPT_TRANSACTIONS * 1.2) / components), { body: BODY, connections: CONNECTIONS });
}

/** The chat completion the model component sends, posted straight to the test model server. */
function modelRequest(llm: LlmTestServer): { url: string; headers: Record<string, string>; body: string } {
  return {
    url: `${llm.baseUrl}/chat/completions`,
    headers: { authorization: `Bearer ${MODEL_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello, 世界' }] }),
  };
}

/** Starts the platform server (as `npm start` does), or the bare baseline when `entry` is given. */
async function start(env: Record<string, string>, entry?: string): Promise<{ process: StartedProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const listening = { ...env, PORT: String(port), HOST: '127.0.0.1' };
  const started = entry ? await startUntilHealthy(entry, listening, `${base}/health`) : await startServerUntilHealthy(listening, `${base}/health`);
  return { process: started, base };
}

/** `iterations` is the length of each load, in seconds. */
export async function run(iterations: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-run-api-'));
  const llm = await startLlmTestServer({ apiKey: MODEL_KEY });
  let ours: Load & { cpuPerRequest: number };
  let oursModel: Load & { cpuPerRequest: number };
  let oursModelOne: number;
  let growth: number;
  let growthModel: number;
  let modelAlone: Load;
  let modelAloneOne: number;
  try {
    const server = await start({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', FETCH_ALLOWED_HOSTS: '127.0.0.1', MAX_TRANSACTIONS_TO_KEEP: String(KEPT_TRANSACTIONS) });
    try {
      const flows = await prepareFlows(server.base, llm);
      await fillExecutionLog(flows.echo, flows.headers, 2);
      await fillExecutionLog(flows.model, flows.headers, 3);
      const before = databaseBytes(dataDir);
      ours = await loadWithCpu(server.process.child.pid!, flows.echo, flows.headers, iterations, loadOptions);
      growth = (databaseBytes(dataDir) - before) / ours.requests;
      const beforeModel = databaseBytes(dataDir);
      oursModel = await loadWithCpu(server.process.child.pid!, flows.model, flows.headers, iterations, loadOptions);
      growthModel = (databaseBytes(dataDir) - beforeModel) / oursModel.requests;
      oursModelOne = await sequential(flows.model, flows.headers, iterations, BODY);
    } finally {
      await server.process.stop();
    }
    // The test server keeps every request it answers; the loads above need none of them.
    llm.reset();
    const direct = modelRequest(llm);
    modelAlone = await load(direct.url, direct.headers, iterations, { ...loadOptions, body: direct.body });
    modelAloneOne = await sequential(direct.url, direct.headers, iterations, direct.body);
  } finally {
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bare = await start({}, baselineEntry);
  let baseline: Load & { cpuPerRequest: number };
  try {
    baseline = await loadWithCpu(bare.process.child.pid!, `${bare.base}/api/v1/run/00000000-0000-4000-8000-000000000000`, { 'content-type': 'application/json' }, iterations, loadOptions);
  } finally {
    await bare.process.stop();
  }
  const rows: Row[] = [
    { metric: 'run API throughput', ours: ours.requestsPerSecond, baseline: baseline.requestsPerSecond, unit: 'req/s' },
    { metric: 'run API mean latency', ours: ours.mean, baseline: baseline.mean, unit: 'ms' },
    { metric: 'run API latency p99', ours: ours.p99, baseline: baseline.p99, unit: 'ms' },
    // CPU time, unlike throughput, hardly moves when other work shares the machine.
    { metric: 'server CPU per run', ours: ours.cpuPerRequest, baseline: baseline.cpuPerRequest, unit: 'ms' },
    { metric: 'server CPU per run, model flow', ours: oursModel.cpuPerRequest, baseline: baseline.cpuPerRequest, unit: 'ms' },
  ];
  printRows(`Run API, ChatInput -> ChatOutput, ${CONNECTIONS} connections for ${iterations} s`, 'bare Fastify route', rows);
  const modelRows: Row[] = [
    { metric: `run API throughput, model flow, ${CONNECTIONS} connections`, ours: oursModel.requestsPerSecond, baseline: modelAlone.requestsPerSecond, unit: 'req/s', goal: `>= ${GOALS.modelShare}x` },
    { metric: 'run API latency p50, model flow, 1 connection', ours: oursModelOne, baseline: modelAloneOne, unit: 'ms', goal: `<= ${GOALS.overheadMs} ms above the model` },
  ];
  printRows(`Run API, ChatInput -> OpenAI-compatible model -> ChatOutput, for ${iterations} s`, 'the test model server loaded alone', modelRows);
  const growthRows: Row[] = [
    { metric: 'database growth per run, execution log full (SQLite pages in use)', ours: growth / 1024, baseline: GOALS.growthBytes / 1024, unit: 'KB', goal: `<= ${GOALS.growthBytes / 1024} KB` },
    { metric: 'database growth per run, model flow, execution log full (SQLite pages in use)', ours: growthModel / 1024, baseline: GOALS.growthBytes / 1024, unit: 'KB', goal: `<= ${GOALS.growthBytes / 1024} KB` },
  ];
  printRows(`Database growth over ${ours.requests} runs of ChatInput -> ChatOutput and ${oursModel.requests} of the model flow`, 'the budget', growthRows);
  return [...rows, ...modelRows, ...growthRows];
}
