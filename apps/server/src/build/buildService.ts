// Starting an editor build: the flow (the caller's, or any for an administrator), its graph from
// the request or the stored flow, validated before a job is queued; the job runs the engine's
// buildFlow and records what the monitor shows.
import { buildFlow } from '@app/engine';
import type { BuildEvent, FlowData } from '@app/flow-graph';
import type { Principal } from '../auth/authHook';
import { conversationStore, type ApartConversation, type ConversationRef } from '../conversations/conversationRefs';
import { fromJson } from '../db/rowValues';
import { attachmentNotYours } from '../errors/appError';
import { ATTACHMENT_NOT_YOURS } from '../files/chatAttachments';
import type { FlowRow } from '../flows/flowQueries';
import { accessibleFlow } from '../flows/flowService';
import { childWithIds } from '../logging/logger';
import { createBuildRecorder } from '../monitor/buildRecorder';
import { preparedGraph } from '../run/preparedFlows';
import { prepareBuildGraph, type BuildGraph } from './buildGraph';
import type { StartBuildBody, StartBuildQuery } from './buildSchemas';
import { engineLogger, engineServices, type EngineEnvironment } from './engineEnvironment';
import type { JobContext, JobQueue, JobRunner } from './jobs/jobQueue';
import { jobQueueError } from './jobs/jobQueueErrors';
import { virtualFlowId } from './publicConversations';

/** The graph of a request, else the stored flow's. */
export function graphOf(flow: FlowRow, requested: BuildGraph | null | undefined): BuildGraph {
  if (requested) return requested;
  const stored = fromJson<FlowData | null>(flow.data, null);
  return { nodes: stored?.nodes ?? [], edges: stored?.edges ?? [] };
}

export interface StartedBuild {
  jobId: string;
}

export async function startBuild(
  environment: EngineEnvironment,
  queue: JobQueue,
  principal: Principal,
  flowId: string,
  query: StartBuildQuery,
  body: StartBuildBody,
): Promise<StartedBuild> {
  const flow = await accessibleFlow(environment.db, principal, flowId);
  const graph = graphOf(flow, body.data as BuildGraph | null | undefined);
  return enqueueBuild(environment, queue, { jobOwnerId: principal.userId, flow, prepared: prepareBuildGraph(graph, environment.registry), query, body, apart: null });
}

/** The job owner of a public playground build: the visitor's client id, never a user id. */
export const publicJobOwner = (clientId: string): string => `public:${clientId}`;

/**
 * A build whose conversation is not the flow owner's to read: its messages go to its own store,
 * its component runs are not recorded, and its frozen-vertex cache is its own.
 */
interface ApartBuild extends ApartConversation {
  /** The flow id the engine and its messages see. */
  runFlowId: string;
}

/**
 * A public playground build (build_public_tmp): the stored flow as saved, for a visitor without an
 * account, with the owner's variables. The engine sees the visitor's virtual flow id, so messages,
 * Message History and the vertex cache are the visitor's own; no component runs are recorded.
 */
export function startPublicBuild(environment: EngineEnvironment, queue: JobQueue, clientId: string, flow: FlowRow, query: StartBuildQuery, body: StartBuildBody): Promise<StartedBuild> {
  const runFlowId = virtualFlowId(clientId, flow.id);
  return enqueueBuild(environment, queue, {
    jobOwnerId: publicJobOwner(clientId),
    flow,
    prepared: prepareBuildGraph(graphOf(flow, null), environment.registry),
    query: { ...query, log_builds: false },
    body,
    apart: { runFlowId, messages: { kind: 'public', flowId: flow.id }, cacheKey: runFlowId },
  });
}

/** A chat with a marketplace app: one user's conversation, kept in its own store. */
export interface AppChat {
  userId: string;
  /**
   * The graph that runs: the release's snapshot, or the working copy for the developer preview. The
   * snapshot as runFlows keeps it, the same object while the release is kept, is prepared once.
   */
  graph: BuildGraph;
  messages: ConversationRef;
  /** The frozen-vertex cache of this user's chats with this version of the app. */
  cacheKey: string;
}

/** An app chat's build: the owner's variables, the chatting user's job, nothing the owner's monitor reads. */
export function startAppChatBuild(environment: EngineEnvironment, queue: JobQueue, flow: FlowRow, chat: AppChat, query: StartBuildQuery, body: StartBuildBody): Promise<StartedBuild> {
  return enqueueBuild(environment, queue, {
    jobOwnerId: chat.userId,
    flow,
    prepared: preparedGraph(environment.registry, 'build', chat.graph, () => prepareBuildGraph(chat.graph, environment.registry)),
    query: { ...query, log_builds: false },
    body,
    apart: { runFlowId: flow.id, messages: chat.messages, cacheKey: chat.cacheKey },
  });
}

interface BuildRequest {
  jobOwnerId: string;
  flow: FlowRow;
  /** Checked and with its groups expanded (prepareBuildGraph). */
  prepared: FlowData;
  query: StartBuildQuery;
  body: StartBuildBody;
  /** null: the editor's build (the messages table, runs recorded, the flow's cache). */
  apart: ApartBuild | null;
}

