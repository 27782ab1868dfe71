// One QuickJS runtime for one task: limits, the module loader, the host bridge, and the loop that
// lets the guest's promises settle while the host answers its requests. Every task gets a fresh
// runtime, so nothing one run leaves behind reaches the next, and a runtime that hit a limit is
// simply thrown away.
import { randomUUID } from 'node:crypto';
import type { QuickJSContext, QuickJSDeferredPromise, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { sandboxMessages, type SandboxErrorCode } from '../errors.ts';
import type { NoticeMethod, RequestMethod, TaskFailure, TaskLimits } from '../protocol.ts';
import { moduleSource, normalizeModuleName, unresolvedSpecifier, type ModuleSources } from './moduleResolution.ts';

const NOTICE_METHODS: ReadonlySet<string> = new Set<NoticeMethod>(['log', 'debug', 'info', 'warn', 'error', 'addMessage', 'token', 'removeMessage']);
const REQUEST_METHODS: ReadonlySet<string> = new Set<RequestMethod>(['fetch', 'iterate']);
/** Room QuickJS gets beyond its limit to describe the error that stopped it. */
const ERROR_HEADROOM_BYTES = 1024 * 1024;
const MAX_STACK_TEXT = 4000;
const MAX_MESSAGE_TEXT = 4000;
/** A frame of the sandbox's own guest modules (its runner and bridge), which the user did not write. */
const SANDBOX_FRAME = /^\s*at .*\(sandbox:[^)]*\)$/;

/** A task failure on its way out of the worker. */
export class TaskFailed extends Error {
  readonly failure: TaskFailure;

  constructor(failure: TaskFailure) {
    super(failure.message);
    this.failure = failure;
  }
}

export function codedFailure(code: SandboxErrorCode, message: string): TaskFailed {
  return new TaskFailed({ code, name: 'SandboxError', message, stack: '' });
}

/**
 * A task's error as it leaves the worker. Anything but a task failure broke the worker itself (a
 * QuickJS assertion): the user gets CRASHED's text; QuickJS's own text and the worker's frames
 * travel as `detail`, for the host's log only.
 */
export function failureOf(error: unknown): TaskFailure {
  if (error instanceof TaskFailed) return error.failure;
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { code: 'CRASHED', name: 'SandboxError', message: sandboxMessages.CRASHED(), stack: '', detail };
}

export interface GuestHost {
  notice(method: NoticeMethod, payload: string): void;
  request(method: RequestMethod, payload: string): Promise<string>;
}

export interface TaskControl {
  /** Whether the host cancelled the task (read from shared memory, also while the guest spins). */
  aborted(): boolean;
  /** Set by the session: wakes it when the host cancels while the guest waits for an answer. */
  cancel?: () => void;
}

export interface SessionOptions {
  quickjs: QuickJSWASMModule;
  sources: ModuleSources;
  limits: TaskLimits;
  control: TaskControl;
  host: GuestHost;
  /** Only runs talk to the host; while compiling, notes are dropped. */
  forwardNotices: boolean;
  /** Validation collects refused imports instead of failing on the first. */
  collectImports: boolean;
  /** Messages the run may name besides those it creates (the ones in its inputs). */
  knownMessageIds?: readonly string[];
}

type StopReason = 'CANCELLED' | 'TIMEOUT' | 'TOO_MUCH_OUTPUT';

/** Where quickjs-emscripten keeps a runtime's contexts (a private field of QuickJSRuntime). */
interface RuntimeContexts {
  contextMap?: Map<number, QuickJSContext>;
}

export class GuestSession {
  readonly runtime: QuickJSRuntime;
  readonly context: QuickJSContext;
  /** Imports refused while collecting (validation). */
  readonly refusedImports = new Set<string>();
  private readonly options: SessionOptions;
  private readonly deadline: number;
  private readonly timer: NodeJS.Timeout;
  private readonly deferreds = new Set<QuickJSDeferredPromise>();
  private readonly minted = new Set<string>();
  private readonly sentMessages = new Set<string>();
  private stopReason: StopReason | undefined;
  private importRefusal: string | undefined;
  private notices = 0;
  private noticeBytes = 0;
  private wake: (() => void) | undefined;
  private disposed = false;

