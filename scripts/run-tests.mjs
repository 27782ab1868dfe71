#!/usr/bin/env node
// `npm test` after bootstrap: lint, typecheck, every package's tests through turbo, then one summary
// line summed from the vitest JSON reports (test-results/*.json) so CI can read the outcome.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const step = (name, cmd, args) => {
  process.stderr.write(`\n[test] ${name}\n`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  return result.status ?? 1;
};

const failures = [];
if (step('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']) !== 0) failures.push('lint');
if (step('typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']) !== 0) failures.push('typecheck');
const filter = process.argv.slice(2).flatMap((f) => ['--filter', f]);
if (step('tests', 'pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=2', '--continue', ...filter]) !== 0) failures.push('tests');

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
