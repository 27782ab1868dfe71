import type { BuildStatus, ChatMessage, CodedText, EventDelivery, VertexBuildResponse } from '@app/flow-graph';
import type { BuildMessageKey } from '../messages';
import type { DeliveryFallbackReason } from '../transport/types';

/** Where a run stands: `building` until it completes, fails or is stopped. */
export type BuildRunStatus = 'building' | 'success' | 'error' | 'stopped';

export interface VertexBuildState {
  status: BuildStatus;
  /** When the status last changed (ms since the epoch, from the injected clock). */
  timestamp: number;
}

/** An edge the UI animates: `source` finished and named `target` as next to run. */
export interface RunningEdge {
  source: string;
  target: string;
}

/** Why a run failed, ready for an error notice: a title key, a list of messages and an optional hint. */
export interface BuildFailure {
  /** Key of BUILD_MESSAGES for the notice title. */
  title: 'FLOW_BUILD_ERROR' | 'COMPONENT_BUILD_ERROR';
  /** The notice's list: component error messages, the server's text, or a coded text. */
  messages: string[];
  /** Beside `messages`, index for index: the message by code where the server sent one, so the UI can word it. */
  coded?: Array<CodedText | null>;
  /** Set when messages[0] is the text of this BUILD_MESSAGES key, so the UI can translate it. */
  code?: BuildMessageKey;
  /** HTTP status when the protocol call failed. */
  status?: number;
  /** The components the failure marked ERROR. */
  nodeIds: string[];
  /** Set when the caller said the flow has outdated components. */
  hint?: 'OUTDATED_COMPONENTS';
}

export interface BuildRunState {
  runId: string;
  flowId: string;
  status: BuildRunStatus;
  jobId: string | null;
  delivery: EventDelivery;
  /** Set when polling replaced the requested delivery (a key of BUILD_MESSAGES). */
  deliveryFallback: DeliveryFallbackReason | null;
  startedAt: number;
  finishedAt: number | null;
  /** The first layer (`vertices_sorted.ids`). */
  verticesIds: readonly string[];
  /** Every vertex that will run (`vertices_sorted.to_run`). */
  verticesToRun: readonly string[];
  vertices: Readonly<Record<string, VertexBuildState>>;
  /** The latest build answer of each vertex (a vertex in a loop builds more than once). */
  results: Readonly<Record<string, VertexBuildResponse>>;
  runningEdges: readonly RunningEdge[];
  messages: readonly ChatMessage[];
  failure: BuildFailure | null;
  notice: 'BUILD_STOPPED' | null;
  /** From `end.build_duration`. */
  buildDuration: number | null;
}

/** The fields a run has from its start; the idle result before any run has none of them. */
export type RunStartFields = 'runId' | 'flowId' | 'status' | 'delivery' | 'startedAt';
