// The real entry point as a child process: start-up output, the one-time password banner,
// a bad configuration, and a clean stop on SIGTERM with a request in flight; a queue-mode worker process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { serverPackageDir } from '../src/config/packageInfo';
import { environmentVariables } from '../src/config/environment';
import { dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix } from '../src/testing';
import { postForm } from './helpers';

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  // The caller's configuration must not leak into the child.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in environmentVariables)));
  const child = spawn(process.execPath, ['--conditions=@app/source', '--import', './scripts/register-source.mjs', 'src/main.ts'], {
    cwd: serverPackageDir,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const started = spawnServer(env);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const match = /Server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(started.output());
    if (match) return { ...started, url: match[1] };
    if (started.child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

const withRedis = await redisUnderTest();

describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-process-'));
  const running: ChildProcess[] = [];
  afterEach(() => {
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a generated password once, and stops cleanly on SIGTERM with a request in flight', async () => {
    const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    running.push(first.child);
    expect(occurrences(first.output(), 'Server listening on')).toBe(1);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeDefined();
    expect(occurrences(first.output(), password!)).toBe(1);

    // A login (scrypt, ~100 ms) is running when the signal arrives; it must still be answered. The
    // signal waits for the server's log of the request: before that, on a busy machine, the request
    // may not have reached it, and one arriving after the signal is refused (503) by design.
    const inFlight = postForm(`${first.url}/api/v1/login`, { username: 'admin', password: password! });
    await expect.poll(() => /"msg":"incoming request"[^\n]*\/api\/v1\/login|\/api\/v1\/login[^\n]*"msg":"incoming request"/.test(first.output()), { timeout: 30_000, interval: 5 }).toBe(true);
    first.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(0);
    expect(await first.exit).toBe(0);
    await expect(fetch(`${first.url}/health`)).rejects.toThrow();

    const second = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    running.push(second.child);
    expect(second.output()).not.toContain('password:');
    const relogin = await postForm(`${second.url}/api/v1/login`, { username: 'admin', password: password! });
    expect(((await relogin.json()) as { code: number }).code).toBe(0);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
    expect(second.output()).not.toContain(password!);
  });

  it('refuses to start with a bad variable and names it', async () => {
    const started = spawnServer({ DATA_DIR: dataDir, PORT: 'abc', REGISTRATION_MODE: 'sometimes' });
    running.push(started.child);
    expect(await started.exit).toBe(1);
    expect(started.output()).toContain('PORT must be a whole number (got "abc")');
    expect(started.output()).toContain('REGISTRATION_MODE must be one of open, approval, closed (got "sometimes")');
  });

  it.runIf(withRedis)('starts a queue-mode worker (ROLE=worker) without an HTTP listener, and stops it on SIGTERM', async () => {
    const prefix = testQueuePrefix();
    const worker = spawnServer({ DATA_DIR: dataDir, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ROLE: 'worker', WORKER_CONCURRENCY: '2' });
    running.push(worker.child);
    const deadline = Date.now() + 30_000;
    while (!worker.output().includes('Worker running') && worker.child.exitCode === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(worker.output()).toContain('Worker running (2 jobs at a time)');
    expect(worker.output()).not.toContain('Server listening');
    worker.child.kill('SIGTERM');
    expect(await worker.exit).toBe(0);
    await dropRedisPrefix(prefix);
  });

  it('refuses ROLE=api or ROLE=worker without REDIS_URL', async () => {
    const started = spawnServer({ DATA_DIR: dataDir, ROLE: 'api' });
    running.push(started.child);
    expect(await started.exit).toBe(1);
    expect(started.output()).toContain('ROLE=api needs REDIS_URL');
  });
});
