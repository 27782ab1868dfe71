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
  BUILD_CANCELLED: () => 'The build was cancelled.',
  BUILD_HALTED: () => 'The build stopped because another component failed.',
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

  constructor(code: EngineErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EngineError';
    this.code = code;
  }
}

export function engineError<C extends EngineErrorCode>(code: C, ...params: Params<C>): EngineError {
  const render = engineMessages[code] as (...args: Params<C>) => string;
  return new EngineError(code, render(...params));
}
