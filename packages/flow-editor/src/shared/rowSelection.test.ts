import { describe, expect, it, vi } from 'vitest';
import { rowSelection } from './rowSelection';

describe('rowSelection', () => {
  it('selects all shown rows, then none', () => {
    const onSelect = vi.fn();
    rowSelection(['a', 'b'], new Set(['a']), onSelect).toggleAll();
    expect(onSelect).toHaveBeenLastCalledWith(new Set(['a', 'b']));
    rowSelection(['a', 'b'], new Set(['a', 'b']), onSelect).toggleAll();
    expect(onSelect).toHaveBeenLastCalledWith(new Set());
  });

  it('toggles one row and keeps the others', () => {
    const onSelect = vi.fn();
    rowSelection(['a', 'b'], new Set(['a']), onSelect).toggle('b');
    expect(onSelect).toHaveBeenLastCalledWith(new Set(['a', 'b']));
    rowSelection(['a', 'b'], new Set(['a', 'b']), onSelect).toggle('a');
    expect(onSelect).toHaveBeenLastCalledWith(new Set(['b']));
  });

  it('is indeterminate only for some of the shown rows', () => {
    expect(rowSelection(['a', 'b'], new Set(['a']), vi.fn())).toMatchObject({ allSelected: false, someSelected: true });
    expect(rowSelection(['a'], new Set(['z']), vi.fn())).toMatchObject({ allSelected: false, someSelected: false });
    expect(rowSelection([], new Set(), vi.fn())).toMatchObject({ allSelected: false, someSelected: false });
  });
});
