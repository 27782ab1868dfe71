// Helpers to start a server process, wait until it answers, and read its memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverCommand } from '../../apps/server/runtime.mjs';

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
  return spawnUntilHealthy(process.execPath, [entry], { env, healthUrl, timeoutMs });
}

/**
 * Starts the built platform server as `npm start`, `pnpm start` and the Docker image do: with the
 * V8 flags and malloc settings of apps/server/runtime.mjs, so that what is measured is what runs.
 */
export async function startServerUntilHealthy(env: Record<string, string>, healthUrl: string, timeoutMs = 120_000): Promise<StartedProcess> {
  const { argv, env: serverEnv } = serverCommand(process.execPath, env, []);
  return spawnUntilHealthy(argv[0]!, argv.slice(1), { env: serverEnv, healthUrl, timeoutMs });
}

/** The first administrator's password on the servers startFreshServer starts. */
export const ADMIN_PASSWORD = 'Bench-Passw0rd';

export interface FreshServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/** The built server (startServerUntilHealthy) on a new data directory and a free port, quiet but for warnings. */
export async function startFreshServer(name: string, env: Record<string, string> = {}): Promise<FreshServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServerUntilHealthy({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env }, `${base}/health`);
  return {
    base,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface SpawnUntilHealthy {
  env: Record<string, string>;
  healthUrl: string;
  timeoutMs?: number;
  cwd?: string;
}

/** Spawns `command` and polls `healthUrl` until it answers 200 with every value "ok". */
export async function spawnUntilHealthy(command: string, args: string[], { env, healthUrl, timeoutMs = 120_000, cwd }: SpawnUntilHealthy): Promise<StartedProcess> {
  const commandLine = [command, ...args].join(' ');
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${commandLine} exited with ${child.exitCode}:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${commandLine} was not healthy within ${timeoutMs} ms:\n${output}`);
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

/** The process and all its descendants, from /proc. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
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

/** CPU time (user and system, all threads) a process has used so far, in ms, from /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, which /proc reports CPU times in (100 on every architecture Node supports). */
const CLOCK_TICKS_PER_SECOND = 100;
