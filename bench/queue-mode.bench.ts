// The run API (POST /api/v1/run/{flow}, a ChatInput -> ChatOutput flow) in queue mode next to the
// all-in-one process, in the same run and on the same PostgreSQL server (a fresh database each):
// - throughput at 10 connections with one API process (ROLE=api) and 1, then 2, worker processes
//   (ROLE=worker), every run going through BullMQ and Redis Streams;
// - latency p50 one request after another, API + 1 worker, and the latency each run gains by going
//   through Redis (goal: 3 ms at most).
// Queue mode uses a Redis prefix of its own (bench-…), removed afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, dropRedisPrefix, TEST_REDIS_URL } from '@app/server/testing';
import { load, sequential, type Load } from './lib/httpLoad.ts';
import { freePort, startServerUntilHealthy, startUntilOutput, type StartedProcess } from './lib/process.ts';
import { printRows, type Row } from './lib/report.ts';
import { catalogueNode, createFlow, edge, fetchCatalogue, signIn } from './lib/serverApi.ts';

const serverEntry = join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'main.js');
const ADMIN_PASSWORD = 'Bench-Passw0rd';
const CONNECTIONS = 10;
const WARM_UP_REQUESTS = 100;
const BODY = JSON.stringify({ input_value: 'Hello, 世界', input_type: 'chat', output_type: 'chat' });
/** Issue 20's goal for what a run gains by going through Redis. */
const GOAL_ADDED_MS = 3;

interface Measured {
  load: Load;
  p50: number;
}

/** The all-in-one process (workers: 0), or one API process and `workers` worker processes on one Redis prefix. */
async function measure(workers: number, seconds: number): Promise<Measured> {
  const database = await createPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-queue-mode-'));
  const prefix = `bench-${randomBytes(6).toString('hex')}`;
  const shared = { DATA_DIR: dataDir, DATABASE_URL: database.url, ADMIN_PASSWORD, LOG_LEVEL: 'warn', SECRET_KEY: randomBytes(32).toString('hex') };
  const queue: Record<string, string> = workers === 0 ? {} : { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
  const processes: StartedProcess[] = [];
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    processes.push(await startServerUntilHealthy({ ...shared, ...queue, ...(workers > 0 ? { ROLE: 'api' } : {}), PORT: String(port), HOST: '127.0.0.1' }, `${base}/health`));
    for (let i = 0; i < workers; i++) processes.push(await startUntilOutput(serverEntry, { ...shared, ...queue, ROLE: 'worker' }, 'Worker running'));
    const headers = await signIn(base, ADMIN_PASSWORD);
    const catalogue = await fetchCatalogue(base, headers);
    const input = catalogueNode(catalogue, 'ChatInput-in000');
    const output = catalogueNode(catalogue, 'ChatOutput-out00');
    const url = await createFlow(base, headers, 'Queue mode bench', [input, output], [edge(input, 'message', output, 'input_value')]);
    const measured = await load(url, headers, seconds, { body: BODY, connections: CONNECTIONS, warmUpRequests: WARM_UP_REQUESTS });
    return { load: measured, p50: await sequential(url, headers, seconds, BODY) };
  } finally {
    for (const started of processes.reverse()) await started.stop();
    await Promise.all([database.drop(), workers > 0 ? dropRedisPrefix(prefix) : undefined]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `iterations` is the length of each load, in seconds. */
export async function run(iterations: number): Promise<Row[]> {
  const allInOne = await measure(0, iterations);
  const oneWorker = await measure(1, iterations);
  const twoWorkers = await measure(2, iterations);
  const rows: Row[] = [
    { metric: 'queue mode throughput, API + 1 worker', ours: oneWorker.load.requestsPerSecond, baseline: allInOne.load.requestsPerSecond, unit: 'req/s' },
    { metric: 'queue mode throughput, API + 2 workers', ours: twoWorkers.load.requestsPerSecond, baseline: allInOne.load.requestsPerSecond, unit: 'req/s' },
    { metric: 'queue mode latency p50, API + 1 worker, 1 connection', ours: oneWorker.p50, baseline: allInOne.p50, unit: 'ms' },
  ];
  printRows(`Run API in queue mode, ChatInput -> ChatOutput, ${CONNECTIONS} connections for ${iterations} s, PostgreSQL`, 'the all-in-one process', rows);
  const added: Row[] = [
    { metric: 'latency added per run by the queue (p50, API + 1 worker minus all-in-one)', ours: oneWorker.p50 - allInOne.p50, baseline: GOAL_ADDED_MS, unit: 'ms', goal: `<= ${GOAL_ADDED_MS} ms` },
  ];
  printRows('Latency a run gains through Redis', 'the goal', added);
  return [...rows, ...added];
}
