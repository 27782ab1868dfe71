// The entry of `@app/components/compute`: what a compute worker thread loads.
export type { ComputeRequest } from './tasks';
export { COMPUTE_TASK_NAMES, runComputeTask } from './tasks';
export type { ComputeOutcome } from './offload';