  constructor(options: SessionOptions) {
    this.options = options;
    const { limits, control } = options;
    this.deadline = Date.now() + limits.timeoutMs;
    this.runtime = options.quickjs.newRuntime();
    this.runtime.setMemoryLimit(limits.memoryBytes);
    this.runtime.setMaxStackSize(limits.stackBytes);
    this.runtime.setInterruptHandler(() => {
      if (this.stopReason === undefined && control.aborted()) this.stopReason = 'CANCELLED';
      if (this.stopReason === undefined && Date.now() > this.deadline) this.stopReason = 'TIMEOUT';
      return this.stopReason !== undefined;
    });
    this.runtime.setModuleLoader(
      (name) => this.loadModule(name),
      (base, requested) => normalizeModuleName(options.sources, base, requested),
    );
    this.timer = setTimeout(() => this.stop('TIMEOUT'), limits.timeoutMs);
    control.cancel = () => this.stop('CANCELLED');
    for (const id of options.knownMessageIds ?? []) this.minted.add(id);
    this.context = this.runtime.newContext();
    this.installBridge();
  }

  private stop(reason: StopReason): void {
    this.stopReason ??= reason;
    this.wake?.();
  }

  private loadModule(name: string): string | { error: Error } {
    const source = moduleSource(this.options.sources, name);
    if (source !== undefined) return source;
    const specifier = unresolvedSpecifier(name) ?? name;
    if (this.options.collectImports) {
      this.refusedImports.add(specifier);
      return 'export {};';
    }
    this.importRefusal ??= specifier;
    return { error: new Error(sandboxMessages.IMPORT_NOT_ALLOWED({ specifier })) };
  }

  /** Counts what the guest sends the host; too much stops the run instead of flooding the server. */
  private charge(bytes: number): void {
    const { maxNotices, maxNoticeBytes } = this.options.limits;
    this.notices += 1;
    this.noticeBytes += bytes;
    if (this.notices > maxNotices || this.noticeBytes > maxNoticeBytes) {
      this.stop('TOO_MUCH_OUTPUT');
      throw new Error(this.codedMessage('TOO_MUCH_OUTPUT'));
    }
  }

  /**
   * Message ids come from randomUUID in this run or from its inputs, so a component cannot
   * overwrite a message of another flow.
   */
  private checkMessage(method: string, payload: string): void {
    if (method !== 'addMessage' && method !== 'token' && method !== 'removeMessage') return;
    const id = (JSON.parse(payload) as { id?: unknown } | null)?.id;
    const known = typeof id === 'string' && (method === 'addMessage' ? this.minted.has(id) : this.sentMessages.has(id));
    if (!known) throw new Error(sandboxMessages.UNKNOWN_MESSAGE({ id: String(id) }));
    this.sentMessages.add(id);
  }

  private installBridge(): void {
    const { context } = this;
    const host = context.newObject();
    const define = (name: string, implementation: (...args: QuickJSHandle[]) => QuickJSHandle | undefined) => {
      context.newFunction(name, implementation).consume((fn) => context.setProp(host, name, fn));
    };
    define('randomUUID', () => {
      this.charge(36);
      const id = randomUUID();
      this.minted.add(id);
      return context.newString(id);
    });
    define('aborted', () => (this.options.control.aborted() ? context.true : context.false));
    define('notify', (methodHandle, payloadHandle) => {
      const method = context.getString(methodHandle);
      const payload = this.readNoticeText(payloadHandle);
      if (!NOTICE_METHODS.has(method)) throw new Error(`Unknown notice "${method}".`);
      if (!this.options.forwardNotices) return undefined;
      this.charge(payload.length);
      this.checkMessage(method, payload);
      this.options.host.notice(method as NoticeMethod, payload);
      return undefined;
    });
    define('request', (methodHandle, payloadHandle) => {
      const method = context.getString(methodHandle);
      const payload = this.readNoticeText(payloadHandle);
      if (!REQUEST_METHODS.has(method)) throw new Error(`Unknown request "${method}".`);
      this.charge(payload.length);
      const deferred = context.newPromise();
      this.deferreds.add(deferred);
      this.options.host.request(method as RequestMethod, payload).then(
        (answer) => this.settleRequest(deferred, () => context.newString(answer), true),
        (error: unknown) => this.settleRequest(deferred, () => context.newError(error instanceof Error ? error.message : String(error)), false),
      );
      return deferred.handle;
    });
    context.setProp(context.global, '__sandboxHost', host);
    host.dispose();
  }

