// A stored flow record with the server's defaults for every field the caller leaves out: an
// empty graph, no folder, never released.
import type { FlowRecord } from '@app/flow-graph';

export function flowRecord(fields: Pick<FlowRecord, 'id' | 'name'> & Partial<FlowRecord>): FlowRecord {
  return {
    description: null,
    endpoint_name: null,
    tags: [],
    icon: null,
    icon_bg_color: null,
    gradient: null,
    folder_id: null,
    data: { nodes: [], edges: [] },
    locked: false,
    is_component: false,
    updated_at: null,
    released_at: null,
    webhook: false,
    last_tested_version: null,
    user_id: null,
    ...fields,
  };
}
