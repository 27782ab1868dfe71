// The sortable columns of the key tables (created time, last used time); keys never used sort as
// the oldest.
import type { ApiKeyRead } from '@app/api-client';

export type KeySortColumn = 'created_at' | 'last_used_at';

export interface KeySort {
  column: KeySortColumn;
  direction: 'asc' | 'desc';
}

/** A click on a column header: that column newest first, then oldest first, then the server's order. */
export function nextSort(current: KeySort | null, column: KeySortColumn): KeySort | null {
  if (current?.column !== column) return { column, direction: 'desc' };
  return current.direction === 'desc' ? { column, direction: 'asc' } : null;
}

export function sortKeys(keys: readonly ApiKeyRead[], sort: KeySort | null): ApiKeyRead[] {
  if (!sort) return [...keys];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const time = (key: ApiKeyRead) => Date.parse(key[sort.column] ?? '') || 0;
  return [...keys].sort((a, b) => sign * (time(a) - time(b)));
}
