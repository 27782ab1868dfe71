import { Checkbox, Table } from '@mantine/core';
import type { RowSelection } from './rowSelection';

/** The header cell of a table with row selection: its box selects all shown rows or none. */
export function SelectAllHeader({ selection, label }: { selection: RowSelection; label: string }) {
  return (
    <Table.Th w={40}>
      <Checkbox aria-label={label} checked={selection.allSelected} indeterminate={selection.someSelected} onChange={selection.toggleAll} />
    </Table.Th>
  );
}
