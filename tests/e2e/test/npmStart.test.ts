// `npm start` from the repository root, as the README has it: once the server answers, npm and the
// server are the only processes left (the shell and the bootstrap exec into it), and SIGTERM to npm
// reaches the server, which stops cleanly. The build it starts with is a cache replay here. The
// Docker image's command starts the server with the same runtime settings.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../support/paths';

const LISTENING = /Server listening on (https?:\/\/\S+)/;

/** The direct children of `pid`, with their command lines, from /proc. */
function childrenOf(pid: number): Array<{ pid: number; command: string }> {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) return [];
        return [{ pid: Number(name), command: readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ') }];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/** The server's V8 flags (its command line before the entry) and glibc malloc variables, from /proc. */
function runtimeSettings(pid: number): { flags: string[]; malloc: string[] } {
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const entry = command.findIndex((arg) => arg.endsWith('apps/server/dist/main.js'));
  const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return { flags: command.slice(1, entry), malloc: environment.filter((entry) => entry.startsWith('MALLOC_')).sort() };
}

/**
 * The heap is bounded (issue 19): V8's defaults scale with the machine's memory; functions are
 * optimized on the main thread, whose compiler jobs do not pile up waiting for a busy core. So are
 * glibc's per-thread malloc arenas, and its mmap threshold, which otherwise grows with the largest
 * block freed (unless the environment already chose them).
 */
const SETTINGS = {
  flags: ['--max-semi-space-size=4', '--max-old-space-size=1024', '--heap-growing-percent=30', '--no-concurrent-recompilation'],
  malloc: [`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 2}`, `MALLOC_MMAP_THRESHOLD_=${process.env.MALLOC_MMAP_THRESHOLD_ ?? 16384}`],
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts `command` in the repository on a fresh port and `dataDir`, collecting its output. */
function startCollecting(command: string, args: string[], dataDir: string) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: 'E2e-Admin#2025', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

it('leaves npm and the server alone, and stops the server cleanly on SIGTERM to npm', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-npm-start-'));
  const { child: npm, exited, output } = startCollecting('npm', ['start'], dataDir);
  try {
    await expect.poll(() => LISTENING.exec(output())?.[1], { timeout: 240_000, interval: 100 }).toBeTruthy();
    const url = LISTENING.exec(output())![1]!;
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const children = childrenOf(npm.pid!);
    expect(children.map((child) => child.command)).toEqual([expect.stringMatching(/apps\/server\/dist\/main\.js/)]);
    const server = children[0]!.pid;
    expect(runtimeSettings(server)).toEqual(SETTINGS);
    expect(childrenOf(server)).toEqual([]);

    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(server)).toBe(false);
    expect(output()).toContain('stopping: finishing in-flight requests');
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 300_000);

it("starts the server with npm start's settings by the Docker image's command, in that command's place", async () => {
  const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
  const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  expect(command[0]).toBe('node');
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-image-command-'));
  // The image's WORKDIR holds the repository (COPY . .).
  const { child: server, exited, output } = startCollecting(process.execPath, command.slice(1), dataDir);
  try {
    await expect.poll(() => LISTENING.exec(output())?.[1], { timeout: 60_000, interval: 100 }).toBeTruthy();
    expect(runtimeSettings(server.pid!)).toEqual(SETTINGS);
    expect(childrenOf(server.pid!)).toEqual([]);
    // As PID 1 of a container, the process the stop signal reaches is the server itself.
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('stopping: finishing in-flight requests');
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);

it("keeps npm from checking for a newer npm, whose registry client it would hold while the server runs", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-npm-config-'));
  try {
    // A user configuration that says nothing: npm's default would check.
    const userConfig = join(dir, 'npmrc');
    writeFileSync(userConfig, '');
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.toLowerCase() !== 'npm_config_update_notifier'));
    const result = spawnSync('npm', ['config', 'get', 'update-notifier'], { cwd: repoRoot, env: { ...env, NPM_CONFIG_USERCONFIG: userConfig }, encoding: 'utf8' });
    expect(result.stdout.trim()).toBe('false');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
