// Cold start to a healthy /health and idle memory: the platform server next to a bare Fastify app,
// both started as fresh processes in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, rssMiB, startUntilHealthy } from './lib/process.ts';
import { median, printRows, type Row } from './lib/report.ts';

const root = join(import.meta.dirname, '..');
const serverEntry = join(root, 'apps', 'server', 'dist', 'main.js');
const baselineEntry = join(import.meta.dirname, 'baselines', 'bare-fastify.mjs');
const IDLE_SETTLE_MS = 1000;

async function measure(entry: string, env: Record<string, string>): Promise<{ readyMs: number; rss: number }> {
  const port = await freePort();
  const started = await startUntilHealthy(entry, { ...env, PORT: String(port), HOST: '127.0.0.1' }, `http://127.0.0.1:${port}/health`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const rss = rssMiB(started.child.pid!);
  await started.stop();
  return { readyMs: started.readyMs, rss };
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
  const rows: Row[] = [
    { metric: 'cold start to healthy /health', ours: median(ours.map((m) => m.readyMs)), baseline: median(bare.map((m) => m.readyMs)), unit: 'ms' },
    { metric: 'idle memory (RSS)', ours: median(ours.map((m) => m.rss)), baseline: median(bare.map((m) => m.rss)), unit: 'MiB' },
  ];
  printRows(`Server start-up, median of ${iterations}`, 'bare Fastify', rows);
  return rows;
}
