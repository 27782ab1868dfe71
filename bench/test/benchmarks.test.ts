// Keeps the benchmarks running: each one is executed once in quick mode and must print its ratios.
// Nothing here depends on how fast anything is.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

test('every benchmark runs and prints ratios against its baseline', () => {
  const result = spawnSync(process.execPath, [join(import.meta.dirname, '..', 'run.ts')], {
    env: { ...process.env, BENCH_QUICK: '1' },
    encoding: 'utf8',
    timeout: 400_000,
  });
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/cold start to healthy \/health: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/sortGraph, 10000 nodes: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/event parser throughput .*: [\d.]+ MiB\/s vs [\d.]+ MiB\/s — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/idle memory \(RSS\): [\d.]+ MiB vs [\d.]+ MiB — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/run API throughput: [\d.]+ req\/s vs [\d.]+ req\/s — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/run API mean latency: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/time to interactive: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/frame time while dragging a node \(median\): [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/tokens rendered per second: [\d.]+ tokens\/s vs [\d.]+ tokens\/s — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/main-thread time per token: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/first token after the model’s first chunk: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
}, 420_000);
