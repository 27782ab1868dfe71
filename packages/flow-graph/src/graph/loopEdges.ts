// Loop edges: an edge into an output that allows loops (e.g. the Loop component's item).
import { edgeHandles, isLoopTargetHandle } from '../handles/build';
import type { WorkflowEdge } from '../types/edges';

/** A loop handle has `output_types`; an encoded id without those words is no loop handle, so it is not decoded. */
const LOOP_HANDLE_KEY = 'output_types';

export function isLoopEdge(edge: WorkflowEdge): boolean {
  if (edge.targetHandle && !edge.targetHandle.includes(LOOP_HANDLE_KEY)) return false;
  const { target } = edgeHandles(edge);
  return target !== undefined && isLoopTargetHandle(target);
}
