// How the built server's process is started, in one place for `npm start` (scripts/bootstrap.mjs),
// `pnpm start` and the Docker image (both start.mjs): V8's heap sizes and glibc's malloc settings,
// which keep its resident memory near what it uses (issue 19). Plain JavaScript without
// dependencies: the bootstrap imports it before anything is installed or built.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'dist', 'main.js');

/**
 * V8 sizes the heap by the machine's memory: up to 2 x 64 MiB of young generation, and an old
 * generation let grow to 4x its live size when the limit is several GiB. A 4 MiB young generation
 * (a run's garbage is short-lived: 16 MiB held 16 MiB more at peak, 8 MiB held 7 MiB more at idle,
 * neither for measurable CPU per run) and a 1 GiB limit (a 4 GiB machine's default; documents are
 * parsed in compute processes of their own) keep the resident memory near the live heap under
 * load. The old generation is collected again at 1.3x its live size (V8's own choice was about
 * 1.5x here): 7-10 MiB less peak RSS under the run API, for twice the few full collections (under
 * 1% of the server's CPU there). Functions are optimized on the main thread: compiled on
 * background threads, which the server's own work starves under load, hundreds of Maglev jobs
 * waited at once, holding 25-80 MiB of compiler memory that glibc kept resident afterwards;
 * compiled in place, about 25 MiB less peak RSS under the run API and no more CPU per run (the
 * machine's two cores no longer shared with compiler threads). Command-line flags, since
 * NODE_OPTIONS refuses --heap-growing-percent and --no-concurrent-recompilation.
 */
export const V8_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=1024', '--heap-growing-percent=30', '--no-concurrent-recompilation'];

/**
 * glibc gives each thread that allocates an arena of its own (up to 8 per core) and keeps their
 * freed pages; two arenas hold the resident memory under load lower. glibc also raises its mmap
 * threshold to the largest block freed (up to 32 MiB), after which blocks of 16-64 KiB freed amid
 * live ones stay resident (about 20 MiB under the run API); fixed at 16 KiB they are unmapped when
 * freed: about 10 MiB less at peak, 5 at idle, same CPU per run. Read by glibc when the process
 * starts, so they are set in the environment of the server's process.
 */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '16384' };

/**
 * The server's command line and environment, from the Node at `execPath` and the environment
 * `env`: a flag that NODE_OPTIONS names, or a malloc variable `env` sets, is the operator's choice.
 */
export function serverCommand(execPath, env, args) {
  const nodeOptions = env.NODE_OPTIONS ?? '';
  const flags = V8_FLAGS.filter((flag) => !nodeOptions.includes(flag.split('=')[0]));
  return { argv: [execPath, ...flags, SERVER_ENTRY, ...args], env: { ...MALLOC_ENV, ...env } };
}

/**
 * Runs the server in this process's place (Node 22.15 and later): nothing stays resident beside it,
 * and the signals meant for this process (npm's, or a container's stop as PID 1) reach it. Older
 * Nodes wait for it as a child and exit with its status.
 */
export function execServer(execPath, env, args) {
  const { argv, env: serverEnv } = serverCommand(execPath, env, args);
  if (typeof process.execve === 'function') process.execve(execPath, argv, serverEnv);
  const result = spawnSync(execPath, argv.slice(1), { stdio: 'inherit', env: serverEnv });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}
