import type { EventDelivery } from '@app/flow-graph';
import { NOTHING_YET } from './buildReducer';
import type { BuildRun } from './buildRun';
import type { BuildRunState, BuildRunStatus, RunStartFields } from './types';

/** What a BuildObserver hands out: the run's state plus flags, or an idle result before any run. */
export interface BuildResult extends Omit<BuildRunState, RunStartFields> {
  runId: string | null;
  flowId: string | null;
  status: BuildRunStatus | 'idle';
  delivery: EventDelivery | null;
  startedAt: number | null;
  isBuilding: boolean;
  isSuccess: boolean;
  isError: boolean;
  isStopped: boolean;
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
