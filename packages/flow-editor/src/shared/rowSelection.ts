// The check boxes of a table with row selection: the header box selects all rows shown or none,
// a row's box toggles that row.

export interface RowSelection {
  allSelected: boolean;
  /** Some, not all, shown rows are selected: the header box is indeterminate. */
  someSelected: boolean;
  toggle(id: string): void;
  toggleAll(): void;
}

export function rowSelection(ids: readonly string[], selected: ReadonlySet<string>, onSelect: (next: Set<string>) => void): RowSelection {
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return {
    allSelected,
    someSelected: !allSelected && ids.some((id) => selected.has(id)),
    toggle(id) {
      const next = new Set(selected);
      if (!next.delete(id)) next.add(id);
      onSelect(next);
    },
    toggleAll: () => onSelect(allSelected ? new Set() : new Set(ids)),
  };
}
