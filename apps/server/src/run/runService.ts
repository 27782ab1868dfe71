// Running a stored flow for the run API and the webhook: the flow's graph with its groups expanded,
// the engine's runFlow, and the same records a build leaves (messages, transactions).
import { EngineError, runFlow, SILENT_SINK, type EventSink, type RunResponse, type Tweaks } from '@app/engine';
import { codedTextOf, flattenGroups, FlowGraphError, issueCodedText, type CodedText, type FlowData } from '@app/flow-graph';
import { ErrorCode } from '@app/api-client';
import { builtinFieldIssues, invalidComponents, graphRuleReason, invalidTypes, refusedGraph } from '../build/buildGraph';
import { conversationStore, type ApartConversation } from '../conversations/conversationRefs';
import { engineLogger, engineServices, type EngineEnvironment } from '../build/engineEnvironment';
import { fromJson } from '../db/rowValues';
import { AppError, refusedFlow } from '../errors/appError';
import { detailIn, langflowErrorDetail, SERVER_WORDING, type Wording } from '../errors/codedDetail';
import { childWithIds } from '../logging/logger';
import type { FlowRow } from '../flows/flowQueries';
import { createBuildRecorder } from '../monitor/buildRecorder';
import { deferMessages, type MessageStoreOn } from '../monitor/deferredMessages';
import { createMessageStore } from '../monitor/messageStore';
import { preparedGraph } from './preparedFlows';
import type { RunBody } from './runSchemas';

export interface RunOptions {
  /** Receives the run's events (`?stream=true`); the caller sends the closing event. */
  sink?: EventSink;
  signal?: AbortSignal;
  /** How many flows run this one through Run Flow; 0 for a request. */
  depth?: number;
  /**
   * A marketplace user's run of an app: its messages go to their conversation, its component runs
   * are not recorded for the owner, and its frozen-vertex cache is its own.
   */
  conversation?: ApartConversation;
  /** `?stream=true`: streaming components stream, as Langflow switches their `stream` field on. */
  stream?: boolean;
  /** X-LANGFLOW-GLOBAL-VAR-* headers of a caller allowed to set them (maySetRunSettings). */
  requestVariables?: Readonly<Record<string, string>>;
  /**
   * Resolve before the run's records are written when the writer allows it (records.afterResponse):
   * the caller answers first, and later requests wait for them (createServerRecordWriter).
   */
  answerFirst?: boolean;
}

/**
 * The flow's graph, groups expanded, when it can run; 400 with the reason otherwise. Not the
 * build's full validation: tweaks may fill required fields after this point.
 */
export function runnableGraph(flow: FlowRow, environment: EngineEnvironment): FlowData {
  // The parsed data a flow read answers (kept per version of the flow by runFlows) keys the prepared graph.
  if (typeof flow.data === 'object' && flow.data !== null) return preparedGraph(environment.registry, 'run', flow.data, () => prepareRunnableGraph(flow, environment));
  return prepareRunnableGraph(flow, environment);
}

function prepareRunnableGraph(flow: FlowRow, environment: EngineEnvironment): FlowData {
  const data = fromJson<FlowData | null>(flow.data, null);
  let flat: FlowData;
  try {
    flat = flattenGroups({ nodes: data?.nodes ?? [], edges: data?.edges ?? [] });
  } catch (error) {
    if (error instanceof FlowGraphError) throw refusedGraph(error);
    throw error;
  }
  const invalid = invalidComponents(flat, environment.registry);
  if (invalid.length > 0) throw refusedFlow([...new Set(invalid.map((component) => component.type))].map((type) => invalidTypes([type])));
  const issues = builtinFieldIssues(flat, environment.registry);
  if (issues.length > 0) throw refusedFlow(issues.map(issueCodedText));
  return flat;
}

