// The rows of the table editor (spec/3 sections 3 and 9): objects keyed by column name, each with
// an id of the editor's own so selection survives edits; at most 1000 are shown.
import type { TableColumn, TableColumnFormatter } from '@app/flow-graph';

export const MAX_SHOWN_ROWS = 1000;

export type TableRow = Record<string, unknown>;

export interface EditorRow {
  id: number;
  values: TableRow;
}

export function shownColumns(columns: readonly TableColumn[]): TableColumn[] {
  return columns.filter((column) => !column.hidden);
}

const emptyValue: Record<TableColumnFormatter, unknown> = { text: '', number: null, boolean: false, date: '', json: null };

/** A new row: each column's default, else the empty value of its formatter (text when it has none). */
export function newRow(columns: readonly TableColumn[]): TableRow {
  return Object.fromEntries(columns.map((column) => [column.name, column.default !== undefined ? structuredClone(column.default) : emptyValue[column.formatter ?? 'text']]));
}

export function createRowIds(start = 0) {
  let next = start;
  return () => (next += 1);
}

export function toEditorRows(rows: readonly TableRow[], nextId: () => number): EditorRow[] {
  return rows.map((values) => ({ id: nextId(), values: { ...values } }));
}

/** The selected rows copied (new ids) and appended after all rows, in table order. */
export function duplicateRows(rows: readonly EditorRow[], selected: ReadonlySet<number>, nextId: () => number): EditorRow[] {
  const copies = rows.filter((row) => selected.has(row.id)).map((row) => ({ id: nextId(), values: structuredClone(row.values) }));
  return [...rows, ...copies];
}

export function deleteRows(rows: readonly EditorRow[], selected: ReadonlySet<number>): EditorRow[] {
  return rows.filter((row) => !selected.has(row.id));
}

export function setCell(rows: readonly EditorRow[], id: number, column: string, value: unknown): EditorRow[] {
  return rows.map((row) => (row.id === id ? { ...row, values: { ...row.values, [column]: value } } : row));
}
