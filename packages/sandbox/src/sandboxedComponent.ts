// A component whose code runs in the sandbox: its metadata (checked on the host) is an ordinary
// component's, and its run and template hook are calls into a fresh QuickJS runtime each time.
import type { AnyComponent, RunContext, TemplateUpdate, TemplateUpdateResult } from '@app/engine';
import type { NodeOutput, NodeTemplate } from '@app/flow-graph';
import type { CheckedComponent } from './definition';
import { sandboxError } from './errors';
import type { SandboxFetch } from './options';
import type { RunPayload, TaskLimits } from './protocol';
import { runHandlers } from './runBridge';
import type { TaskHandlers, WorkerPool } from './workerPool';

/** An AnyComponent whose code runs inside the sandbox. */
export interface SandboxedComponent extends AnyComponent {
  readonly sandboxed: true;
}

export interface SandboxedSource {
  code: string;
  modulePath: string;
}

export interface SandboxRuntime {
  pool: WorkerPool;
  runLimits: TaskLimits;
  compileLimits: TaskLimits;
  fetch?: SandboxFetch;
}

/** Nothing to tell the host while compiling or updating a template. */
export const SILENT_HANDLERS: TaskHandlers = {
  notice: () => undefined,
  request: () => Promise.reject(new Error('Only a running component may call the host.')),
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A streamed input (a model's tokens) crosses as the text it adds up to; JSON cannot carry a stream. */
async function crossingValue(value: unknown): Promise<unknown> {
  if (typeof value === 'object' && value !== null && Symbol.asyncIterator in value) {
    let text = '';
    for await (const chunk of value as AsyncIterable<unknown>) text += String(chunk);
    return text;
  }
  if (Array.isArray(value)) return Promise.all(value.map(crossingValue));
  return value;
}

async function crossingRecord(record: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const entries = await Promise.all(Object.entries(record).map(async ([name, value]) => [name, await crossingValue(value)] as const));
  return Object.fromEntries(entries);
}

function toJson(value: unknown, what: string): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    throw sandboxError('NOT_SERIALISABLE', { what, detail: error instanceof Error ? error.message : String(error) });
  }
}

async function runPayload(context: RunContext<Record<string, unknown>, string>, icon: string | null): Promise<string> {
  const payload: RunPayload = {
    inputs: await crossingRecord(context.inputs),
    dynamicInputs: await crossingRecord(context.dynamicInputs),
    sessionId: context.sessionId,
    flowId: context.flowId,
    vertexId: context.vertexId,
    displayName: context.displayName,
    messageDefaults: {
      flowId: context.flowId,
      sessionId: context.sessionId,
      source: { id: context.vertexId, display_name: context.displayName, source: context.displayName },
      icon,
    },
  };
  return toJson(payload, 'The inputs');
}

function checkedRunAnswer(text: string): { values: Record<string, unknown>; stopped: string[]; excluded: string[] } {
  const answer = JSON.parse(text) as unknown;
  if (!isRecord(answer) || !isRecord(answer.values) || !isTextList(answer.stopped) || !isTextList(answer.excluded)) {
    throw sandboxError('INVALID_ANSWER', { detail: 'run must return an object with one value per output name' });
  }
  return { values: answer.values, stopped: answer.stopped, excluded: answer.excluded };
}

function checkedTemplateUpdate(text: string): TemplateUpdateResult {
  const answer = JSON.parse(text) as unknown;
  if (!isRecord(answer)) throw sandboxError('INVALID_ANSWER', { detail: 'updateTemplate must return an object' });
  const result: TemplateUpdateResult = {};
  if (answer.template !== undefined) {
    if (!isRecord(answer.template) || !Object.values(answer.template).every((field) => isRecord(field) || typeof field === 'string')) {
      throw sandboxError('INVALID_ANSWER', { detail: 'template must map field names to fields' });
    }
    result.template = answer.template as NodeTemplate;
  }
  if (answer.outputs !== undefined) {
    if (!Array.isArray(answer.outputs) || !answer.outputs.every((output) => isRecord(output) && typeof output.name === 'string' && isTextList(output.types))) {
      throw sandboxError('INVALID_ANSWER', { detail: 'outputs must be a list of outputs with a name and types' });
    }
    result.outputs = answer.outputs as NodeOutput[];
  }
  return result;
}

export function sandboxedComponent(checked: CheckedComponent, source: SandboxedSource, runtime: SandboxRuntime): SandboxedComponent {
  const { metadata, updatesTemplate } = checked;
  const outputNames = metadata.outputs.map((output) => output.name);
  const task = (kind: 'run' | 'updateTemplate', payload: string, limits: TaskLimits, handlers: TaskHandlers, signal?: AbortSignal) =>
    runtime.pool.run({ task: kind, code: source.code, modulePath: source.modulePath, payload, limits }, handlers, signal);

  const component: SandboxedComponent = {
    ...metadata,
    sandboxed: true,
    async run(context) {
      const payload = await runPayload(context, metadata.icon ?? null);
      const answer = checkedRunAnswer(await task('run', payload, runtime.runLimits, runHandlers(context, outputNames, runtime.fetch), context.signal));
      // The engine checks the names here, as it does for built-in components.
      for (const output of answer.stopped) context.stop(output);
      for (const output of answer.excluded) context.excludeBranch(output);
      return answer.values;
    },
  };
  if (updatesTemplate) {
    return {
      ...component,
      async updateTemplate({ template, outputs, field, value }: TemplateUpdate) {
        // Only the node's own data crosses: server services never reach sandboxed code.
        const update = { template, outputs, field, value };
        return checkedTemplateUpdate(await task('updateTemplate', toJson(update, 'The template'), runtime.compileLimits, SILENT_HANDLERS));
      },
    };
  }
  return component;
}
