// Memory of the whole `npm start` tree (npm and the server it became) while the run API is loaded:
// idle before the load, the peak sampled from /proc during 10 connections on the model flow
// (ChatInput -> OpenAI-compatible model -> ChatOutput on the local test model server), and after
// the load has settled; next to a bare Fastify run route under the same load in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLlmTestServer } from '@app/llm-test-server';
import { load } from './lib/httpLoad.ts';
import { cpuMs, freePort, processTree, rssMiB, spawnUntilHealthy, startUntilHealthy, type StartedProcess } from './lib/process.ts';
import { printRows, type Row } from './lib/report.ts';
import { ADMIN_PASSWORD, MODEL_KEY, prepareFlows, RUN_BODY } from './lib/runFlows.ts';

const root = join(import.meta.dirname, '..');
const baselineEntry = join(import.meta.dirname, 'baselines', 'bare-run.mjs');
const CONNECTIONS = 10;
/** Seconds of load per iteration: the default 12 iterations are issue 19's 60 s. */
export const SECONDS_PER_ITERATION = 5;
const SAMPLE_EVERY_MS = 100;
const SETTLE_MS = 1000;
/** Issue 19's goals for the `npm start` tree, in MB. */
const GOALS = { peak: 250, idle: 120 };
/** A goal in MB, with the MiB the rows are in beside it (250 MB is 238.4 MiB). */
const goalText = (megabytes: number) => `<= ${megabytes} MB (${((megabytes * 1e6) / 2 ** 20).toFixed(1)} MiB)`;

/** `read` summed over a process and its descendants; a process that ends meanwhile counts nothing. */
function sumOverTree(pid: number, read: (member: number) => number): number {
  let sum = 0;
  for (const member of processTree(pid)) {
    try {
      sum += read(member);
    } catch {
      // ended between the listing and the read
    }
  }
  return sum;
}

/** The summed RSS of the tree (MiB). */
const treeRss = (pid: number) => sumOverTree(pid, rssMiB);
/** The CPU time the tree has used so far (ms). */
const treeCpu = (pid: number) => sumOverTree(pid, cpuMs);

/** Runs `work` while sampling the tree's RSS; returns the highest sample. */
async function peakDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = treeRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), SAMPLE_EVERY_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, treeRss(pid));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

interface Memory {
  idle: number;
  peak: number;
  after: number;
  /** CPU time per request of the load, warm-up included (ms): what a memory setting costs. */
  cpuPerRun: number;
}

async function measure(started: StartedProcess, url: string, headers: Record<string, string>, seconds: number): Promise<Memory> {
  const pid = started.child.pid!;
  await settle();
  const idle = treeRss(pid);
  const cpuBefore = treeCpu(pid);
  let requests = 0;
  const peak = await peakDuring(pid, async () => {
    ({ requests } = await load(url, headers, seconds, { body: RUN_BODY, connections: CONNECTIONS, warmUpRequests: 200 }));
  });
  const cpuPerRun = (treeCpu(pid) - cpuBefore) / requests;
  await settle();
  return { idle, peak, after: treeRss(pid), cpuPerRun };
}

async function measureOurs(seconds: number): Promise<Memory & { processes: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-memory-'));
  const llm = await startLlmTestServer({ apiKey: MODEL_KEY });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', FETCH_ALLOWED_HOSTS: '127.0.0.1' };
  try {
    const started = await spawnUntilHealthy('npm', ['start'], { cwd: root, env, healthUrl: `${base}/health` });
    try {
      const flows = await prepareFlows(base, llm);
      // The test server keeps every request it answers; cleared each second so that its memory,
      // in this process, does not grow with the load.
      const clear = setInterval(() => llm.reset(), 1000);
      try {
        const memory = await measure(started, flows.model, flows.headers, seconds);
        return { ...memory, processes: processTree(started.child.pid!).length };
      } finally {
        clearInterval(clear);
      }
    } finally {
      await started.stop();
    }
  } finally {
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureBaseline(seconds: number): Promise<Memory> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = await startUntilHealthy(baselineEntry, { PORT: String(port), HOST: '127.0.0.1' }, `${base}/health`);
  try {
    return await measure(started, `${base}/api/v1/run/00000000-0000-4000-8000-000000000000`, { 'content-type': 'application/json' }, seconds);
  } finally {
    await started.stop();
  }
}

export async function run(iterations: number): Promise<Row[]> {
  const seconds = iterations * SECONDS_PER_ITERATION;
  const ours = await measureOurs(seconds);
  const bare = await measureBaseline(seconds);
  const tree = `whole \`npm start\` tree (${ours.processes} processes)`;
  const rows: Row[] = [
    { metric: `peak memory (RSS) under load, ${tree}`, ours: ours.peak, baseline: bare.peak, unit: 'MiB', goal: goalText(GOALS.peak) },
    { metric: `idle memory (RSS) before the load, ${tree}`, ours: ours.idle, baseline: bare.idle, unit: 'MiB', goal: goalText(GOALS.idle) },
    { metric: `memory (RSS) ${SETTLE_MS / 1000} s after the load, ${tree}`, ours: ours.after, baseline: bare.after, unit: 'MiB' },
    { metric: `CPU time per run during the load (warm-up included), ${tree}`, ours: ours.cpuPerRun, baseline: bare.cpuPerRun, unit: 'ms' },
  ];
  printRows(`Memory, run API model flow at ${CONNECTIONS} connections for ${seconds} s`, 'bare Fastify run route, started alone', rows);
  return rows;
}
