// What a component's `run` receives besides its inputs.
import type { ChatMessage } from '@app/flow-graph';
import type { MessageInit } from './message';
import type { VectorStore } from './vectorStore';

/** Messages, streamed tokens and removals that reach the client as build events. */
export interface MessageEvents {
  /** Sends `add_message` (or `error` for category "error") and returns the completed message. */
  addMessage(message: MessageInit): ChatMessage;
  /** Sends one `token` chunk for a message already added. */
  token(messageId: string, chunk: string): void;
  removeMessage(messageId: string): void;
  /**
   * Streams a message: `add_message` with empty text in state "partial", one `token` per chunk,
   * then `add_message` again with the full text in state "complete". Stops early when the build
   * is cancelled.
   */
  streamMessage(message: MessageInit, chunks: AsyncIterable<string>): Promise<ChatMessage>;
}

/** Writes into the vertex's `data.logs` (shown in the editor) and to the server's log. */
export interface ComponentLogger {
  /** A log entry shown with the output; `output` defaults to the component's first output. */
  log(message: unknown, options?: { name?: string; output?: string }): void;
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** The server's logger; the engine adds the vertex and flow ids to every line. */
export interface EngineLogger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface MessageQuery {
  sessionId: string;
  flowId: string | null;
  sender?: string;
  senderName?: string;
  /** The newest `limit` messages, returned oldest first. */
  limit?: number;
}

/** Message persistence the server injects (Message History reads it, Chat Input/Output write it). */
export interface MessageStore {
  list(query: MessageQuery): Promise<ChatMessage[]>;
  save(message: ChatMessage): Promise<void>;
}

/**
 * One outbound request. Plain values only, so code in the sandbox can hand the same object over.
 */
export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Limit for the whole exchange, body included, in ms; the server caps it. */
  timeoutMs?: number;
  /** Largest body read, in bytes; the server caps it. A longer body fails while it is read. */
  maxBytes?: number;
  /** `follow` (default): up to 5 redirects, each target checked again; `manual`: the 3xx answer itself. */
  redirect?: 'follow' | 'manual';
  signal?: AbortSignal;
}

/**
 * The server's network access, the only one components have: http and https only, never to
 * loopback, private, link-local or cloud-metadata addresses unless an administrator allowed them,
 * with a time and size limit. Refusals and network failures reject with an Error whose message
 * says what happened; any HTTP status resolves.
 */
export type OutboundFetch = (url: string, init?: OutboundRequest) => Promise<Response>;

/** A file the user uploaded, as a file field holds its server path. */
export interface StoredFileContent {
  /** The name the user gave it, with its extension. */
  name: string;
  bytes: Uint8Array;
}

/** Where a saved file went: its name in the owner's files and the path a file field reads it by. */
export interface SavedFile {
  name: string;
  path: string;
}

/** Reads uploaded files of the flow's owner; rejects with a readable Error for unknown paths. */
export interface FileService {
  read(path: string, options?: { signal?: AbortSignal }): Promise<StoredFileContent>;
  /**
   * Keeps bytes as a new file among the owner's own files (a taken name gets numbered); the server
   * makes its path, so no name reaches the disk. Absent where nothing may be written.
   */
  save?(file: StoredFileContent, options?: { signal?: AbortSignal }): Promise<SavedFile>;
}

/**
 * CPU-heavy work the server runs away from its event loop (worker threads with a deadline):
 * parsing documents, splitting, filtering or matching large inputs. Tasks are named functions of
 * the component library; their input and result are plain (structured-cloneable) values. The
 * promise rejects when the signal aborts, and with the task's error when it fails.
 */
export interface ComputeService {
  run<T>(task: string, input: unknown, options: { signal: AbortSignal }): Promise<T>;
}

/**
 * I/O the server provides to components. Components packages may add their own keys through
 * declaration merging: `declare module '@app/engine' { interface EngineServices { http: … } }`.
 */
export interface EngineServices {
  messageStore?: MessageStore;
  /** The flow owner's vector collections (the vector store components). */
  vectorStore?: VectorStore;
  /** Network access (URL loader, API request, tools); absent: the component refuses to run. */
  fetch?: OutboundFetch;
  /** Uploaded files (the File component). */
  files?: FileService;
  /** Off-thread computing; absent: components compute in place. */
  compute?: ComputeService;
  /**
   * True when an administrator allows components to start local commands (MCP servers over
   * stdio, MCP_STDIO_ENABLED); absent: they refuse. Never handed to sandboxed code.
   */
  localCommands?: boolean;
  [name: string]: unknown;
}

export interface RunContext<I, O extends string> {
  readonly inputs: I;
  /** Template fields the component does not declare (e.g. a prompt's `{variable}` fields). */
  readonly dynamicInputs: Readonly<Record<string, unknown>>;
  /** Aborted when the build is cancelled or another vertex failed; pass it to every I/O call. */
  readonly signal: AbortSignal;
  readonly logger: ComponentLogger;
  readonly events: MessageEvents;
  readonly sessionId: string;
  readonly flowId: string | null;
  readonly vertexId: string;
  /** The node's display name (the user may have renamed it). */
  readonly displayName: string;
  readonly services: EngineServices;
  /**
   * The outputs an edge reads, or every output when none does (the node built alone), as Langflow
   * builds only connected outputs: a component whose outputs each cost a request may skip the rest.
   * Absent where the caller does not know (code run in the sandbox): treat every output as read.
   */
  readonly usedOutputs?: ReadonlySet<O>;
  /** Marks every vertex fed only through this output INACTIVE for this build (Langflow's stop). */
  stop(output: O): void;
  /** Excludes the branch behind this output, as a conditional router does for its losing side. */
  excludeBranch(output: O): void;
  /**
   * Runs the loop body behind an `allows_loop` output once per item, in order, and returns what
   * the body's last vertex sent back to the loop handle for each item.
   */
  iterate(output: O, items: readonly unknown[]): Promise<unknown[]>;
  /**
   * Set when an agent calls this component as a tool (its node is in tool mode): the tool's name.
   * The call happens inside the agent's run, so a component may keep quiet in the chat then.
   */
  readonly toolCall?: { readonly name: string };
}
