import type { TableColumn } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { booleanValue, cellText, numberValue, parseJsonCell } from './cellValue';
import { createRowIds, deleteRows, duplicateRows, newRow, shownColumns, toEditorRows } from './tableRows';

const columns: TableColumn[] = [
  { name: 'name', display_name: '名称' },
  { name: 'count', display_name: '数量', formatter: 'number' },
  { name: 'active', display_name: '启用', formatter: 'boolean' },
  { name: 'meta', display_name: '元数据', formatter: 'json' },
  { name: 'day', display_name: '日期', formatter: 'date' },
  { name: 'type', display_name: '类型', default: 'str', hidden: true },
];

describe('table rows', () => {
  it('shows the columns that are not hidden', () => {
    expect(shownColumns(columns).map((column) => column.name)).toEqual(['name', 'count', 'active', 'meta', 'day']);
  });

  it('gives a new row the column defaults, else the empty value of the formatter', () => {
    expect(newRow(columns)).toEqual({ name: '', count: null, active: false, meta: null, day: '', type: 'str' });
  });

  it('does not share a default object between rows', () => {
    const withObject: TableColumn[] = [{ name: 'meta', display_name: 'meta', formatter: 'json', default: { a: 1 } }];
    const row = newRow(withObject);
    expect(row.meta).toEqual({ a: 1 });
    expect(row.meta).not.toBe(withObject[0]!.default);
  });

  it('duplicates the selected rows after the others and deletes selected rows', () => {
    const nextId = createRowIds();
    const rows = toEditorRows([{ name: 'a' }, { name: 'b' }, { name: 'c' }], nextId);
    const duplicated = duplicateRows(rows, new Set([rows[0]!.id, rows[2]!.id]), nextId);
    expect(duplicated.map((row) => row.values.name)).toEqual(['a', 'b', 'c', 'a', 'c']);
    expect(new Set(duplicated.map((row) => row.id)).size).toBe(5);
    expect(deleteRows(duplicated, new Set([rows[1]!.id])).map((row) => row.values.name)).toEqual(['a', 'c', 'a', 'c']);
  });
});

describe('cell values', () => {
  it.each([
    [null, 'text', ''],
    ['hello', 'text', 'hello'],
    [3, 'number', '3'],
    [{ a: [1] }, 'json', '{"a":[1]}'],
    ['2025-06-01T08:00:00Z', 'date', '2025-06-01'],
    ['soon', 'date', 'soon'],
  ] as const)('cellText(%j, %s) is %j', (value, formatter, text) => {
    expect(cellText(value, formatter)).toBe(text);
  });

  it('reads JSON cells, empty as null', () => {
    expect(parseJsonCell('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonCell('  ')).toEqual({ ok: true, value: null });
    expect(parseJsonCell('{a')).toEqual({ ok: false });
  });

  it('reads booleans and numbers stored as text', () => {
    expect([true, 'true', 1, false, 'false', null].map(booleanValue)).toEqual([true, true, true, false, false, false]);
    expect([4, '2.5', '', 'x', null].map(numberValue)).toEqual([4, 2.5, '', '', '']);
  });
});