  /**
   * Copies a guest string out of QuickJS, refusing one longer than `maxBytes` before the copy.
   * QuickJS makes the copy (UTF-8, up to 3 bytes a character) inside the guest's heap: with the
   * guest near its memory limit that would fail half-way and leave a runtime that cannot be freed,
   * so the copy gets room beyond the limit.
   */
  private readText(handle: QuickJSHandle, maxBytes: number, tooLong: () => Error): string {
    const length = this.context.getProp(handle, 'length').consume((lengthHandle) => this.context.getNumber(lengthHandle));
    if (length > maxBytes) throw tooLong();
    this.runtime.setMemoryLimit(this.options.limits.memoryBytes + 3 * length + ERROR_HEADROOM_BYTES);
    try {
      const text = this.context.getString(handle);
      if (Buffer.byteLength(text) > maxBytes) throw tooLong();
      return text;
    } finally {
      this.runtime.setMemoryLimit(this.options.limits.memoryBytes);
    }
  }

  /** A note or request's payload: at most what is left of the run's notice budget. */
  private readNoticeText(handle: QuickJSHandle): string {
    return this.readText(handle, Math.max(0, this.options.limits.maxNoticeBytes - this.noticeBytes), () => {
      this.stop('TOO_MUCH_OUTPUT');
      return new Error(this.codedMessage('TOO_MUCH_OUTPUT'));
    });
  }

  private settleRequest(deferred: QuickJSDeferredPromise, value: () => QuickJSHandle, fulfilled: boolean): void {
    if (this.disposed || !this.deferreds.delete(deferred)) return;
    const handle = value();
    if (fulfilled) deferred.resolve(handle);
    else deferred.reject(handle);
    handle.dispose();
    deferred.dispose();
    this.wake?.();
  }

  /** Evaluates a module and returns its namespace (waiting for top-level await). */
  async evaluateModule(code: string, name: string): Promise<QuickJSHandle> {
    const result = this.context.evalCode(code, name, { type: 'module' });
    if (result.error) throw this.failureFrom(result.error);
    return this.settle(result.value);
  }

  /** Calls `namespace[name](...args)` and returns the string it (eventually) answers. */
  async callForText(namespace: QuickJSHandle, name: string, args: QuickJSHandle[]): Promise<string> {
    const result = this.context.getProp(namespace, name).consume((fn) => this.context.callFunction(fn, this.context.undefined, args));
    if (result.error) throw this.failureFrom(result.error);
    const settled = await this.settle(result.value);
    try {
      if (this.context.typeof(settled) !== 'string') throw codedFailure('INVALID_ANSWER', sandboxMessages.INVALID_ANSWER({ detail: 'not JSON text' }));
      return this.readText(settled, this.options.limits.maxOutputBytes, () => codedFailure('OUTPUT_TOO_LARGE', this.codedMessage('OUTPUT_TOO_LARGE')));
    } finally {
      settled.dispose();
    }
  }

  /**
   * quickjs-emscripten 0.32's executePendingJobs reads which context ran the jobs through a view of
   * the WebAssembly memory taken before they ran. When they grew that memory (a large string),
   * the view is stale, and it makes a new context for the job that nothing frees; the runtime
   * could then never be freed (QuickJS aborts on the leak). That stray context goes here, once
   * the job's result is read.
   */
  private disposeStrayContexts(): void {
    const contexts = (this.runtime as unknown as RuntimeContexts).contextMap;
    for (const context of contexts?.values() ?? []) if (context !== this.context && context.alive) context.dispose();
  }

