// Keeps what one build or run leaves for the monitor: the messages its events carry, its vertex
// builds (when the build logs them) and a transaction per component run. Writes happen in the
// background in their order; `flush` waits for them, so a client told `end` finds them stored.
import { createChatMessage, type ComponentRegistry, type EventSink, type MessageStore, type VertexBuildRecord } from '@app/engine';
import type { BuildEvent, ChatMessage, ErrorPayload, VertexBuildResponse } from '@app/flow-graph';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../db/schema';
import { insertTransaction, insertVertexBuild } from './buildRecordQueries';
import type { RecordPruner } from './recordPruner';

/** Longer strings in stored inputs end in "..." (the editor truncates outputs at 20000 too). */
const MAX_STORED_TEXT = 20_000;
const REDACTED = '*****';

export interface BuildRecorderOptions {
  db: Kysely<DatabaseSchema>;
  messageStore: MessageStore;
  registry: ComponentRegistry;
  flowId: string;
  sessionId: string;
  /** Store a vertex_build row per vertex (the editor's build with log_builds). */
  logBuilds: boolean;
  /**
   * Store the component runs (default): a transaction each, and vertex builds with logBuilds. Off
   * for the public playground: a visitor's inputs are not the owner's to read.
   */
  recordRuns?: boolean;
  /**
   * Send a failing component's error as an `error` event before its `end_vertex`, as Langflow's
   * editor build does; the run API reports failures in its own closing event instead.
   */
  announceComponentErrors: boolean;
  logger: Logger;
  now: () => Date;
  pruner: RecordPruner;
}

export interface BuildRecorder {
  /** Wraps the sink the client reads: stores messages, adds component error events. */
  sink(downstream: EventSink): EventSink;
  onVertexBuilt(record: VertexBuildRecord): void;
  /** Resolves once everything recorded so far is written (failures are logged, not thrown). */
  flush(): Promise<void>;
}

export function createBuildRecorder(options: BuildRecorderOptions): BuildRecorder {
  const { db, flowId, logger } = options;
  let pending: Promise<void> = Promise.resolve();
  const write = (what: string, work: () => Promise<void>) => {
    pending = pending.then(work).catch((error: unknown) => logger.warn({ err: error, flowId }, `could not store ${what}`));
  };
  const saveMessage = (message: ChatMessage) => write('a message', () => options.messageStore.save(message));

  return {
    sink(downstream) {
      return {
        emit(event: BuildEvent) {
          if (event.event === 'end_vertex' && !event.data.build_data.valid) {
            const message = componentErrorMessage(event.data.build_data, event.data.output_meta?.display_name, options);
            saveMessage(message);
            if (options.announceComponentErrors) downstream.emit({ event: 'error', data: message });
          }
          if (event.event === 'add_message' || (event.event === 'error' && typeof event.data.id === 'string')) {
            saveMessage(event.data as ChatMessage);
          }
          downstream.emit(event);
        },
      };
    },
    onVertexBuilt(record) {
      if (options.recordRuns === false) return;
      const at = options.now();
      if (options.logBuilds) {
        write('a vertex build', () =>
          insertVertexBuild(db, { flowId, vertexId: record.vertexId, data: record.data, artifacts: record.data.message ?? {}, params: record.params, valid: record.valid }, at),
        );
      }
      write('a transaction', () =>
        insertTransaction(
          db,
          {
            flowId,
            vertexId: record.vertexId,
            targetId: null,
            inputs: storable(redactSecrets(record, options.registry)),
            outputs: record.valid ? record.data.results : record.data.outputs,
            status: record.valid ? 'success' : 'error',
            error: record.valid ? null : record.params,
          },
          at,
        ),
      );
    },
    async flush() {
      if (options.recordRuns !== false) write('the pruning of old records', () => options.pruner.afterBuild(flowId, { vertexBuilds: options.logBuilds }));
      await pending;
    },
  };
}

/** Langflow's ErrorMessage for a component that failed: a red, error-category chat message. */
function componentErrorMessage(result: VertexBuildResponse, displayName: string | undefined, options: BuildRecorderOptions): ChatMessage {
  const payload = Object.values(result.data.outputs).find((output) => output.type === 'error')?.message as ErrorPayload | undefined;
  const reason = payload?.errorMessage ?? result.params ?? '';
  const name = displayName ?? result.id;
  return createChatMessage(
    {
      text: reason,
      sender: 'Machine',
      sender_name: name,
      error: true,
      category: 'error',
      content_blocks: [
        { title: 'Error', contents: [{ type: 'error', component: name, field: null, reason, solution: null, traceback: payload?.stackTrace ?? '' }] },
      ],
      properties: { text_color: 'red', background_color: 'red', icon: 'error' },
    },
    { flowId: options.flowId, sessionId: options.sessionId, source: { id: result.id, display_name: name, source: name } },
  );
}

/** The component's inputs with its password fields masked: the execution log is shown to people. */
function redactSecrets(record: VertexBuildRecord, registry: ComponentRegistry): Record<string, unknown> {
  const secret = new Set((registry.get(record.componentType)?.inputs ?? []).filter((input) => input.password === true).map((input) => input.name));
  return Object.fromEntries(Object.entries(record.inputs).map(([name, value]) => [name, secret.has(name) && value ? REDACTED : value]));
}

/**
 * A JSON-safe copy: long strings cut, bigints as text, functions dropped, and an object met a
 * second time (a cycle, or a shared reference) replaced by a marker.
 */
function storable(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string') return item.length > MAX_STORED_TEXT ? `${item.slice(0, MAX_STORED_TEXT)}...` : item;
    if (typeof item === 'bigint') return item.toString();
    if (typeof item === 'function' || typeof item === 'symbol') return undefined;
    if (typeof item === 'object' && item !== null) {
      if (seen.has(item)) return '[Repeated]';
      seen.add(item);
    }
    return item;
  });
  return text === undefined ? {} : (JSON.parse(text) as unknown);
}
