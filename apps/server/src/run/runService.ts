// Running a stored flow for the run API and the webhook: the flow's graph with its groups expanded,
// the engine's runFlow, and the same records a build leaves (messages, transactions).
import { EngineError, runFlow, type EventSink, type RunResponse, type Tweaks } from '@app/engine';
import { flattenGroups, FlowGraphError, formatMessage, type FlowData } from '@app/flow-graph';
import { ErrorCode } from '@app/api-client';
import { invalidComponentIds } from '../build/buildGraph';
import { engineLogger, engineServices, type EngineEnvironment } from '../build/engineEnvironment';
import { fromJson } from '../db/rowValues';
import { AppError, invalidInput } from '../errors/appError';
import type { FlowRow } from '../flows/flowQueries';
import { createBuildRecorder } from '../monitor/buildRecorder';
import type { RunBody } from './runSchemas';

export interface RunOptions {
  /** Receives the run's events (`?stream=true`); the caller sends the closing event. */
  sink?: EventSink;
  signal?: AbortSignal;
  /** How many flows run this one through Run Flow; 0 for a request. */
  depth?: number;
}

// Not the build's full validation: tweaks may fill required fields after this point.
function runnableGraph(flow: FlowRow, environment: EngineEnvironment): FlowData {
  const data = fromJson<FlowData | null>(flow.data, null);
  let flat: FlowData;
  try {
    flat = flattenGroups({ nodes: data?.nodes ?? [], edges: data?.edges ?? [] });
  } catch (error) {
    if (error instanceof FlowGraphError) throw invalidInput(error.message);
    throw error;
  }
  if (invalidComponentIds(flat, environment.registry).length > 0) throw invalidInput(formatMessage('NODE_INVALID'));
  return flat;
}

export async function executeRun(environment: EngineEnvironment, flow: FlowRow, body: RunBody, options: RunOptions = {}): Promise<RunResponse> {
  const sessionId = body.session_id || flow.id;
  const logger = environment.logger.child({ flowId: flow.id });
  const { resolveVariable, secrets } = await environment.variables.forOwner(flow.user_id, logger);
  const messageStore = secrets.messageStore(environment.messageStore);
  const recorder = createBuildRecorder({
    db: environment.db,
    messageStore,
    registry: environment.registry,
    flowId: flow.id,
    sessionId,
    // Langflow logs vertex builds for the editor's builds only; runs leave transactions.
    logBuilds: false,
    announceComponentErrors: false,
    logger,
    now: environment.now,
    pruner: environment.pruner,
  });
  try {
    const graph = runnableGraph(flow, environment);
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
      sink: secrets.sink(recorder.sink(options.sink ?? { emit: () => undefined })),
      signal: options.signal,
      cache: environment.vertexCaches.forFlow(flow.id),
      services: engineServices(environment, flow.user_id, messageStore, options.depth),
      logger: secrets.logger(engineLogger(logger)),
      resolveVariable,
      onVertexBuilt: (record) => recorder.onVertexBuilt(secrets.scrub(record)),
    });
    return secrets.scrub(response);
  } catch (error) {
    // A component's error text may quote a credential it was given.
    throw secrets.scrub(error);
  } finally {
    await recorder.flush();
  }
}

/**
 * What a failed run answers, as Langflow does: 400 for a request that cannot run (an input given
 * twice, a graph that cannot be ordered), 500 with the component's error when the flow failed.
 * Anything else is not the flow's doing and stays a plain server error.
 */
export function runFailure(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof FlowGraphError) return invalidInput(error.message);
  if (error instanceof EngineError) {
    if (error.code === 'TWEAK_INPUT_CONFLICT') return invalidInput(error.message);
    return new AppError(500, ErrorCode.UNKNOWN_ERROR, { detail: error.message });
  }
  return undefined;
}
