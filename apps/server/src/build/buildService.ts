// Starting an editor build: the flow (the caller's, or any for an administrator), its graph from
// the request or the stored flow, validated before a job is queued; the job runs the engine's
// buildFlow and records what the monitor shows.
import { buildFlow, type MessageStore } from '@app/engine';
import type { BuildEvent, FlowData } from '@app/flow-graph';
import type { Principal } from '../auth/authHook';
import { tooManyRequests } from '../errors/appError';
import { fromJson } from '../db/rowValues';
import type { FlowRow } from '../flows/flowQueries';
import { accessibleFlow } from '../flows/flowService';
import { createBuildRecorder } from '../monitor/buildRecorder';
import { prepareBuildGraph, type BuildGraph } from './buildGraph';
import type { StartBuildBody, StartBuildQuery } from './buildSchemas';
import { engineLogger, engineServices, type EngineEnvironment } from './engineEnvironment';
import { TooManyJobsError, type JobContext, type JobQueue } from './jobs/jobQueue';

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
  return enqueueBuild(environment, queue, { jobOwnerId: principal.userId, flow, graph, query, body, keepMessages: true });
}

/** The job owner of a public playground build: the visitor's client id, never a user id. */
export const publicJobOwner = (clientId: string): string => `public:${clientId}`;

/**
 * A public playground build (build_public_tmp): the stored flow as saved, for a visitor without an
 * account. Its messages stay with the visitor (session storage), and it logs no component builds.
 */
export function startPublicBuild(environment: EngineEnvironment, queue: JobQueue, clientId: string, flow: FlowRow, query: StartBuildQuery, body: StartBuildBody): StartedBuild {
  return enqueueBuild(environment, queue, {
    jobOwnerId: publicJobOwner(clientId),
    flow,
    graph: graphOf(flow, null),
    query: { ...query, log_builds: false },
    body,
    keepMessages: false,
  });
}

interface BuildRequest {
  jobOwnerId: string;
  flow: FlowRow;
  graph: BuildGraph;
  query: StartBuildQuery;
  body: StartBuildBody;
  keepMessages: boolean;
}

function enqueueBuild(environment: EngineEnvironment, queue: JobQueue, { jobOwnerId, flow, graph, query, body, keepMessages }: BuildRequest): StartedBuild {
  const prepared = prepareBuildGraph(graph, environment.registry);
  const inputs = body.inputs ?? {};
  try {
    const jobId = queue.enqueue({
      ownerId: jobOwnerId,
      flowId: flow.id,
      run: (context) =>
        runBuildJob(environment, context, {
          flowId: flow.id,
          ownerId: flow.user_id,
          flowName: query.flow_name ?? flow.name,
          graph: prepared,
          sessionId: inputs.session || flow.id,
          inputValue: inputs.input_value ?? null,
          files: body.files ?? [],
          startComponentId: query.start_component_id ?? null,
          stopComponentId: query.stop_component_id ?? null,
          logBuilds: query.log_builds,
          keepMessages,
        }),
    });
    return { jobId };
  } catch (error) {
    if (error instanceof TooManyJobsError) throw tooManyRequests(error.message);
    throw error;
  }
}

interface BuildJob {
  flowId: string;
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
  /** False for public builds: their messages are neither stored nor read back as memory. */
  keepMessages: boolean;
}

const NO_MESSAGES: MessageStore = { list: async () => [], save: async () => undefined };

async function runBuildJob(environment: EngineEnvironment, { emit, signal }: JobContext, job: BuildJob): Promise<void> {
  const logger = environment.logger.child({ flowId: job.flowId, flowName: job.flowName });
  const { resolveVariable, secrets } = await environment.variables.forOwner(job.ownerId, logger);
  const messageStore = secrets.messageStore(job.keepMessages ? environment.messageStore : NO_MESSAGES);
  const recorder = createBuildRecorder({
    db: environment.db,
    messageStore,
    registry: environment.registry,
    flowId: job.flowId,
    sessionId: job.sessionId,
    logBuilds: job.logBuilds,
    announceComponentErrors: true,
    logger,
    now: environment.now,
    pruner: environment.pruner,
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
  await buildFlow({
    flow: job.graph,
    registry: environment.registry,
    resolveComponent,
    sink,
    flowId: job.flowId,
    inputs: { input_value: job.inputValue, session: job.sessionId, files: job.files },
    startComponentId: job.startComponentId,
    stopComponentId: job.stopComponentId,
    signal,
    cache: environment.vertexCaches.forFlow(job.flowId),
    services: engineServices(environment, job.ownerId, messageStore),
    logger: secrets.logger(engineLogger(logger)),
    resolveVariable,
    onVertexBuilt: (record) => recorder.onVertexBuilt(secrets.scrub(record)),
  });
  await recorder.flush();
  emit(end);
}
