// Every text the sandbox itself writes, in one coded table; callers compare codes, not texts.

export const sandboxMessages = {
  SYNTAX_ERROR: (p: { detail: string }) => `Syntax error: ${p.detail}`,
  PYTHON_CODE: () => "This is Python code, a Langflow component's: components here are JavaScript, made with defineComponent from '@app/engine'.",
  IMPORT_NOT_ALLOWED: (p: { specifier: string }) =>
    `Cannot import "${p.specifier}": code in the sandbox can import only '@app/engine' and the built-in component modules (such as '../values/message').`,
  HOST_ONLY_EXPORT: (p: { name: string }) =>
    `'@app/engine' has no "${p.name}" in the sandbox: it makes host objects (such as agent tools), so a component using it runs only as the built-in, unedited code.`,
  NO_COMPONENT: () => "The code defines no component: export one made with defineComponent from '@app/engine'.",
  SEVERAL_COMPONENTS: (p: { names: string }) => `The code exports several components (${p.names}); export exactly one.`,
  INVALID_DEFINITION: (p: { detail: string }) => `The component definition is invalid: ${p.detail}`,
  INVALID_ANSWER: (p: { detail: string }) => `The component answered something the host cannot use: ${p.detail}`,
  NOT_SERIALISABLE: (p: { what: string; detail: string }) => `${p.what} cannot cross into the sandbox as JSON: ${p.detail}`,
  TIMEOUT: (p: { seconds: number }) => `The component ran longer than ${p.seconds} s and was stopped.`,
  OUT_OF_MEMORY: (p: { megabytes: number }) => `The component needed more than ${p.megabytes} MB of memory and was stopped.`,
  STACK_OVERFLOW: () => 'The component nested its calls too deeply (stack overflow) and was stopped.',
  NEVER_SETTLES: () => 'The component waited for a promise that nothing will ever settle, so it was stopped.',
  OUTPUT_TOO_LARGE: (p: { megabytes: number }) => `The component's output is larger than ${p.megabytes} MB, the most a component may return, so it was stopped.`,
  TOO_MUCH_OUTPUT: (p: { notices: number; megabytes: number }) =>
    `The component sent more than ${p.notices} log lines, messages and tokens (or more than ${p.megabytes} MB of them) and was stopped.`,
  UNKNOWN_MESSAGE: (p: { id: string }) => `The component referred to message ${p.id}, which it did not create.`,
  NETWORK_UNAVAILABLE: () => 'Network access is not available to components in the sandbox on this server.',
  CANCELLED: () => 'The build was cancelled.',
  CRASHED: () => 'The sandbox stopped unexpectedly before the component finished.',
  CLOSED: () => 'The sandbox is closed.',
} as const;

export type SandboxErrorCode = keyof typeof sandboxMessages;

type Params<C extends SandboxErrorCode> = Parameters<(typeof sandboxMessages)[C]>;

export interface SandboxErrorOptions extends ErrorOptions {
  /** The guest's own stack, for an error the component's code threw. */
  userTraceback?: string;
}

/**
 * A failure of code in the sandbox. `code` names the sandbox's own refusals; `COMPONENT_FAILED`
 * is an error the component's code threw, with the component's message and, as `userTraceback`
 * (the engine's UserCodeError), its stack in the sandbox. What went wrong on the host, if
 * anything, is the `cause`, for the server's log.
 */
export class SandboxError extends Error {
  readonly code: SandboxErrorCode | 'COMPONENT_FAILED';
  readonly userTraceback?: string;

  constructor(code: SandboxErrorCode | 'COMPONENT_FAILED', message: string, options?: SandboxErrorOptions) {
    super(message, options);
    this.name = 'SandboxError';
    this.code = code;
    if (options?.userTraceback !== undefined) this.userTraceback = options.userTraceback;
  }
}

export function sandboxError<C extends SandboxErrorCode>(code: C, ...params: Params<C>): SandboxError {
  const render = sandboxMessages[code] as (...args: Params<C>) => string;
  return new SandboxError(code, render(...params));
}

export function isSandboxErrorCode(code: string): code is SandboxErrorCode {
  return Object.hasOwn(sandboxMessages, code);
}
