import { NOTE_MAX_LENGTH, NOTE_MIN_SIZE } from '@app/flow-graph';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EditorNoteNode } from '../../store/types';
import { measureNodes, renderNodes, selectNode } from '../test/renderNodes';

function renderNote(text = '') {
  const view = renderNodes({ data: { nodes: [], edges: [] } });
  let id = '';
  act(() => {
    id = view.store.getState().addNote({ x: 0, y: 0 });
    view.store.getState().setNoteText(id, text);
    measureNodes(view.store);
  });
  const note = () => view.store.getState().nodes.find((node) => node.id === id) as EditorNoteNode;
  return { ...view, id, note };
}

function edit(): HTMLTextAreaElement {
  fireEvent.doubleClick(screen.getByRole('note'));
  return screen.getByRole('textbox', { name: '注释内容' }) as HTMLTextAreaElement;
}

describe('NoteNode', () => {
  it('shows its markdown sanitized', async () => {
    renderNote('# 标题\n\n- **重点**\n\n<script>alert(1)</script><img src=x onerror="alert(1)">');
    const note = screen.getByRole('note');
    expect(await within(note).findByRole('heading', { name: '标题' })).toBeTruthy();
    expect(within(note).getByText('重点').tagName).toBe('STRONG');
    expect(note.querySelector('script')).toBeNull();
    expect(note.querySelector('[onerror]')).toBeNull();
  });

  it('marks its text as what a user wrote, in whatever language (the hint is the UI’s)', async () => {
    renderNote('# 标题');
    expect((await within(screen.getByRole('note')).findByRole('heading', { name: '标题' })).closest('[data-user-content]')).not.toBeNull();
  });

  it('shows a hint when empty', () => {
    renderNote();
    expect(within(screen.getByRole('note')).getByText('双击开始输入，支持 Markdown')).toBeTruthy();
  });

  it('edits on double-click and leaves on Escape or blur', async () => {
    const { note } = renderNote('旧的');
    let input = edit();
    fireEvent.change(input, { target: { value: '新的 **文字**' } });
    expect(note().data.node.description).toBe('新的 **文字**');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: '注释内容' })).toBeNull();
    expect((await within(screen.getByRole('note')).findByText('文字')).tagName).toBe('STRONG');

    input = edit();
    fireEvent.blur(input);
    expect(screen.queryByRole('textbox', { name: '注释内容' })).toBeNull();
  });

  it('counts characters from 100 before the limit and colours the counter at it', () => {
    const { note } = renderNote();
    const input = edit();
    fireEvent.change(input, { target: { value: 'a'.repeat(NOTE_MAX_LENGTH - 101) } });
    expect(screen.queryByTestId('note-counter')).toBeNull();
    fireEvent.change(input, { target: { value: 'a'.repeat(NOTE_MAX_LENGTH - 100) } });
    const counter = screen.getByTestId('note-counter');
    expect(counter.textContent).toBe(`${NOTE_MAX_LENGTH - 100}/${NOTE_MAX_LENGTH}`);
    expect(counter.getAttribute('style') ?? '').not.toContain('red');
    fireEvent.change(input, { target: { value: 'a'.repeat(NOTE_MAX_LENGTH + 20) } });
    expect(note().data.node.description).toHaveLength(NOTE_MAX_LENGTH);
    expect(input.maxLength).toBe(NOTE_MAX_LENGTH);
    expect(screen.getByTestId('note-counter').textContent).toBe(`${NOTE_MAX_LENGTH}/${NOTE_MAX_LENGTH}`);
    expect(screen.getByTestId('note-counter').getAttribute('style')).toContain('red');
  });

  it('changes colour from the toolbar of the selected note', () => {
    const { store, id, note } = renderNote('文字');
    expect(screen.getByRole('note').dataset.color).toBe('amber');
    act(() => selectNode(store, id));
    const picker = screen.getByRole('toolbar', { name: '颜色' });
    expect(within(picker).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['琥珀', '中性', '玫红', '蓝色', '青柠', '透明']);
    fireEvent.click(within(picker).getByRole('button', { name: '蓝色' }));
    expect(note().data.node.template.backgroundColor).toBe('blue');
    expect(screen.getByRole('note').dataset.color).toBe('blue');
    expect(within(picker).getByRole('button', { name: '蓝色' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the resizer while selected, starting from the minimum size', () => {
    const { store, id, note, container } = renderNote('文字');
    expect(note().width).toBe(NOTE_MIN_SIZE);
    expect(container.querySelector('.react-flow__resize-control')).toBeNull();
    act(() => selectNode(store, id));
    expect(container.querySelectorAll('.react-flow__resize-control').length).toBeGreaterThan(0);
  });

  it('resizes through the store, never below the minimum, as one undo step', () => {
    const { store, id, note, container } = renderNote('文字');
    act(() => selectNode(store, id));
    const corner = container.querySelector<HTMLElement>('.react-flow__resize-control.handle.bottom.right')!;
    // d3-drag listens on the event's view; jsdom will not take `view` in an event's init.
    const mouse = (target: EventTarget, type: string, x: number, y: number) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
      Object.defineProperty(event, 'view', { value: window });
      target.dispatchEvent(event);
    };
    act(() => {
      mouse(corner, 'mousedown', NOTE_MIN_SIZE, NOTE_MIN_SIZE);
      mouse(window, 'mousemove', NOTE_MIN_SIZE + 50, NOTE_MIN_SIZE + 20);
      mouse(window, 'mousemove', NOTE_MIN_SIZE + 100, NOTE_MIN_SIZE + 60);
      mouse(window, 'mouseup', NOTE_MIN_SIZE + 100, NOTE_MIN_SIZE + 60);
    });
    expect({ width: note().width, height: note().height }).toEqual({ width: NOTE_MIN_SIZE + 100, height: NOTE_MIN_SIZE + 60 });
    act(() => store.getState().undo());
    expect({ width: note().width, height: note().height }).toEqual({ width: NOTE_MIN_SIZE, height: NOTE_MIN_SIZE });

    act(() => selectNode(store, id));
    act(() => {
      mouse(container.querySelector<HTMLElement>('.react-flow__resize-control.handle.bottom.right')!, 'mousedown', 0, 0);
      mouse(window, 'mousemove', -500, -500);
      mouse(window, 'mouseup', -500, -500);
    });
    expect({ width: note().width, height: note().height }).toEqual({ width: NOTE_MIN_SIZE, height: NOTE_MIN_SIZE });
  });
});