export async function executeRun(environment: EngineEnvironment, flow: FlowRow, body: RunBody, options: RunOptions = {}): Promise<RunResponse> {
  const sessionId = body.session_id || flow.id;
  const logger = childWithIds(environment.logger, { flowId: flow.id });
  const { resolveVariable, secrets } = await environment.variables.forOwner(flow.user_id, logger, options.requestVariables);
  const { conversation } = options;
  const storeOn: MessageStoreOn = conversation ? (db, now) => conversationStore({ db, now }, conversation.messages) : createMessageStore;
  const messages = deferMessages(storeOn, environment.db, environment.now);
  const messageStore = secrets.messageStore(messages.store);
  let graph: FlowData | undefined;
  const cache = environment.vertexCaches.forFlow(conversation?.cacheKey ?? flow.id);
  const recorder = createBuildRecorder({
    records: environment.records,
    messageStore,
    heldMessages: messages,
    registry: environment.registry,
    flowId: flow.id,
    sessionId,
    // Langflow logs vertex builds for the editor's builds only; runs leave transactions.
    logBuilds: false,
    logTransactions: environment.recordStorage.transactions,
    recordRuns: conversation === undefined,
    announceComponentErrors: false,
    logger,
    now: environment.now,
    pruner: environment.pruner,
    graph: () => graph,
  });
  try {
    graph = runnableGraph(flow, environment);
    const response = await runFlow({
      flow: graph,
      registry: environment.registry,
      resolveComponent: await environment.sandbox.resolverFor(graph),
      flowId: flow.id,
      input_value: body.input_value ?? null,
      input_type: body.input_type,
      output_type: body.output_type,
      output_component: body.output_component || null,
      tweaks: body.tweaks as Tweaks | null | undefined,
      session_id: sessionId,
      stream: options.stream,
      sink: secrets.sink(recorder.sink(options.sink ?? SILENT_SINK)),
      signal: options.signal,
      cache,
      services: engineServices(environment, flow.user_id, messageStore, options.depth),
      logger: secrets.logger(engineLogger(logger)),
      resolveVariable,
      onVertexBuilt: (record) => recorder.onVertexBuilt(secrets.scrub(record)),
      timeoutMs: environment.runTimeoutMs,
      // The owner and administrators run the working copy, whose code is theirs to see; a
      // marketplace user running an app (a conversation) does not see its code's traceback.
      showUserTracebacks: conversation === undefined,
    });
    return secrets.scrub(response);
  } catch (error) {
    // A component's error text may quote a credential it was given.
    throw secrets.scrub(error);
  } finally {
    cache.flush();
    const recorded = recorder.flush();
    if (!(options.answerFirst && environment.records.afterResponse)) await recorded;
  }
}

/** What a run that failed for the server's own reasons says; the cause goes to the log only. */
export const SERVER_RUN_FAILURE = 'The run failed because of a server error.';

/** 500 for a run that failed for the server's own reasons, in the same JSON detail. */
export function serverRunFailure(): AppError {
  return new AppError(500, ErrorCode.UNKNOWN_ERROR, { detail: langflowErrorDetail(SERVER_RUN_FAILURE, null) });
}

/** The engine's error by code; one raised without parameters keeps its text under its code. */
function engineReason(error: EngineError): CodedText {
  return codedTextOf(error) ?? { code: error.code, text: error.message, params: {} };
}

/**
 * What a failed run answers, as Langflow does: 400 for a request that cannot run (an input given
 * twice, a graph that cannot be ordered), 500 with the component's error when the flow failed,
 * in Langflow's JSON detail without traceback (the owner sees it in the editor's build); both
 * coded, so the answer words them in the request's language. Anything else is not the flow's
 * doing and stays a plain server error.
 */
export function runFailure(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof FlowGraphError) return refusedGraph(error);
  if (error instanceof EngineError) {
    if (error.code === 'TWEAK_INPUT_CONFLICT') return refusedFlow([engineReason(error)]);
    return new AppError(500, ErrorCode.UNKNOWN_ERROR, { coded: { form: 'langflow', reason: engineReason(error) } });
  }
  return undefined;
}

/**
 * A run failure in words (the stream's `error {error}`, a log line), by `word` (a request's
 * language) or in the server's own texts; undefined when it is not the flow's doing.
 */
export function runFailureText(error: unknown, word: Wording = SERVER_WORDING): string | undefined {
  const reason = error instanceof EngineError ? engineReason(error) : error instanceof FlowGraphError ? graphRuleReason(error) : undefined;
  if (reason) return word(reason);
  if (error instanceof AppError) return error.coded?.form === 'lines' ? detailIn(word, error.coded) : error.detail;
  return undefined;
}
