// Undo history: snapshots of nodes and edges, at most HISTORY_LIMIT kept (spec/3 section 9).
import type { FlowSnapshot } from './types';

export const HISTORY_LIMIT = 100;

/** The stack with `snapshot` on top; the oldest entries fall off beyond the limit. */
export function pushSnapshot(stack: readonly FlowSnapshot[], snapshot: FlowSnapshot): FlowSnapshot[] {
  const next = [...stack, snapshot];
  return next.length > HISTORY_LIMIT ? next.slice(next.length - HISTORY_LIMIT) : next;
}
