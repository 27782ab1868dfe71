// The table editor modal (spec/3 sections 2, 3 and 9): the rows of a table field under its
// table_schema columns (hidden columns are kept but not shown), each cell edited by its column's
// formatter unless the column or the modal is read-only; add a row (column defaults), duplicate
// or delete the selected rows. At most 1000 rows are shown.
import type { TableColumn } from '@app/flow-graph';
import { Button, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal } from '../EditorModal';
import { ModalActions } from '../ModalActions';
import { useResetOnOpen } from '../useResetOnOpen';
import { TableCell } from './TableCell';
import { createRowIds, deleteRows, duplicateRows, MAX_SHOWN_ROWS, newRow, setCell, shownColumns, toEditorRows, type EditorRow, type TableRow } from './tableRows';

export interface TableModalProps {
  opened: boolean;
  title: string;
  /** table_schema.columns of the field. */
  columns: TableColumn[];
  /** The rows when the modal opens; each opening starts from them. */
  rows: TableRow[];
  readonly?: boolean;
  onClose(): void;
  /** The edited rows; the modal then calls onClose. */
  onSave(rows: TableRow[]): void;
}

export function TableModal({ opened, title, columns, rows, readonly = false, onClose, onSave }: TableModalProps) {
  const { t } = useTranslation('modals');
  const nextId = useRef(createRowIds()).current;
  const [draft, setDraft] = useState<EditorRow[]>(() => toEditorRows(rows, nextId));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [invalidCells, setInvalidCells] = useState<ReadonlySet<string>>(new Set());
  useResetOnOpen(opened, () => {
    setDraft(toEditorRows(rows, nextId));
    setSelected(new Set());
    setInvalidCells(new Set());
  });

  const visible = shownColumns(columns);
  const shown = draft.slice(0, MAX_SHOWN_ROWS);
  const allSelected = shown.length > 0 && shown.every((row) => selected.has(row.id));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const markCell = (key: string, valid: boolean) =>
    setInvalidCells((current) => {
      if (valid === !current.has(key)) return current;
      const next = new Set(current);
      if (valid) next.delete(key);
      else next.add(key);
      return next;
    });
  const removeSelected = () => {
    setDraft((current) => deleteRows(current, selected));
    setInvalidCells((current) => new Set([...current].filter((key) => !selected.has(Number(key.split(':')[0])))));
    setSelected(new Set());
  };
  const save = () => {
    onSave(draft.map((row) => row.values));
    onClose();
  };

  return (
    <EditorModal opened={opened} onClose={onClose} title={title} readonly={readonly} size="x-large">
      {!readonly && (
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setDraft((current) => [...current, { id: nextId(), values: newRow(columns) }])}>
            {t('table.addRow')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={14} />}
            disabled={selected.size === 0}
            onClick={() => setDraft((current) => duplicateRows(current, selected, nextId))}
          >
            {t('table.duplicateRows')}
          </Button>
          <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} />} disabled={selected.size === 0} onClick={removeSelected}>
            {t('table.deleteRows')}
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={Math.max(480, visible.length * 160)} mah="60vh">
        <Table striped highlightOnHover withTableBorder stickyHeader verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              {!readonly && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('table.selectAll')}
                    checked={allSelected}
                    indeterminate={!allSelected && shown.some((row) => selected.has(row.id))}
                    disabled={shown.length === 0}
                    onChange={(event) => setSelected(event.currentTarget.checked ? new Set(shown.map((row) => row.id)) : new Set())}
                  />
                </Table.Th>
              )}
              {visible.map((column) => (
                <Table.Th key={column.name}>
                  <Tooltip label={column.description} disabled={!column.description} openDelay={500} withinPortal>
                    <span>{column.display_name || column.name}</span>
                  </Tooltip>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={visible.length + (readonly ? 0 : 1)}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {t('table.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              shown.map((row, index) => (
                <Table.Tr key={row.id}>
                  {!readonly && (
                    <Table.Td>
                      <Checkbox aria-label={t('table.selectRow', { index: index + 1 })} checked={selected.has(row.id)} onChange={(event) => toggle(row.id, event.currentTarget.checked)} />
                    </Table.Td>
                  )}
                  {visible.map((column) => (
                    <Table.Td key={column.name}>
                      <TableCell
                        column={column}
                        value={row.values[column.name]}
                        label={`${column.display_name || column.name} ${index + 1}`}
                        readonly={readonly || Boolean(column.disable_edit)}
                        onChange={(value) => setDraft((current) => setCell(current, row.id, column.name, value))}
                        onValidityChange={(valid) => markCell(`${row.id}:${column.name}`, valid)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {draft.length > MAX_SHOWN_ROWS && (
        <Text size="xs" c="dimmed">
          {t('table.truncated', { count: MAX_SHOWN_ROWS })}
        </Text>
      )}
      <ModalActions readonly={readonly} saveDisabled={invalidCells.size > 0} onCancel={onClose} onSave={save} />
    </EditorModal>
  );
}
