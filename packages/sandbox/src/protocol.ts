// What crosses between the host, the sandbox worker and the code inside QuickJS. Everything the
// guest sends is JSON and untrusted: the host checks it before using it.
import type { MessageDefaults, TemplateUpdate } from '@app/engine';
import type { SandboxFetchInit, SandboxFetchResponse } from './options';

/** One component the guest module exports, as the guest describes it (checked by the host). */
export interface GuestComponent {
  exportName: string;
  definition: unknown;
  updatesTemplate: boolean;
}

/** What the guest runner's describe() answers. */
export interface GuestDescription {
  components: GuestComponent[];
}

/** What a validate task answers; the host adds the checks of the definition itself. */
export interface ValidationOutcome {
  importErrors: string[];
  functionErrors: string[];
  description: GuestDescription | null;
}

/** What each worker starts with: the modules relative imports may name. */
export interface SandboxWorkerData {
  modules: Readonly<Record<string, string>>;
}

/** What a sandboxed run receives: its context, minus the functions (those go through the bridge). */
export interface RunPayload {
  inputs: Record<string, unknown>;
  dynamicInputs: Record<string, unknown>;
  sessionId: string;
  flowId: string | null;
  vertexId: string;
  displayName: string;
  /** Filled into the messages the component sends, as the engine fills them. */
  messageDefaults: MessageDefaults;
}

/** What a sandboxed run answers. */
export interface RunAnswer {
  values: unknown;
  stopped: unknown;
  excluded: unknown;
}

export type UpdatePayload = TemplateUpdate;

/** One-way notes from a running component. */
export type NoticeMethod = 'log' | 'debug' | 'info' | 'warn' | 'error' | 'addMessage' | 'token' | 'removeMessage';

/** Calls a running component makes and waits for. */
export type RequestMethod = 'fetch' | 'iterate';

/** A fetch as the guest asks it: the server's SandboxFetch takes it with the run's signal added. */
export type GuestFetchRequest = Omit<SandboxFetchInit, 'signal'> & { url: string };

export type GuestFetchAnswer = Required<SandboxFetchResponse>;

/** How long and how much one call into the sandbox may take. */
export interface TaskLimits {
  timeoutMs: number;
  memoryBytes: number;
  stackBytes: number;
  /** Notes and requests a run may send, and their total size. */
  maxNotices: number;
  maxNoticeBytes: number;
  /** The JSON text one call answers (a run's output values, a description). */
  maxOutputBytes: number;
}

export type TaskKind = 'describe' | 'validate' | 'run' | 'updateTemplate';

/** Host -> worker. */
export type HostMessage =
  | {
      kind: 'task';
      id: number;
      task: TaskKind;
      code: string;
      modulePath: string;
      /** JSON handed to the runner (run and updateTemplate). */
      payload: string;
      limits: TaskLimits;
      /** One Int32 the host sets to 1 to cancel; the worker's interrupt handler reads it. */
      abort: SharedArrayBuffer;
    }
  | { kind: 'reply'; id: number; requestId: number; ok: true; value: string }
  | { kind: 'reply'; id: number; requestId: number; ok: false; message: string }
  | { kind: 'cancel'; id: number };

/** An error as it leaves the worker: a coded sandbox failure, or the guest's own error. */
export interface TaskFailure {
  code: string | null;
  name: string;
  message: string;
  /** The guest's stack (code null); empty for coded failures. */
  stack: string;
  /** What broke in the worker itself (CRASHED), for the host's log only. */
  detail?: string;
}

/** Worker -> host. */
export type WorkerMessage =
  | { kind: 'done'; id: number; ok: true; value: string }
  | { kind: 'done'; id: number; ok: false; failure: TaskFailure }
  | { kind: 'notice'; id: number; method: NoticeMethod; payload: string }
  | { kind: 'request'; id: number; requestId: number; method: RequestMethod; payload: string };
