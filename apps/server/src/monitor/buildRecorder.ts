// Keeps what one build or run leaves for the monitor: the messages its events carry, its vertex
// builds (when the build logs them) and a transaction per component run. Messages are written in
// the background in their order (Message History reads them during the run), unless the store
// holds them (deferredMessages, a run's); the component runs are kept in memory and written by
// `flush`, all in one database transaction with the held messages, so a run costs one commit for
// them however many components it has. A client told `end` finds everything stored.
import { createChatMessage, wantsBuiltVertices, type AnyComponent, type ComponentRegistry, type EventSink, type MessageStore, type VertexBuildRecord } from '@app/engine';
import type { BuildEvent, ChatMessage, ErrorPayload, FlowData, VertexBuildResponse } from '@app/flow-graph';
import type { Logger } from 'pino';
import { insertTransactions, insertVertexBuilds, type NewTransaction, type NewVertexBuild } from './buildRecordQueries';
import type { DeferredMessages } from './deferredMessages';
import type { RecordPruner } from './recordPruner';
import type { RecordWriter } from './recordWriter';
import { compactLogInputs, compactLogOutputs, savedFieldValues } from './storedValues';

const REDACTED = '*****';

export interface BuildRecorderOptions {
  /** Writes the component runs (and held messages) in a transaction, with other runs' that end at the same time. */
  records: RecordWriter;
  messageStore: MessageStore;
  /** What `messageStore` holds (deferMessages), written with the component runs. */
  heldMessages?: Pick<DeferredMessages, 'take'>;
  registry: ComponentRegistry;
  flowId: string;
  sessionId: string;
  /** Store a vertex_build row per vertex (the editor's build with log_builds). */
  logBuilds: boolean;
  /** Store a transaction per component run (TRANSACTIONS_STORAGE_ENABLED). */
  logTransactions: boolean;
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
  /** The graph that runs, once known: inputs equal to its nodes' saved values are not logged. */
  graph: () => FlowData | undefined;
}

export interface BuildRecorder {
  /** Wraps the sink the client reads: stores messages, adds component error events. */
  sink(downstream: EventSink): EventSink;
  onVertexBuilt(record: VertexBuildRecord): void;
  /** Resolves once everything recorded so far is written (failures are logged, not thrown). */
  flush(): Promise<void>;
}

export function createBuildRecorder(options: BuildRecorderOptions): BuildRecorder {
  const { flowId, logger } = options;
  let pending: Promise<void> = Promise.resolve();
  const write = (what: string, work: () => Promise<void>) => {
    pending = pending.then(work).catch((error: unknown) => logger.warn({ err: error, flowId }, `could not store ${what}`));
  };
  const saveMessage = (message: ChatMessage) => write('a message', () => options.messageStore.save(message));
  const vertexBuilds: Array<NewVertexBuild & { at: Date }> = [];
  // A success's outputs are compacted by `flush`: they are the engine's JSON-safe copies, which
  // nothing changes, so the next vertex need not wait for it. Inputs are live values and are compacted at once.
  const transactions: Array<Omit<NewTransaction, 'outputs'> & { at: Date; outputs: () => unknown }> = [];
  const savedValues = (vertexId: string) => {
    const graph = options.graph();
    return graph ? savedFieldValues(graph).get(vertexId) : undefined;
  };

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
        // Failed vertices' end_vertex, the only ones read here, come whatever the downstream wants.
        wantsBuiltVertices: wantsBuiltVertices(downstream),
      };
    },
    onVertexBuilt(record) {
      if (options.recordRuns === false) return;
      const at = options.now();
      if (options.logBuilds) {
        vertexBuilds.push({ flowId, vertexId: record.vertexId, data: record.data, artifacts: record.data.message ?? {}, params: record.params, valid: record.valid, at });
      }
      if (!options.logTransactions) return;
      transactions.push({
        flowId,
        vertexId: record.vertexId,
        targetId: null,
        // Compact (no saved or empty fields, messages by id, cut texts): every run writes these, and a huge input is neither stored nor serialised whole.
        inputs: compactLogInputs(redactSecrets(record, options.registry), savedValues(record.vertexId)),
        // A failure's outputs carry its reason (coded, for the log to word) and stay whole.
        outputs: record.valid ? () => compactLogOutputs(record.data.results) : () => record.data.outputs,
        status: record.valid ? 'success' : 'error',
        error: record.valid ? null : record.params,
        at,
      });
    },
    async flush() {
      const recorded = options.recordRuns !== false;
      const builds = vertexBuilds.splice(0);
      const runs = transactions.splice(0).map((run) => ({ ...run, outputs: run.outputs() }));
      const messages = options.heldMessages?.take();
      if (messages || builds.length > 0 || runs.length > 0) {
        write('the run’s records', () =>
          options.records.write(async (trx) => {
            await messages?.(trx);
            await insertVertexBuilds(trx, builds);
            await insertTransactions(trx, runs);
          }),
        );
      }
      if (recorded) write('the pruning of old records', () => options.pruner.afterBuild(flowId, { vertexBuilds: options.logBuilds, transactions: runs.length }));
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
        {
          title: 'Error',
          // `coded`: the reason by code, for the chat to word in the reader's language.
          contents: [{ type: 'error', component: name, field: null, reason, solution: null, traceback: payload?.stackTrace ?? '', ...(payload?.coded ? { coded: payload.coded } : {}) }],
        },
      ],
      properties: { text_color: 'red', background_color: 'red', icon: 'error' },
    },
    { flowId: options.flowId, sessionId: options.sessionId, source: { id: result.id, display_name: name, source: name } },
  );
}

/** The names of a component's password inputs, by component (a registry's components do not change). */
const secretInputs = new WeakMap<AnyComponent, ReadonlySet<string>>();

function secretInputsOf(component: AnyComponent | undefined): ReadonlySet<string> {
  if (!component) return new Set();
  let names = secretInputs.get(component);
  if (!names) {
    names = new Set(component.inputs.filter((input) => input.password === true).map((input) => input.name));
    secretInputs.set(component, names);
  }
  return names;
}

/** The component's inputs with its password fields masked: the execution log is shown to people. */
function redactSecrets(record: VertexBuildRecord, registry: ComponentRegistry): Record<string, unknown> {
  const secret = secretInputsOf(registry.get(record.componentType));
  if (secret.size === 0) return record.inputs;
  const redacted: Record<string, unknown> = {};
  for (const name of Object.keys(record.inputs)) {
    const value = record.inputs[name];
    redacted[name] = secret.has(name) && value ? REDACTED : value;
  }
  return redacted;
}
