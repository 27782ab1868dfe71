// Python as the server runs it for the Python REPL: CPython in WebAssembly away from the host (no
// files, network or processes of the server), one piece of code at a time under a time limit.
declare module '@app/engine' {
  interface EngineServices {
    /** Runs Python code in the server's WebAssembly interpreter (the Python REPL). */
    python?: PythonRunner;
  }
}

/** How a run ended: what it printed, a Python exception, a module outside the standard library, or the time running out. */
export type PythonOutcome =
  | { readonly kind: 'ok'; readonly output: string }
  | { readonly kind: 'error'; readonly detail: string; readonly output: string }
  | { readonly kind: 'module'; readonly module: string; readonly output: string }
  | { readonly kind: 'timeout' };

export interface PythonRunner {
  /** Runs `code` after importing `imports`; the interpreter is stopped when the time runs out or the signal aborts. */
  run(code: string, options: { readonly imports: readonly string[]; readonly timeoutMs: number; readonly signal: AbortSignal }): Promise<PythonOutcome>;
}
