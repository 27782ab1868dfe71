// The components' compute service (ComputeService of @app/engine): child processes, started when
// first needed and ended when idle, that run the component library's heavy tasks (document
// parsing, splitting, filtering and matching of large inputs) away from the event loop that
// answers requests. Processes rather than threads: V8 ends a whole process when a parse outgrows
// its heap (a worker thread's heap limit does not stop JSON.parse in time), so a hostile input
// may only take its own compute process down. A task whose build is cancelled or runs out of time
// takes its process with it, however long the work would still have run.
import { fileURLToPath } from 'node:url';
import type { ComputeService } from '@app/engine';
import type { Logger } from 'pino';
import type Tinypool from 'tinypool';
import type { ComputeConfig } from '../config/appConfig';

const fromSource = import.meta.url.endsWith('.ts');
/** The process's entry beside this module: the TypeScript source in tests, the bundle's file otherwise. */
const WORKER_FILE = fileURLToPath(new URL(fromSource ? '../computeWorker.ts' : './computeWorker.js', import.meta.url));
/**
 * From source, the process resolves workspace packages to their TypeScript (as the tests do) and
 * adds the file extensions our imports leave out.
 */
const SOURCE_EXEC_ARGV = ['--conditions=@app/source', '--import', new URL('../../scripts/register-source.mjs', import.meta.url).href];
/** An idle process is ended after this long; the next task starts a new one. */
const IDLE_TIMEOUT_MS = 60_000;

export interface ComputePool extends ComputeService {
  close(): Promise<void>;
}

export const computeMessages = {
  STOPPED: (p: { mb: number }) =>
    `Processing this input stopped: it needed more memory than a compute process may use (COMPUTE_MEMORY_MB = ${p.mb}). Use a smaller input, or ask an administrator to raise the limit.`,
} as const;

export function createComputePool(config: ComputeConfig, logger: Logger): ComputePool {
  // Tinypool loads with the first task (a document to parse), not with every start (issue 19).
  let pool: Promise<Tinypool> | undefined;
  const started = () =>
    (pool ??= import('tinypool').then(
      ({ default: Pool }) =>
        new Pool({
          runtime: 'child_process',
          filename: WORKER_FILE,
          minThreads: 0,
          maxThreads: config.workers,
          idleTimeout: IDLE_TIMEOUT_MS,
          // Structured clone over the pipe: bytes stay bytes, Data stays Data.
          serialization: 'advanced',
          execArgv: [`--max-old-space-size=${config.memoryMb}`, ...(fromSource ? SOURCE_EXEC_ARGV : [])],
        }),
    ));
  return {
    async run<T>(task: string, input: unknown, { signal }: { signal: AbortSignal }): Promise<T> {
      try {
        return (await (await started()).run({ task, input }, { signal })) as T;
      } catch (error) {
        // The build's own reason (cancelled, out of time) says more than the pool's AbortError.
        if (signal.aborted) throw signal.reason;
        logger.error({ err: error, task }, 'compute task failed');
        throw new Error(computeMessages.STOPPED({ mb: config.memoryMb }), { cause: error });
      }
    },
    close: async () => {
      if (pool) await (await pool).destroy();
    },
  };
}
