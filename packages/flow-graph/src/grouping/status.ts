// A group's build status from its members' (spec/3 section 4).
import type { BuildStatus } from '../events';

/**
 * BUILT when every member is built, else BUILDING when any is building, else ERROR when any
 * failed, else TO_BUILD. Members without a status yet count as TO_BUILD.
 */
export function aggregateGroupStatus(statuses: Iterable<BuildStatus | undefined>): BuildStatus {
  const list = [...statuses];
  if (list.length > 0 && list.every((status) => status === 'BUILT')) return 'BUILT';
  if (list.includes('BUILDING')) return 'BUILDING';
  if (list.includes('ERROR')) return 'ERROR';
  return 'TO_BUILD';
}
