// The sandbox: compiles component code into components whose run happens in QuickJS, and checks
// code the way the editor's code check shows it.
import { checkDescription } from './definition';
import { isPythonCode } from '@app/flow-graph';
import { SandboxError, sandboxError } from './errors';
import { DEFAULT_LIMITS, DEFAULT_MODULE_PATH, type CompileOptions, type SandboxLimits, type SandboxOptions } from './options';
import type { TaskLimits, ValidationOutcome } from './protocol';
import { SILENT_HANDLERS, sandboxedComponent, type SandboxedComponent, type SandboxRuntime } from './sandboxedComponent';
import { WorkerPool } from './workerPool';

/** Langflow's code check answer: the code is valid only when both lists are empty. */
export interface CodeValidation {
  imports: { errors: string[] };
  function: { errors: string[] };
}

export interface Sandbox {
  /** Loads the code in the sandbox and answers its component; rejects with a SandboxError. */
  compileComponent(code: string, options?: CompileOptions): Promise<SandboxedComponent>;
  /** Every problem of the code: syntax, refused imports, errors while loading, a missing or malformed component. */
  validateCode(code: string, options?: CompileOptions): Promise<CodeValidation>;
  /** Stops the workers; calls still open fail with CLOSED. */
  dispose(): Promise<void>;
}

const DEFAULT_WORKERS = 2;
const MODULE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;
const MB = 1024 * 1024;

function taskLimits(limits: SandboxLimits, timeoutMs: number): TaskLimits {
  return {
    timeoutMs,
    memoryBytes: limits.memoryMb * MB,
    stackBytes: limits.stackKb * 1024,
    maxNotices: limits.maxNotices,
    maxNoticeBytes: limits.maxNoticeMb * MB,
    maxOutputBytes: limits.maxOutputMb * MB,
  };
}

function modulePathOf(options: CompileOptions | undefined): string {
  const path = options?.modulePath ?? DEFAULT_MODULE_PATH;
  if (!MODULE_PATH.test(path) || path.split('/').some((part) => part === '..' || part === '.')) throw new TypeError(`Invalid module path "${path}".`);
  return path;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const limits: SandboxLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const runtime: SandboxRuntime = {
    pool: new WorkerPool({ size: options.workers ?? DEFAULT_WORKERS, modules: options.modules ?? {} }),
    runLimits: taskLimits(limits, limits.runTimeoutMs),
    compileLimits: taskLimits(limits, limits.compileTimeoutMs),
    fetch: options.fetch,
  };
  const compileTask = (task: 'describe' | 'validate', code: string, modulePath: string) =>
    runtime.pool.run({ task, code, modulePath, payload: '', limits: runtime.compileLimits }, SILENT_HANDLERS);

  return {
    async compileComponent(code, compileOptions) {
      // Langflow's Python would only meet a JavaScript syntax error that says nothing useful.
      if (isPythonCode(code)) throw sandboxError('PYTHON_CODE');
      const modulePath = modulePathOf(compileOptions);
      const checked = checkDescription(JSON.parse(await compileTask('describe', code, modulePath)) as unknown);
      return sandboxedComponent(checked, { code, modulePath }, runtime);
    },

    async validateCode(code, compileOptions) {
      if (isPythonCode(code)) return { imports: { errors: [] }, function: { errors: [sandboxError('PYTHON_CODE').message] } };
      let outcome: ValidationOutcome;
      try {
        outcome = JSON.parse(await compileTask('validate', code, modulePathOf(compileOptions))) as ValidationOutcome;
      } catch (error) {
        // The check itself was stopped (its worker ran far past the deadline, or died): that is
        // what the code did, and the answer says so like any other problem. A closed sandbox is not.
        if (!(error instanceof SandboxError) || error.code === 'CLOSED') throw error;
        return { imports: { errors: [] }, function: { errors: [error.message] } };
      }
      const functionErrors = [...outcome.functionErrors];
      if (outcome.importErrors.length === 0 && functionErrors.length === 0) {
        try {
          checkDescription(outcome.description);
        } catch (error) {
          if (!(error instanceof SandboxError)) throw error;
          functionErrors.push(error.message);
        }
      }
      return { imports: { errors: outcome.importErrors }, function: { errors: functionErrors } };
    },

    dispose: () => runtime.pool.close(),
  };
}
