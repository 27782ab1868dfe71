import type { ChatMessage, EventDelivery, VertexBuildResponse } from '@app/flow-graph';
import { NOTHING_YET } from './buildReducer';
import type { BuildRun } from './buildRun';
import type { DeliveryFallbackReason } from '../transport/types';
import type { BuildFailure, BuildRunStatus, RunningEdge, VertexBuildState } from './types';

/** What a BuildObserver hands out: the run's state plus flags, or an idle result before any run. */
export interface BuildResult {
  runId: string | null;
  flowId: string | null;
  status: BuildRunStatus | 'idle';
  isBuilding: boolean;
  isSuccess: boolean;
  isError: boolean;
  isStopped: boolean;
  jobId: string | null;
  delivery: EventDelivery | null;
  deliveryFallback: DeliveryFallbackReason | null;
  startedAt: number | null;
  finishedAt: number | null;
  verticesIds: readonly string[];
  verticesToRun: readonly string[];
  vertices: Readonly<Record<string, VertexBuildState>>;
  results: Readonly<Record<string, VertexBuildResponse>>;
  runningEdges: readonly RunningEdge[];
  messages: readonly ChatMessage[];
  failure: BuildFailure | null;
  notice: 'BUILD_STOPPED' | null;
  buildDuration: number | null;
}

/** What a consumer sees before any run: one shared object, so observers compare it by reference. */
const IDLE_RESULT: BuildResult = Object.freeze({
  runId: null,
  flowId: null,
  status: 'idle',
  isBuilding: false,
  isSuccess: false,
  isError: false,
  isStopped: false,
  delivery: null,
  startedAt: null,
  ...NOTHING_YET,
});

export function getBuildResult(run: BuildRun | undefined): BuildResult {
  if (!run) return IDLE_RESULT;
  const { state } = run;
  return {
    ...state,
    isBuilding: state.status === 'building',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    isStopped: state.status === 'stopped',
  };
}

export function shallowEqualObjects<T extends object>(a: T, b: T): boolean {
  const keysA = Object.keys(a) as Array<keyof T>;
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is(a[key], b[key]));
}
