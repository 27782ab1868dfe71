// The list's sortable columns (spec/3 section 2): release time and edit time, sorted by the server
// across pages (GET folders/{id} sort_by / sort_order); `sortFlows` is that order, for the in-memory
// stand-in. Flows without the time (never released) come last either way.
import type { FlowRecord } from '@app/flow-graph';

export type FlowSortColumn = 'released_at' | 'updated_at';

export interface FlowSort {
  column: FlowSortColumn;
  direction: 'asc' | 'desc';
}

export const DEFAULT_FLOW_SORT: FlowSort = { column: 'released_at', direction: 'desc' };

const timeOf = (value: string | null) => (value ? Date.parse(value) : Number.NaN);

export function sortFlows<T extends Pick<FlowRecord, FlowSortColumn>>(flows: readonly T[], { column, direction }: FlowSort): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...flows].sort((a, b) => {
    const left = timeOf(a[column]);
    const right = timeOf(b[column]);
    if (Number.isNaN(left) || Number.isNaN(right)) return Number.isNaN(left) ? (Number.isNaN(right) ? 0 : 1) : -1;
    return (left - right) * sign;
  });
}

/** A click on a column header: the other column starts descending, the same one flips. */
export function nextSort(current: FlowSort, column: FlowSortColumn): FlowSort {
  if (current.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}
