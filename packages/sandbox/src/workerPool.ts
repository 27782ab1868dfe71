// The host side of the sandbox workers: starts them on demand, hands each task to the least busy
// one, routes the guest's notes and requests to the task's handlers, and cancels through shared
// memory so even a guest that spins is stopped. A worker that dies takes only its own tasks down
// (they fail with CRASHED); the next task starts a fresh one.
import { Worker } from 'node:worker_threads';
import { isSandboxErrorCode, SandboxError, sandboxError, sandboxMessages } from './errors';
import type { HostMessage, NoticeMethod, RequestMethod, SandboxWorkerData, TaskFailure, TaskKind, TaskLimits, WorkerMessage } from './protocol';

/**
 * The worker's entry beside this module: the TypeScript source when this runs from source (Node
 * strips the types itself), the built file when it runs from a bundle (the package's dist, or an
 * application that bundles it and emits `sandboxWorker.js` beside its own output).
 */
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './sandboxWorker.ts' : './sandboxWorker.js', import.meta.url);
/** V8 heap of one worker (JSON crossing to and from QuickJS); QuickJS's own heap is limited per task. */
const WORKER_HEAP_MB = 512;
/**
 * QuickJS checks its deadline between operations, and one built-in call (filling a huge sparse
 * array) can run far past it. A task still busy this long after its deadline takes its worker down.
 */
const HARD_STOP_GRACE_MS = 2_000;

export interface TaskHandlers {
  notice(method: NoticeMethod, payload: string): void;
  /** Answers a request with JSON text, or rejects with an Error whose message the guest sees. */
  request(method: RequestMethod, payload: string): Promise<string>;
}

export interface TaskRequest {
  task: TaskKind;
  code: string;
  modulePath: string;
  payload: string;
  limits: TaskLimits;
}

interface PendingTask {
  handlers: TaskHandlers;
  resolve(value: string): void;
  reject(error: Error): void;
}

interface PooledWorker {
  worker: Worker;
  tasks: Map<number, PendingTask>;
}

/** The host's error for a failed task: the guest's own error keeps its traceback, a worker's breakage its cause. */
export function errorOf(failure: TaskFailure): SandboxError {
  if (failure.code === null) return new SandboxError('COMPONENT_FAILED', failure.message, { userTraceback: failure.stack });
  const cause = failure.detail === undefined ? undefined : new Error(failure.detail);
  if (!isSandboxErrorCode(failure.code)) return new SandboxError('CRASHED', sandboxMessages.CRASHED(), { cause });
  return new SandboxError(failure.code, failure.message, { cause });
}

export class WorkerPool {
  readonly #size: number;
  readonly #workerData: SandboxWorkerData;
  readonly #workers: PooledWorker[] = [];
  #nextTaskId = 1;
  #closed = false;

  constructor(options: { size: number; modules: Readonly<Record<string, string>> }) {
    this.#size = Math.max(1, options.size);
    this.#workerData = { modules: options.modules };
  }

  run(request: TaskRequest, handlers: TaskHandlers, signal?: AbortSignal): Promise<string> {
    if (this.#closed) return Promise.reject(sandboxError('CLOSED'));
    if (signal?.aborted) return Promise.reject(sandboxError('CANCELLED'));
    const pooled = this.#leastBusy();
    const id = this.#nextTaskId++;
    const abort = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const onAbort = () => {
      Atomics.store(new Int32Array(abort), 0, 1);
      this.#post(pooled, { kind: 'cancel', id });
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    let hardStop: NodeJS.Timeout | undefined;
    return new Promise<string>((resolve, reject) => {
      pooled.tasks.set(id, { handlers, resolve, reject });
      pooled.worker.ref();
      this.#post(pooled, { kind: 'task', id, ...request, abort });
      hardStop = setTimeout(() => {
        pooled.tasks.delete(id);
        reject(sandboxError('TIMEOUT', { seconds: request.limits.timeoutMs / 1000 }));
        this.#lose(pooled);
        void pooled.worker.terminate();
      }, request.limits.timeoutMs + HARD_STOP_GRACE_MS);
    }).finally(() => {
      clearTimeout(hardStop);
      signal?.removeEventListener('abort', onAbort);
    });
  }

  #leastBusy(): PooledWorker {
    const idle = this.#workers.find((pooled) => pooled.tasks.size === 0);
    if (idle) return idle;
    if (this.#workers.length < this.#size) return this.#start();
    return this.#workers.reduce((best, pooled) => (pooled.tasks.size < best.tasks.size ? pooled : best));
  }

  #start(): PooledWorker {
    // No inherited flags or loaders: the worker needs none, and the host's may not fit a worker.
    const worker = new Worker(WORKER_URL, { workerData: this.#workerData, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const pooled: PooledWorker = { worker, tasks: new Map() };
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.#receive(pooled, message));
    worker.on('error', (error) => this.#lose(pooled, error));
    worker.on('exit', () => this.#lose(pooled));
    this.#workers.push(pooled);
    return pooled;
  }

  #post(pooled: PooledWorker, message: HostMessage): void {
    pooled.worker.postMessage(message);
  }

  #receive(pooled: PooledWorker, message: WorkerMessage): void {
    const task = pooled.tasks.get(message.id);
    if (!task) return;
    switch (message.kind) {
      case 'done':
        pooled.tasks.delete(message.id);
        if (pooled.tasks.size === 0) pooled.worker.unref();
        if (message.ok) task.resolve(message.value);
        else task.reject(errorOf(message.failure));
        // A worker whose QuickJS broke exits next: it gets no new task meanwhile.
        if (!message.ok && message.failure.code === 'CRASHED') this.#retire(pooled);
        break;
      case 'notice':
        try {
          task.handlers.notice(message.method, message.payload);
        } catch {
          // A malformed note from the guest is dropped; the guest cannot make the host fail.
        }
        break;
      case 'request':
        Promise.resolve()
          .then(() => task.handlers.request(message.method, message.payload))
          .then(
          (value) => this.#post(pooled, { kind: 'reply', id: message.id, requestId: message.requestId, ok: true, value }),
          (error: unknown) =>
            this.#post(pooled, { kind: 'reply', id: message.id, requestId: message.requestId, ok: false, message: error instanceof Error ? error.message : String(error) }),
        );
        break;
    }
  }

  #retire(pooled: PooledWorker): void {
    const index = this.#workers.indexOf(pooled);
    if (index !== -1) this.#workers.splice(index, 1);
  }

  /** Takes a worker out of service (it died, or is being stopped); its open tasks fail. */
  #lose(pooled: PooledWorker, cause?: Error): void {
    this.#retire(pooled);
    // The cause goes to the server's log with the error; the component's user sees the message.
    const error = this.#closed ? sandboxError('CLOSED') : new SandboxError('CRASHED', sandboxMessages.CRASHED(), { cause });
    for (const task of pooled.tasks.values()) task.reject(error);
    pooled.tasks.clear();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const workers = this.#workers.splice(0);
    await Promise.all(
      workers.map(async (pooled) => {
        for (const task of pooled.tasks.values()) task.reject(sandboxError('CLOSED'));
        pooled.tasks.clear();
        await pooled.worker.terminate();
      }),
    );
  }
}
