// Throughput and latency of the run API (POST /api/v1/run/{flow}) on a ChatInput -> ChatOutput
// flow of the built server, next to a bare Fastify route that parses the same body and answers a
// RunResponse of the same shape, both loaded with autocannon (10 connections) in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startUntilHealthy, type StartedProcess } from './lib/process.ts';
import { printRows, type Row } from './lib/report.ts';
import { catalogueNode, createFlow, edge, fetchCatalogue, signIn } from './lib/serverApi.ts';

const root = join(import.meta.dirname, '..');
const serverEntry = join(root, 'apps', 'server', 'dist', 'main.js');
const baselineEntry = join(import.meta.dirname, 'baselines', 'bare-run.mjs');
const ADMIN_PASSWORD = 'Bench-Passw0rd';
const CONNECTIONS = 10;
const WARM_UP_REQUESTS = 200;
const BODY = JSON.stringify({ input_value: 'Hello, 世界', input_type: 'chat', output_type: 'chat' });

interface Load {
  requestsPerSecond: number;
  /** Mean latency: autocannon's percentiles are whole milliseconds, too coarse for the baseline. */
  mean: number;
  p99: number;
}

/** Signs in as the administrator and stores a ChatInput -> ChatOutput flow; returns the run URL and headers. */
async function prepareFlow(base: string): Promise<{ url: string; headers: Record<string, string> }> {
  const headers = await signIn(base, ADMIN_PASSWORD);
  const catalogue = await fetchCatalogue(base, headers);
  const input = catalogueNode(catalogue, 'ChatInput-in000');
  const output = catalogueNode(catalogue, 'ChatOutput-out00');
  return { url: await createFlow(base, headers, 'Run API bench', [input, output], [edge(input, 'message', output, 'input_value')]), headers };
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const response = await fetch(url, { method: 'POST', headers, body: BODY });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
  const result = await autocannon({ url, method: 'POST', headers, body: BODY, connections: CONNECTIONS, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return { requestsPerSecond: result.requests.average, mean: result.latency.average, p99: result.latency.p99 };
}

async function start(entry: string, env: Record<string, string>): Promise<{ process: StartedProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  return { process: await startUntilHealthy(entry, { ...env, PORT: String(port), HOST: '127.0.0.1' }, `${base}/health`), base };
}

/** `iterations` is the length of each load, in seconds. */
export async function run(iterations: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-run-api-'));
  let ours: Load;
  try {
    const server = await start(serverEntry, { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn' });
    try {
      const { url, headers } = await prepareFlow(server.base);
      ours = await load(url, headers, iterations);
    } finally {
      await server.process.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bare = await start(baselineEntry, {});
  let baseline: Load;
  try {
    baseline = await load(`${bare.base}/api/v1/run/00000000-0000-4000-8000-000000000000`, { 'content-type': 'application/json' }, iterations);
  } finally {
    await bare.process.stop();
  }
  const rows: Row[] = [
    { metric: 'run API throughput', ours: ours.requestsPerSecond, baseline: baseline.requestsPerSecond, unit: 'req/s' },
    { metric: 'run API mean latency', ours: ours.mean, baseline: baseline.mean, unit: 'ms' },
    { metric: 'run API latency p99', ours: ours.p99, baseline: baseline.p99, unit: 'ms' },
  ];
  printRows(`Run API, ChatInput -> ChatOutput, ${CONNECTIONS} connections for ${iterations} s`, 'bare Fastify route', rows);
  return rows;
}
