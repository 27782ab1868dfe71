import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { SessionList, type SessionListProps } from './SessionList';

const FLOW_ID = 'flow-1';

function setup(overrides: Partial<SessionListProps> = {}) {
  const props = {
    sessions: [FLOW_ID, '2024-06-20 10:05'],
    selected: FLOW_ID,
    defaultSessionId: FLOW_ID,
    onSelect: vi.fn(),
    onNew: vi.fn(),
    onRename: vi.fn(),
    onDelete: vi.fn(),
    onLogs: vi.fn(),
    ...overrides,
  };
  renderUi(<SessionList {...props} />);
  return props;
}

const openMenu = (id: string) => fireEvent.click(within(screen.getByTestId(`session-${id}`)).getByRole('button', { name: '会话选项' }));
const nameBox = () => screen.getByRole('textbox', { name: '会话名称' });

describe('SessionList', () => {
  it('lists sessions under 聊天, the default as 默认会话, and marks the selected one', () => {
    setup();
    expect(screen.getByText('聊天')).toBeTruthy();
    const current = screen.getByRole('button', { name: '默认会话' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '2024-06-20 10:05' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows labels in place of ids and, without onRename and onNew, offers only delete', () => {
    const onDelete = vi.fn();
    renderUi(<SessionList sessions={['c1']} labels={{ c1: '新对话' }} onSelect={vi.fn()} onDelete={onDelete} />);
    expect(screen.getByTestId('session-c1').textContent).toBe('新对话');
    expect(screen.queryByRole('button', { name: '新建聊天' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '会话选项' }));
    expect(screen.queryByRole('menuitem', { name: '重命名' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledWith('c1');
  });

  it('selects a session and starts a new chat', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: '2024-06-20 10:05' }));
    expect(props.onSelect).toHaveBeenCalledWith('2024-06-20 10:05');
    fireEvent.click(screen.getByRole('button', { name: '新建聊天' }));
    expect(props.onNew).toHaveBeenCalledOnce();
  });

  it('offers rename, message logs and delete in the options menu', () => {
    const props = setup();
    openMenu('2024-06-20 10:05');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['重命名', '消息日志', '删除']);
    fireEvent.click(screen.getByRole('menuitem', { name: '消息日志' }));
    expect(props.onLogs).toHaveBeenCalledWith('2024-06-20 10:05');
    openMenu('2024-06-20 10:05');
    fireEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    expect(props.onDelete).toHaveBeenCalledWith('2024-06-20 10:05');
  });

  it('leaves message logs out of the menu without onLogs', () => {
    setup({ onLogs: undefined });
    openMenu(FLOW_ID);
    expect(screen.queryByRole('menuitem', { name: '消息日志' })).toBeNull();
  });

  it('renames on Enter', () => {
    const props = setup();
    openMenu('2024-06-20 10:05');
    fireEvent.click(screen.getByRole('menuitem', { name: '重命名' }));
    expect((nameBox() as HTMLInputElement).value).toBe('2024-06-20 10:05');
    fireEvent.change(nameBox(), { target: { value: '  周报  ' } });
    fireEvent.keyDown(nameBox(), { key: 'Enter' });
    expect(props.onRename).toHaveBeenCalledWith('2024-06-20 10:05', '周报');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('renames with the check button even though pressing it would blur the field', () => {
    const props = setup();
    openMenu('2024-06-20 10:05');
    fireEvent.click(screen.getByRole('menuitem', { name: '重命名' }));
    fireEvent.change(nameBox(), { target: { value: '周报' } });
    const check = screen.getByRole('button', { name: '确认' });
    expect(fireEvent.mouseDown(check)).toBe(false);
    fireEvent.click(check);
    expect(props.onRename).toHaveBeenCalledWith('2024-06-20 10:05', '周报');
  });

  it.each<[string, () => void]>([
    ['the X', () => fireEvent.click(screen.getByRole('button', { name: '取消' }))],
    ['blur', () => fireEvent.blur(nameBox())],
    ['Escape', () => fireEvent.keyDown(nameBox(), { key: 'Escape' })],
    ['Enter while composing', () => fireEvent.keyDown(nameBox(), { key: 'Enter', keyCode: 229 })],
  ])('does not rename on %s', (_name, act) => {
    const props = setup();
    openMenu('2024-06-20 10:05');
    fireEvent.click(screen.getByRole('menuitem', { name: '重命名' }));
    fireEvent.change(nameBox(), { target: { value: '周报' } });
    act();
    expect(props.onRename).not.toHaveBeenCalled();
  });

  it('does not rename to an empty or unchanged name', () => {
    const props = setup();
    openMenu('2024-06-20 10:05');
    fireEvent.click(screen.getByRole('menuitem', { name: '重命名' }));
    fireEvent.change(nameBox(), { target: { value: '   ' } });
    fireEvent.keyDown(nameBox(), { key: 'Enter' });
    expect(props.onRename).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
