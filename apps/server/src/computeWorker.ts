// The compute pool's process, built as dist/computeWorker.js beside the server's bundle: it runs
// the component library's heavy tasks by name (compute/computePool.ts starts it).
import { runComputeTask } from '@app/components/compute';

export default runComputeTask;
