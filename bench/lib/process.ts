// Helpers to start a server process, wait until it answers, and read its memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface StartedProcess {
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Spawns `node <entry>` and polls `healthUrl` until it answers 200 with every value "ok". */
export async function startUntilHealthy(entry: string, env: Record<string, string>, healthUrl: string, timeoutMs = 120_000): Promise<StartedProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${entry} was not healthy within ${timeoutMs} ms:\n${output}`);
    }
    try {
      const response = await fetch(healthUrl);
      if (response.ok) {
        const body = (await response.json()) as Record<string, unknown>;
        if (Object.values(body).every((value) => value === 'ok')) break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    readyMs,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Spawns `node <entry>` that serves no HTTP (a queue-mode worker) and waits until its output shows `ready`. */
export async function startUntilOutput(entry: string, env: Record<string, string>, ready: string, timeoutMs = 120_000): Promise<StartedProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not print "${ready}" within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(ready)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    readyMs: performance.now() - started,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident set size of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) / 1024;
}
