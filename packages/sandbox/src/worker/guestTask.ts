// The four things the host asks of the sandbox, each in a fresh GuestSession: describe a module's
// component, validate code (collecting every problem instead of stopping at the first), run a
// component, and call its template hook.
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { sandboxMessages } from '../errors.ts';
import type { GuestDescription, TaskFailure, TaskKind, TaskLimits, ValidationOutcome } from '../protocol.ts';
import { codedFailure, GuestSession, TaskFailed, type GuestHost, type TaskControl } from './guestSession.ts';
import { inputMessageIds } from './messageIds.ts';
import type { ModuleSources } from './moduleResolution.ts';
import { syntaxErrorDetail, toJavaScript } from './transpile.ts';

export interface GuestTask {
  task: TaskKind;
  code: string;
  modulePath: string;
  payload: string;
  limits: TaskLimits;
}

/** The module that gives the worker the runner's functions (and pulls in the bridge first). */
const RUNNER_ENTRY = "export * from './runner';";
const RUNNER_ENTRY_NAME = 'sandbox:main';

function failureText(failure: TaskFailure): string {
  return failure.code === null ? `${failure.name}: ${failure.message}` : failure.message;
}

export async function executeTask(quickjs: QuickJSWASMModule, sources: ModuleSources, task: GuestTask, control: TaskControl, host: GuestHost): Promise<string> {
  let javaScript: string;
  try {
    javaScript = toJavaScript(task.code, `${task.modulePath}.ts`);
  } catch (error) {
    const failure = codedFailure('SYNTAX_ERROR', sandboxMessages.SYNTAX_ERROR({ detail: syntaxErrorDetail(error) }));
    if (task.task !== 'validate') throw failure;
    const outcome: ValidationOutcome = { importErrors: [], functionErrors: [failure.message], description: null };
    return JSON.stringify(outcome);
  }

  const session = new GuestSession({
    quickjs,
    sources,
    limits: task.limits,
    control,
    host,
    forwardNotices: task.task === 'run',
    collectImports: task.task === 'validate',
    knownMessageIds: task.task === 'run' ? inputMessageIds(task.payload) : [],
  });
  try {
    const runner = await session.evaluateModule(RUNNER_ENTRY, RUNNER_ENTRY_NAME);
    try {
      if (task.task === 'validate') return await validate(session, runner, javaScript, task.modulePath);
      const module = await session.evaluateModule(javaScript, task.modulePath);
      try {
        if (task.task === 'describe') return await session.callForText(runner, 'describe', [module]);
        const payload = session.context.newString(task.payload);
        try {
          return await session.callForText(runner, task.task, [module, payload]);
        } finally {
          payload.dispose();
        }
      } finally {
        module.dispose();
      }
    } finally {
      runner.dispose();
    }
  } finally {
    session.dispose();
  }
}

async function validate(session: GuestSession, runner: Parameters<GuestSession['callForText']>[0], javaScript: string, modulePath: string): Promise<string> {
  const functionErrors: string[] = [];
  let description: GuestDescription | null = null;
  try {
    const module = await session.evaluateModule(javaScript, modulePath);
    try {
      description = JSON.parse(await session.callForText(runner, 'describe', [module])) as GuestDescription;
    } finally {
      module.dispose();
    }
  } catch (error) {
    if (!(error instanceof TaskFailed)) throw error;
    functionErrors.push(failureText(error.failure));
  }
  const importErrors = [...session.refusedImports].map((specifier) => sandboxMessages.IMPORT_NOT_ALLOWED({ specifier }));
  // A refused import was replaced by an empty module; what failed after it is that replacement's doing.
  const outcome: ValidationOutcome = { importErrors, functionErrors: importErrors.length > 0 ? [] : functionErrors, description };
  return JSON.stringify(outcome);
}
