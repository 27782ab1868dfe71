// The Python REPL's runner (PythonRunner of @app/components): one worker thread with Pyodide
// (pythonWorker.ts), started with the first code, kept warm for the next and ended after a minute
// idle, so a server that runs no Python never loads it. Code runs one piece at a time; code that
// runs out of time or whose build is cancelled takes the worker with it, and the next starts anew.
// A worker serves one owner: code can change the interpreter's modules for the code after it, so
// another owner's code gets a fresh interpreter rather than one a stranger has prepared.
import { Worker } from 'node:worker_threads';
import type { PythonOutcome, PythonRunner } from '@app/components';
import type { PythonReady, PythonRequest, PythonResult } from '../pythonWorker';

const fromSource = import.meta.url.endsWith('.ts');
/** The worker's entry beside this module: the TypeScript source in tests, the bundle's file otherwise. */
const WORKER_URL = new URL(fromSource ? '../pythonWorker.ts' : './pythonWorker.js', import.meta.url);

export interface PythonRunnerOptions {
  /** The interpreter's WebAssembly memory, in MB. */
  memoryMb?: number;
  /** How long an idle worker is kept warm, in ms. */
  idleMs?: number;
}

export interface PythonRunnerPool {
  /** The runner for one owner's flows. */
  forOwner(ownerId: string): PythonRunner;
  /** Whether a worker is running (loaded, or loading): none before the first code and after the idle time. */
  isWarm(): boolean;
  close(): Promise<void>;
}

interface Running {
  /** Whose code this interpreter has run. */
  owner: string;
  worker: Worker;
  /** Settles once Pyodide is loaded: the time limit counts the code, not the loading. */
  ready: Promise<void>;
  pending?: { id: number; settle: (outcome: PythonOutcome | Error) => void };
  idle?: NodeJS.Timeout;
}

export function createPythonRunner(options: PythonRunnerOptions = {}): PythonRunnerPool {
  const memoryMb = options.memoryMb ?? 256;
  const idleMs = options.idleMs ?? 60_000;
  let running: Running | undefined;
  let nextId = 0;
  // One piece of code at a time: the worker's interpreter runs one.
  let queue: Promise<unknown> = Promise.resolve();

  const stop = (stopped: Running) => {
    clearTimeout(stopped.idle);
    if (running === stopped) running = undefined;
    void stopped.worker.terminate();
  };

  function start(owner: string): Running {
    // No environment (the server's secrets), and a JavaScript heap for Pyodide's loader only.
    const worker = new Worker(WORKER_URL, { workerData: { memoryMb }, env: {}, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 128 } });
    let loaded: (failure?: Error) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      loaded = (failure) => (failure ? reject(failure) : resolve());
    });
    const started: Running = { owner, worker, ready };
    const lose = (error: Error) => {
      loaded(error);
      started.pending?.settle(error);
      stop(started);
    };
    worker.on('message', (result: PythonResult | PythonReady) => {
      if ('ready' in result) return loaded();
      if (started.pending?.id !== result.id) return;
      const { settle } = started.pending;
      started.pending = undefined;
      const { id: _id, ...outcome } = result;
      settle(outcome);
    });
    worker.on('error', lose);
    worker.on('exit', () => lose(new Error('the Python worker stopped')));
    worker.unref();
    return started;
  }

  async function runOnce(owner: string, code: string, imports: readonly string[], timeoutMs: number, signal: AbortSignal): Promise<PythonOutcome> {
    signal.throwIfAborted();
    if (running && running.owner !== owner) stop(running);
    const current = (running ??= start(owner));
    clearTimeout(current.idle);
    await current.ready;
    signal.throwIfAborted();
    const id = ++nextId;
    return new Promise<PythonOutcome>((resolve, reject) => {
      const finish = (outcome: PythonOutcome | Error) => {
        clearTimeout(deadline);
        signal.removeEventListener('abort', abort);
        current.pending = undefined;
        if (running === current) current.idle = setTimeout(() => stop(current), idleMs).unref();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      // Python cannot be interrupted inside the worker: the worker itself is ended.
      const deadline = setTimeout(() => {
        stop(current);
        finish({ kind: 'timeout' });
      }, timeoutMs);
      const abort = () => {
        stop(current);
        finish(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal.addEventListener('abort', abort, { once: true });
      current.pending = { id, settle: finish };
      current.worker.postMessage({ id, code, imports: [...imports] } satisfies PythonRequest);
    });
  }

  return {
    isWarm: () => running !== undefined,
    forOwner: (owner) => ({
      run(code, { imports, timeoutMs, signal }) {
        const result = queue.then(() => runOnce(owner, code, imports, timeoutMs, signal));
        queue = result.catch(() => undefined);
        return result;
      },
    }),
    async close() {
      if (running) stop(running);
    },
  };
}
