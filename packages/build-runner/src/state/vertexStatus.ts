import type { BuildStatus } from '@app/flow-graph';
import type { VertexBuildState } from './types';

/** A component that succeeds stays visibly BUILDING at least this long (spec/3 sections 4 and 9). */
export const MIN_VISIBLE_BUILDING_MS = 300;

/** How long a vertex must still show BUILDING before it may turn BUILT; 0 when it may now. */
export function remainingBuildingTime(vertex: VertexBuildState, now: number): number {
  if (vertex.status !== 'BUILDING') return 0;
  return Math.max(0, vertex.timestamp + MIN_VISIBLE_BUILDING_MS - now);
}

/**
 * A group node's status from its members' (spec/3 section 4): BUILT when all are built, BUILDING
 * when any is building, ERROR when any failed, otherwise TO_BUILD. An empty group has built nothing.
 */
export function getGroupBuildStatus(memberStatuses: ReadonlyArray<BuildStatus | undefined>): BuildStatus {
  if (memberStatuses.length > 0 && memberStatuses.every((status) => status === 'BUILT')) return 'BUILT';
  if (memberStatuses.includes('BUILDING')) return 'BUILDING';
  if (memberStatuses.includes('ERROR')) return 'ERROR';
  return 'TO_BUILD';
}
