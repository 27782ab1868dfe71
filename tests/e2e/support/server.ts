// Starts the built server (apps/server/dist) as a child process on a free port with a throw-away
// data directory, and waits for its "Server listening on" line.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embedDist, serverMain, webDist } from './paths';

export interface StartServerOptions {
  adminUsername?: string;
  adminPassword?: string;
  /** Extra environment variables (HELP_URL, REGISTRATION_MODE, …). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

export interface RunningServer {
  /** Origin of the server, e.g. http://127.0.0.1:41234. */
  url: string;
  dataDir: string;
  adminUsername: string;
  adminPassword: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export const DEFAULT_ADMIN_PASSWORD = 'E2e-Admin#2025';

const LISTENING = /Server listening on (https?:\/\/\S+)/;

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  for (const [what, path] of [['server build', serverMain], ['web build', webDist], ['embed build', embedDist]]) {
    if (!existsSync(path)) throw new Error(`The ${what} is missing at ${path}; build @app/server, @app/web and @app/embed first.`);
  }
  const adminUsername = options.adminUsername ?? 'admin';
  const adminPassword = options.adminPassword ?? DEFAULT_ADMIN_PASSWORD;
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      WEB_DIST_DIR: webDist,
      EMBED_DIST_DIR: embedDist,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), options.startTimeoutMs ?? 30_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = LISTENING.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1].replace(/\/$/, ''));
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The server exited with code ${code} before it listened:\n${output}`));
      });
    });
    return { url, dataDir, adminUsername, adminPassword, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