  /** Runs the guest's jobs until the promise settles; waits for the host while requests are open. */
  private async settle(handle: QuickJSHandle): Promise<QuickJSHandle> {
    for (;;) {
      const jobs = this.runtime.executePendingJobs();
      if (jobs.error) {
        handle.dispose();
        const failure = this.failureFrom(jobs.error);
        this.disposeStrayContexts();
        throw failure;
      }
      this.disposeStrayContexts();
      const state = this.context.getPromiseState(handle);
      if (state.type === 'fulfilled') {
        if (!state.notAPromise) handle.dispose();
        return state.value;
      }
      if (state.type === 'rejected') {
        handle.dispose();
        throw this.failureFrom(state.error);
      }
      if (this.stopReason !== undefined || this.deferreds.size === 0) {
        handle.dispose();
        throw this.stopReason !== undefined ? codedFailure(this.stopReason, this.codedMessage(this.stopReason)) : codedFailure('NEVER_SETTLES', sandboxMessages.NEVER_SETTLES());
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = undefined;
    }
  }

  private codedMessage(code: SandboxErrorCode): string {
    const { limits } = this.options;
    switch (code) {
      case 'TIMEOUT':
        return sandboxMessages.TIMEOUT({ seconds: limits.timeoutMs / 1000 });
      case 'OUT_OF_MEMORY':
        return sandboxMessages.OUT_OF_MEMORY({ megabytes: limits.memoryBytes / (1024 * 1024) });
      case 'TOO_MUCH_OUTPUT':
        return sandboxMessages.TOO_MUCH_OUTPUT({ notices: limits.maxNotices, megabytes: limits.maxNoticeBytes / (1024 * 1024) });
      case 'OUTPUT_TOO_LARGE':
        return sandboxMessages.OUTPUT_TOO_LARGE({ megabytes: limits.maxOutputBytes / (1024 * 1024) });
      case 'STACK_OVERFLOW':
        return sandboxMessages.STACK_OVERFLOW();
      case 'NEVER_SETTLES':
        return sandboxMessages.NEVER_SETTLES();
      default:
        return sandboxMessages.CANCELLED();
    }
  }

  /** Turns (and frees) a guest exception: the sandbox's own stops get their code, the rest stay the guest's. */
  failureFrom(errorHandle: QuickJSHandle): TaskFailed {
    this.runtime.setMemoryLimit(this.options.limits.memoryBytes + ERROR_HEADROOM_BYTES);
    let dumped: unknown;
    try {
      dumped = this.context.dump(errorHandle);
    } catch {
      dumped = { name: 'InternalError', message: 'out of memory' };
    } finally {
      if (errorHandle.alive) errorHandle.dispose();
    }
    const error = typeof dumped === 'object' && dumped !== null ? (dumped as { name?: unknown; message?: unknown; stack?: unknown }) : { message: dumped };
    const name = typeof error.name === 'string' ? error.name.slice(0, MAX_MESSAGE_TEXT) : 'Error';
    const message = (typeof error.message === 'string' ? error.message : String(error.message)).slice(0, MAX_MESSAGE_TEXT);
    if (this.stopReason !== undefined) return codedFailure(this.stopReason, this.codedMessage(this.stopReason));
    if (name === 'InternalError' && message === 'out of memory') return codedFailure('OUT_OF_MEMORY', this.codedMessage('OUT_OF_MEMORY'));
    if (name === 'InternalError' && message === 'stack overflow') return codedFailure('STACK_OVERFLOW', this.codedMessage('STACK_OVERFLOW'));
    if (this.importRefusal !== undefined) return codedFailure('IMPORT_NOT_ALLOWED', sandboxMessages.IMPORT_NOT_ALLOWED({ specifier: this.importRefusal }));
    // QuickJS's link error for an engine export the guest's engine does not have (createTool).
    const hostOnly = name === 'SyntaxError' ? /^Could not find export '([^']+)' in module 'sandbox:engine'$/.exec(message) : null;
    if (hostOnly) return codedFailure('HOST_ONLY_EXPORT', sandboxMessages.HOST_ONLY_EXPORT({ name: hostOnly[1] as string }));
    // The user's frames (and those of the component modules they import), not the sandbox's runner.
    const frames = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => line.trim() !== '' && !SANDBOX_FRAME.test(line)) : [];
    return new TaskFailed({ code: null, name, message, stack: [`${name}: ${message}`, ...frames].join('\n').slice(0, MAX_STACK_TEXT) });
  }

  /**
   * Frees everything. A runtime that still holds values (a leak in this file) cannot be freed
   * safely; that throws, and the worker then exits so the pool starts a clean one.
   */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.options.control.cancel = undefined;
    for (const deferred of this.deferreds) deferred.dispose();
    this.deferreds.clear();
    this.context.dispose();
    this.runtime.dispose();
  }
}
