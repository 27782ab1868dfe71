// Starting an editor build: the flow (the caller's, or any for an administrator), its graph from
// the request or the stored flow, validated before a job is queued; the job runs the engine's
// buildFlow and records what the monitor shows.
import { buildFlow } from '@app/engine';
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
  const graph = prepareBuildGraph(graphOf(flow, body.data as BuildGraph | null | undefined), environment.registry);
  const inputs = body.inputs ?? {};
  try {
    const jobId = queue.enqueue({
      ownerId: principal.userId,
      flowId,
      run: (context) =>
        runBuildJob(environment, context, {
          flowId,
          ownerId: flow.user_id,
          flowName: query.flow_name ?? flow.name,
          graph,
          sessionId: inputs.session || flowId,
          inputValue: inputs.input_value ?? null,
          files: body.files ?? [],
          startComponentId: query.start_component_id ?? null,
          stopComponentId: query.stop_component_id ?? null,
          logBuilds: query.log_builds,
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
}

async function runBuildJob(environment: EngineEnvironment, { emit, signal }: JobContext, job: BuildJob): Promise<void> {
  const logger = environment.logger.child({ flowId: job.flowId, flowName: job.flowName });
  const { resolveVariable, secrets } = await environment.variables.forOwner(job.ownerId, logger);
  const messageStore = secrets.messageStore(environment.messageStore);
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
