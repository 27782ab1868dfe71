import { describe, expect, it } from 'vitest';
import { DEFAULT_FLOW_SORT, nextSort, sortFlows } from './sortFlows';

const rows = [
  { id: 'never', released_at: null, updated_at: '2025-01-03T00:00:00Z' },
  { id: 'old', released_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' },
  { id: 'new', released_at: '2025-01-02T00:00:00Z', updated_at: '2025-01-02T00:00:00Z' },
];

describe('sortFlows', () => {
  it.each([
    [DEFAULT_FLOW_SORT, ['new', 'old', 'never']],
    [{ column: 'released_at', direction: 'asc' }, ['old', 'new', 'never']],
    [{ column: 'updated_at', direction: 'desc' }, ['never', 'new', 'old']],
    [{ column: 'updated_at', direction: 'asc' }, ['old', 'new', 'never']],
  ] as const)('%j gives %j', (sort, expected) => {
    expect(sortFlows(rows, sort).map((row) => row.id)).toEqual(expected);
  });

  it('starts another column descending and flips the same one', () => {
    expect(nextSort(DEFAULT_FLOW_SORT, 'updated_at')).toEqual({ column: 'updated_at', direction: 'desc' });
    expect(nextSort(DEFAULT_FLOW_SORT, 'released_at')).toEqual({ column: 'released_at', direction: 'asc' });
  });
});