/**
 * A build kept apart (an app chat, the embedded chat, the public playground) started by someone
 * other than the flow's owner may name only the chat attachments its own job owner kept beside the
 * flow: not another user's or key's (even with its path in hand), not the owner's own uploads nor
 * their files (我的文件).
 */
export function checkVisitorFiles({ chatAttachments }: EngineEnvironment, flow: FlowRow, jobOwnerId: string, files: readonly string[] | null | undefined): void {
  if (jobOwnerId === flow.user_id) return;
  const prefix = `${flow.id}/`;
  const refused = (path: string) => !path.startsWith(prefix) || !chatAttachments.isBy(flow.id, path.slice(prefix.length), jobOwnerId);
  if ((files ?? []).some(refused)) throw attachmentNotYours(ATTACHMENT_NOT_YOURS);
}

async function enqueueBuild(environment: EngineEnvironment, queue: JobQueue, request: BuildRequest): Promise<StartedBuild> {
  if (request.apart !== null) checkVisitorFiles(environment, request.flow, request.jobOwnerId, request.body.files);
  const { jobOwnerId, flow, prepared, query, body, apart } = request;
  const inputs = body.inputs ?? {};
  const runFlowId = apart?.runFlowId ?? flow.id;
  const job: BuildJob = {
    flowId: flow.id,
    runFlowId,
    ownerId: flow.user_id,
    flowName: query.flow_name ?? flow.name,
    graph: prepared,
    sessionId: inputs.session || runFlowId,
    inputValue: inputs.input_value ?? null,
    files: body.files ?? [],
    startComponentId: query.start_component_id ?? null,
    stopComponentId: query.stop_component_id ?? null,
    logBuilds: query.log_builds,
    cacheKey: apart?.cacheKey ?? flow.id,
    messages: apart?.messages ?? null,
  };
  try {
    const jobId = await queue.enqueue({
      ownerId: jobOwnerId,
      flowId: flow.id,
      run: (context) => runBuildJob(environment, context, job),
      payload: { kind: BUILD_JOB, data: job },
    });
    return { jobId };
  } catch (error) {
    throw jobQueueError(error);
  }
}

/** The payload kind of a build, which any worker can run. */
export const BUILD_JOB = 'build';

/** Runs a build from its payload, in whichever process picked it up. */
export function buildJobRunner(environment: EngineEnvironment): JobRunner {
  return (data, context) => runBuildJob(environment, context, data as BuildJob);
}

interface BuildJob {
  flowId: string;
  /** The flow id the engine, its messages and its vertex cache see: a visitor's virtual one for public builds. */
  runFlowId: string;
  /** Whose global variables the build's `load_from_db` fields read. */
  ownerId: string | null;
  flowName: string;
  graph: FlowData;
  sessionId: string;
  inputValue: string | null;
  files: string[];
  startComponentId: string | null;
  stopComponentId: string | null;
  logBuilds: boolean;
  cacheKey: string;
  /** The conversation kept apart; null: the messages table, and the runs are recorded. */
  messages: ConversationRef | null;
}

async function runBuildJob(environment: EngineEnvironment, { emit, signal }: JobContext, job: BuildJob): Promise<void> {
  const apartMessages = job.messages === null ? null : conversationStore(environment, job.messages);
  const logger = childWithIds(environment.logger, { flowId: job.flowId, flowName: job.flowName });
  const { resolveVariable, secrets } = await environment.variables.forOwner(job.ownerId, logger);
  const messageStore = secrets.messageStore(apartMessages ?? environment.messageStore);
  const recorder = createBuildRecorder({
    records: environment.records,
    messageStore,
    registry: environment.registry,
    flowId: job.runFlowId,
    sessionId: job.sessionId,
    logBuilds: job.logBuilds && environment.recordStorage.vertexBuilds,
    logTransactions: environment.recordStorage.transactions,
    recordRuns: apartMessages === null,
    announceComponentErrors: true,
    logger,
    now: environment.now,
    pruner: environment.pruner,
    graph: () => job.graph,
  });
  // `end` waits until the records are written, so a client that reads it finds them stored.
  let end: BuildEvent = { event: 'end', data: {} };
  const sink = secrets.sink(
    recorder.sink({
      emit(event) {
        if (event.event === 'end') end = event;
        else emit(event);
      },
    }),
  );
  const resolveComponent = await environment.sandbox.resolverFor(job.graph);
  const cache = environment.vertexCaches.forFlow(job.cacheKey);
  try {
    await buildFlow({
      flow: job.graph,
      registry: environment.registry,
      resolveComponent,
      sink,
      flowId: job.runFlowId,
      inputs: { input_value: job.inputValue, session: job.sessionId, files: job.files },
      startComponentId: job.startComponentId,
      stopComponentId: job.stopComponentId,
      signal,
      cache,
      services: engineServices(environment, job.ownerId, messageStore),
      logger: secrets.logger(engineLogger(logger)),
      resolveVariable,
      onVertexBuilt: (record) => recorder.onVertexBuilt(secrets.scrub(record)),
      timeoutMs: environment.runTimeoutMs,
      // The owner (or an administrator) sees the traceback of their own failing code; a visitor or another user does not.
      showUserTracebacks: apartMessages === null,
    });
  } finally {
    cache.flush();
  }
  await recorder.flush();
  emit(end);
}
