// Cold start to a healthy /health and idle memory: the platform server next to a bare Fastify app,
// both started as fresh processes in the same run; and the idle memory of everything `npm start`
// keeps running (npm, and whatever it started: shell, bootstrap, server), summed over the tree.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MALLOC_ENV, V8_FLAGS } from '../apps/server/runtime.mjs';
import { freePort, processTree, rssMiB, spawnUntilHealthy } from './lib/process.ts';
import { median, printRows, type Row } from './lib/report.ts';

const root = join(import.meta.dirname, '..');
const serverEntry = join(root, 'apps', 'server', 'dist', 'main.js');
const baselineEntry = join(import.meta.dirname, 'baselines', 'bare-fastify.mjs');
const IDLE_SETTLE_MS = 1000;

/**
 * Both servers start the same way: Node with the V8 flags and malloc settings `npm start` gives
 * the platform server (apps/server/runtime.mjs), then the script; only the script differs.
 */
async function measure(entry: string, env: Record<string, string>): Promise<{ readyMs: number; rss: number }> {
  const port = await freePort();
  const listening = { ...MALLOC_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' };
  const started = await spawnUntilHealthy(process.execPath, [...V8_FLAGS, entry], { env: listening, healthUrl: `http://127.0.0.1:${port}/health` });
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const rss = rssMiB(started.child.pid!);
  await started.stop();
  return { readyMs: started.readyMs, rss };
}

/** Issue 19's goal for the idle memory of the whole `npm start` tree, in MiB. */
const NPM_START_IDLE_GOAL_MIB = 120;

/** `npm start` on an existing data dir (the build is a cache replay): the tree's summed RSS once idle, and its size. */
async function measureNpmStart(dataDir: string): Promise<{ rss: number; processes: number }> {
  const port = await freePort();
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench-Passw0rd', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1' };
  const started = await spawnUntilHealthy('npm', ['start'], { cwd: root, env, healthUrl: `http://127.0.0.1:${port}/health` });
  let tree: number[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    tree = processTree(started.child.pid!);
    return { rss: tree.reduce((sum, pid) => sum + rssMiB(pid), 0), processes: tree.length };
  } finally {
    await started.stop();
    // A tree whose server npm's SIGTERM does not reach (a shell or a bootstrap between them) would outlive it.
    for (const pid of tree.slice(1)) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already ended, as it should
      }
    }
  }
}

export async function run(iterations: number): Promise<Row[]> {
  const ours: Array<{ readyMs: number; rss: number }> = [];
  const bare: Array<{ readyMs: number; rss: number }> = [];
  for (let i = 0; i < iterations; i++) {
    // A new data dir each time: a true first start, migrations and administrator creation included.
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
    try {
      ours.push(await measure(serverEntry, { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench-Passw0rd', LOG_LEVEL: 'warn' }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    bare.push(await measure(baselineEntry, {}));
  }
  const npmStart: Array<{ rss: number; processes: number }> = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-npm-start-'));
  try {
    for (let i = 0; i < iterations; i++) npmStart.push(await measureNpmStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows: Row[] = [
    { metric: 'cold start to healthy /health', ours: median(ours.map((m) => m.readyMs)), baseline: median(bare.map((m) => m.readyMs)), unit: 'ms' },
    { metric: 'idle memory (RSS)', ours: median(ours.map((m) => m.rss)), baseline: median(bare.map((m) => m.rss)), unit: 'MiB' },
    {
      metric: `idle memory (RSS), whole \`npm start\` tree (${median(npmStart.map((m) => m.processes))} processes)`,
      ours: median(npmStart.map((m) => m.rss)),
      baseline: median(bare.map((m) => m.rss)),
      unit: 'MiB',
      goal: `<= ${NPM_START_IDLE_GOAL_MIB} MB`,
    },
  ];
  printRows(`Server start-up, median of ${iterations}`, 'bare Fastify', rows);
  return rows;
}
