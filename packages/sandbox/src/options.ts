// How a sandbox is set up: the modules its code may import, its limits, its workers and the one
// network door the server chooses to open.

/** What code in the sandbox asks of `fetch`, as the host hands it to the server's guarded fetch. */
export interface SandboxFetchInit {
  method: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Text bodies only. */
  body?: string;
  /** As the component asked (the engine's OutboundRequest); the server's fetch caps them. */
  timeoutMs?: number;
  maxBytes?: number;
  redirect?: 'follow' | 'manual';
  /** Aborted when the build is cancelled or the run's time is up. */
  signal: AbortSignal;
}

export interface SandboxFetchResponse {
  status: number;
  statusText?: string;
  headers: Record<string, string>;
  /** The body as text; the server's fetch decides how much it reads. */
  body: string;
}

/**
 * The only network access sandboxed code has. The server supplies it, guarded against requests
 * to private and loopback addresses (SSRF), with its own size and time limits; it should reject
 * with an Error whose message the component may see. Code in the sandbox reaches it as the global
 * `fetch` and as `services.fetch`. Without this option a run uses the `services.fetch` the engine
 * hands it (the server's guarded OutboundFetch), if any; without either, both fail.
 */
export type SandboxFetch = (url: string, init: SandboxFetchInit) => Promise<SandboxFetchResponse>;

export interface SandboxLimits {
  /** QuickJS heap of one call (runtime.setMemoryLimit). */
  memoryMb: number;
  /** QuickJS stack of one call (runtime.setMaxStackSize). */
  stackKb: number;
  /** Loading a module and describing, validating or updating its component. */
  compileTimeoutMs: number;
  /** One run of a component, waiting for fetch and loop bodies included. */
  runTimeoutMs: number;
  /** Log lines, messages, tokens and requests one call may send the host, and their total size. */
  maxNotices: number;
  maxNoticeMb: number;
  /** The output one call may answer (a run's values as JSON text, a component's description). */
  maxOutputMb: number;
}

export const DEFAULT_LIMITS: Readonly<SandboxLimits> = {
  memoryMb: 64,
  stackKb: 512,
  compileTimeoutMs: 2_000,
  runTimeoutMs: 10_000,
  maxNotices: 10_000,
  maxNoticeMb: 16,
  maxOutputMb: 4,
};

export interface SandboxOptions {
  /**
   * Modules code may import by relative path, as JavaScript by path without extension (e.g.
   * "values/message"): @app/components' `componentModules`. Nothing else is importable besides
   * '@app/engine'.
   */
  modules?: Readonly<Record<string, string>>;
  limits?: Partial<SandboxLimits>;
  /** Worker threads running QuickJS; tasks go to the least busy one. Default 2. */
  workers?: number;
  fetch?: SandboxFetch;
}

/** Where compiled code sits among the modules: its relative imports resolve from there. */
export interface CompileOptions {
  /** A path like "processing/combineText" (@app/components' `componentModulePaths`); default "custom/component". */
  modulePath?: string;
}

export const DEFAULT_MODULE_PATH = 'custom/component';
