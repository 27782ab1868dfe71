import type { TableColumn } from '@app/flow-graph';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../../test/render';
import { TableModal, type TableModalProps } from './TableModal';

const columns: TableColumn[] = [
  { name: 'name', display_name: '字段名' },
  { name: 'count', display_name: '数量', formatter: 'number', default: 1 },
  { name: 'multiple', display_name: '列表', formatter: 'boolean' },
  { name: 'meta', display_name: '元数据', formatter: 'json' },
  { name: 'id', display_name: 'ID', disable_edit: true },
  { name: 'secret', display_name: '内部', hidden: true, default: 'x' },
];

const rows = [
  { name: 'title', count: 2, multiple: false, meta: { a: 1 }, id: 'r1', secret: 's1' },
  { name: 'tags', count: 3, multiple: true, meta: null, id: 'r2', secret: 's2' },
];

function open(props: Partial<TableModalProps> = {}) {
  const onSave = vi.fn<TableModalProps['onSave']>();
  const onClose = vi.fn();
  renderFlowEditor(<TableModal opened title="输出结构" columns={columns} rows={rows} onClose={onClose} onSave={onSave} {...props} />);
  return { onSave, onClose };
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const saved = (onSave: ReturnType<typeof open>['onSave']) => onSave.mock.calls[0]![0];

describe('table modal', () => {
  it('shows the visible columns and a read-only column as text', () => {
    open();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', '字段名', '数量', '列表', '元数据', 'ID']);
    expect(screen.getByText('r1')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'ID 1' })).toBeNull();
  });

  it('edits cells by formatter and keeps hidden values', () => {
    const { onSave, onClose } = open();
    fireEvent.change(screen.getByRole('textbox', { name: '字段名 1' }), { target: { value: 'heading' } });
    fireEvent.change(screen.getByRole('textbox', { name: '数量 1' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '列表 1' }));
    fireEvent.change(screen.getByRole('textbox', { name: '元数据 2' }), { target: { value: '{"b": [2]}' } });
    click('保存');
    expect(saved(onSave)).toEqual([
      { name: 'heading', count: 7, multiple: true, meta: { a: 1 }, id: 'r1', secret: 's1' },
      { name: 'tags', count: 3, multiple: true, meta: { b: [2] }, id: 'r2', secret: 's2' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('does not save while a JSON cell does not parse', () => {
    open();
    fireEvent.change(screen.getByRole('textbox', { name: '元数据 1' }), { target: { value: '{"a": ' } });
    expect(screen.getByText('JSON 格式不正确')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', true);
  });

  it('adds a row with the column defaults', () => {
    const { onSave } = open();
    click('添加行');
    click('保存');
    expect(saved(onSave)[2]).toEqual({ name: '', count: 1, multiple: false, meta: null, id: '', secret: 'x' });
  });

  it('duplicates and deletes the selected rows', () => {
    const { onSave } = open();
    expect(screen.getByRole('button', { name: '复制所选行' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    click('复制所选行');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    click('删除所选行');
    click('保存');
    expect(saved(onSave).map((row) => row.name)).toEqual(['title']);
  });

  it('selects all rows from the header', () => {
    const { onSave } = open();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    click('删除所选行');
    expect(screen.getByText('暂无数据')).toBeTruthy();
    click('保存');
    expect(saved(onSave)).toEqual([]);
  });

  it('shows at most 1000 rows and says so', () => {
    open({ rows: Array.from({ length: 1005 }, (_, index) => ({ name: `f${index}` })), columns: [{ name: 'name', display_name: '字段名' }] });
    expect(screen.getAllByRole('row')).toHaveLength(1001);
    expect(screen.getByText('仅显示前 1000 行')).toBeTruthy();
  });

  it('is read-only when asked', () => {
    open({ readonly: true });
    expect(screen.queryByRole('button', { name: '添加行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(within(screen.getAllByRole('row')[1]!).getByText('title')).toBeTruthy();
  });
});
