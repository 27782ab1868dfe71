// Keeps the benchmarks running: each one is executed once in quick mode and must print its ratios.
// Nothing here depends on how fast anything is: the bound only catches a hung run (quick mode takes
// about 90 s on a quiet machine and over 400 s on a 2-core one at load 16).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const RUN_BOUND_MS = 30 * 60_000;

test('every benchmark runs and prints ratios against its baseline', () => {
  const result = spawnSync(process.execPath, [join(import.meta.dirname, '..', 'run.ts')], {
    env: { ...process.env, BENCH_QUICK: '1' },
    encoding: 'utf8',
    timeout: RUN_BOUND_MS,
  });
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.status, `signal ${result.signal}; ${result.stderr.slice(-2000)}`).toBe(0);
  expect(result.stdout).toMatch(/cold start to healthy \/health: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/sortGraph, 10000 nodes: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/event parser throughput .*: [\d.]+ MiB\/s vs [\d.]+ MiB\/s — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/idle memory \(RSS\): [\d.]+ MiB vs [\d.]+ MiB — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/peak memory \(RSS\) under load, whole `npm start` tree \(\d+ processes\): [\d.]+ MiB vs [\d.]+ MiB — ratio [\d.]+x — goal <= 250 MB/);
  expect(result.stdout).toMatch(/idle memory \(RSS\) before the load, whole `npm start` tree \(\d+ processes\): [\d.]+ MiB vs [\d.]+ MiB — ratio [\d.]+x — goal <= 120 MB/);
  expect(result.stdout).toMatch(/run API throughput: [\d.]+ req\/s vs [\d.]+ req\/s — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/run API mean latency: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/run API throughput, model flow, 10 connections: [\d.]+ req\/s vs [\d.]+ req\/s — ratio [\d.]+x — goal >= 0\.25x/);
  expect(result.stdout).toMatch(/run API latency p50, model flow, 1 connection: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x — goal/);
  expect(result.stdout).toMatch(/database growth per run, execution log full \(SQLite pages in use\): [\d.]+ KB vs 1\.0 KB — ratio [\d.]+x — goal <= 1 KB/);
  expect(result.stdout).toMatch(/database growth per run, model flow, execution log full \(SQLite pages in use\): [\d.]+ KB vs 1\.0 KB — ratio [\d.]+x — goal <= 1 KB/);
  expect(result.stdout).toMatch(/queue mode throughput, API \+ 2 workers: [\d.]+ req\/s vs [\d.]+ req\/s — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/latency added per run by the queue \(p50, API \+ 1 worker minus all-in-one\): -?[\d.]+ ms vs 3\.00 ms — ratio -?[\d.]+x — goal <= 3 ms/);
  expect(result.stdout).toMatch(/validateFlow \+ sortGraph, 10000 nodes: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x — goal <= 20 ms/);
  expect(result.stdout).toMatch(/validateFlow \+ sortGraph on one prepareGraph, 10000 nodes: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/time to interactive: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/frame time while dragging a node \(median\): [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/editor route \/flow\/\{id\}, 500 nodes: time until the nodes in view are shown: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x — goal <= 1\.5x/);
  expect(result.stdout).toMatch(/tokens rendered per second: [\d.]+ tokens\/s vs [\d.]+ tokens\/s — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/main-thread time per token: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/store list p99: [\d.]+ µs vs [\d.]+ µs — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/store search p50: [\d.]+ µs vs [\d.]+ µs — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/chat page first-load JavaScript, gzipped \(\d+ vs \d+ files\): [\d.]+ KiB vs [\d.]+ KiB — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/console first load, login page: KB of JS compressed \(\d+ files\): [\d.]+ kB vs [\d.]+ kB — ratio [\d.]+x — goal <= 150 KB/);
  expect(result.stdout).toMatch(/embed loader \/plugins\/embed\.js, gzipped \(vs its budget\): [\d.]+ kB vs 3\.0 kB — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/embed chat page first load, JS \+ CSS gzipped \(\d+ files, vs its budget\): [\d.]+ kB vs 90\.0 kB — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/chat widget over its peers with its markdown renderer, without maths and charts, gzipped \(vs the goal\): [\d.]+ kB vs 60\.0 kB — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/first token after the model’s first chunk: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/a later streamed token, model chunk -> client \(p50 of an answer’s later tokens\): [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x — goal <= 0\.5 ms/);
  expect(result.stdout).toMatch(/end of speech \(commit\) to first audio byte: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
  expect(result.stdout).toMatch(/\/health latency p99 while hostile flows run: [\d.]+ ms vs [\d.]+ ms — ratio [\d.]+x/);
}, RUN_BOUND_MS + 60_000);
