// The status a flow shows in lists (spec/3 section 3) and its numeric mode value.
import type { FlowRecord } from '../types/flow';

export type FlowStatus = 'Develop' | 'Published' | 'Edit';

export const FLOW_MODE: Readonly<Record<FlowStatus, number>> = { Develop: 1, Published: 2, Edit: 3 };

/**
 * Develop when never released; Published when released and not updated after the release;
 * Edit otherwise. A missing update time counts as "not later".
 */
export function getFlowStatus(flow: Pick<FlowRecord, 'released_at' | 'updated_at'>): FlowStatus {
  if (!flow.released_at) return 'Develop';
  if (!flow.updated_at) return 'Published';
  return Date.parse(flow.updated_at) <= Date.parse(flow.released_at) ? 'Published' : 'Edit';
}
