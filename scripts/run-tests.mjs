#!/usr/bin/env node
// `npm test` after bootstrap: lint, typecheck, every package's tests through turbo, the server's
// suites once more in queue mode, then one summary line summed from the vitest JSON reports
// (test-results/*.json) so CI can read the outcome.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const step = (name, cmd, args, env = {}) => {
  process.stderr.write(`\n[test] ${name}\n`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  return result.status ?? 1;
};

/** Whether Redis answers a PING at 127.0.0.1:6379 within two seconds (where the server's tests look for it). */
const redisAnswers = () =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });

const failures = [];
if (step('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']) !== 0) failures.push('lint');
if (step('typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']) !== 0) failures.push('typecheck');
const filter = process.argv.slice(2).flatMap((f) => ['--filter', f]);
if (step('tests', 'pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=2', '--continue', ...filter]) !== 0) failures.push('tests');

// Every test server of the server's suites over Redis (TEST_QUEUE_MODE, apps/server/src/testing.ts),
// two files at a time, since each server has its own database and key prefix. Required in CI, as
// the other Redis tests are; a local run without Redis skips it with a notice.
const serverSelected = filter.length === 0 || process.argv.slice(2).some((f) => f.includes('server'));
if (serverSelected && (process.env.CI === 'true' || (await redisAnswers()))) {
  const report = `--outputFile.json=${join(reports, 'app-server-queue-mode.json')}`;
  const args = ['--filter', '@app/server', 'exec', 'vitest', 'run', '--fileParallelism', '--maxWorkers=2', report];
  if (step('server tests in queue mode', 'pnpm', args, { TEST_QUEUE_MODE: 'true' }) !== 0) failures.push('server tests in queue mode');
} else if (serverSelected) {
  process.stderr.write('\n[test] Redis not reachable at 127.0.0.1:6379 — server tests in queue mode skipped\n');
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(reports) ? readdirSync(reports) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const suiteFailures = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0);
  failed += suiteFailures.length;
}
if (failures.length > 0) process.stdout.write(`\nfailed steps: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failures.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
