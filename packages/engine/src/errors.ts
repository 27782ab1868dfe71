// Every message the engine itself writes, in one coded table; callers compare codes, not texts.
import { formatMessage } from '@app/flow-graph';

export const engineMessages = {
  COMPONENT_NOT_REGISTERED: (p: { type: string }) => `Component type "${p.type}" is not registered.`,
  // Langflow's ComponentBuildError text; the editor shows it as the node's error.
  COMPONENT_BUILD_FAILED: (p: { component: string; message: string }) => `Error building Component ${p.component}: \n\n${p.message}`,
  // The same text the editor's validation before build shows.
  MISSING_REQUIRED_FIELD: (p: { component: string; field: string }) => formatMessage('NODE_MISSING_FIELD', p),
  INVALID_FIELD_VALUE: (p: { component: string; field: string; expected: string }) =>
    `${p.component}: the value of ${p.field} is not a valid ${p.expected}.`,
  VARIABLE_NOT_FOUND: (p: { name: string; field: string }) => `Variable ${p.name} not found (field ${p.field}).`,
  UNKNOWN_OUTPUT: (p: { component: string; output: string }) => `${p.component} has no output named "${p.output}".`,
  NOT_A_LOOP_OUTPUT: (p: { component: string; output: string }) => `${p.component}: output "${p.output}" does not allow loops.`,
  LOOP_ITERATION_FAILED: (p: { component: string; index: number }) => `${p.component}: the loop body failed on item ${p.index}.`,
  // Logged by a frozen component that ran again instead of reusing its cached result.
  FROZEN_INPUTS_CHANGED: () => 'Frozen, but its inputs changed since the result was cached: built again with the new inputs.',
  BUILD_CANCELLED: () => 'The build was cancelled.',
  BUILD_HALTED: () => 'The build stopped because another component failed.',
  RUN_TIMED_OUT: (p: { seconds: number }) =>
    `The flow did not finish within its time limit of ${p.seconds} seconds (RUN_TIMEOUT) and was stopped. Check for a component that waits on a slow service or processes a very large input.`,
  // Langflow's run API refuses both ways of setting the same input (HTTP 400 there).
  TWEAK_INPUT_CONFLICT: (p: { channel: string }) =>
    `If you pass an input_value to the ${p.channel} input, you cannot pass a tweak with the same name.`,
  DUPLICATE_COMPONENT: (p: { type: string }) => `Component type "${p.type}" is registered twice.`,
  TOOL_MODE_UNSUPPORTED: (p: { component: string }) => `${p.component} has no input an agent can fill in, so it cannot be used as a tool.`,
  TOOL_ARGUMENT_MISSING: (p: { tool: string; argument: string }) => `Tool ${p.tool}: the argument "${p.argument}" is required.`,
} as const;

export type EngineErrorCode = keyof typeof engineMessages;

type Params<C extends EngineErrorCode> = Parameters<(typeof engineMessages)[C]>;

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** What the message was rendered from, so a client can word it in its own language. */
  readonly params: Record<string, unknown>;

  constructor(code: EngineErrorCode, message: string, options?: ErrorOptions & { params?: Record<string, unknown> }) {
    super(message, options);
    this.name = 'EngineError';
    this.code = code;
    this.params = options?.params ?? {};
  }
}

export function engineError<C extends EngineErrorCode>(code: C, ...params: Params<C>): EngineError {
  const render = engineMessages[code] as (...args: Params<C>) => string;
  return new EngineError(code, render(...params), { params: params[0] ?? {} });
}

/**
 * An error of code the flow's author wrote (an edited or custom component, run in the sandbox):
 * `userTraceback` is that code's own stack. It is the only traceback a build may show; the host's
 * frames and paths never are.
 */
export interface UserCodeError extends Error {
  readonly userTraceback: string;
}

/** The user-code traceback of an error or of one it wraps (its causes); '' when no user code failed. */
export function userTracebackOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 8; depth += 1) {
    const traceback = (current as Partial<UserCodeError>).userTraceback;
    if (typeof traceback === 'string') return traceback;
    current = current.cause;
  }
  return '';
}
