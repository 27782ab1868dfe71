import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowStore } from '../store/FlowStoreProvider';
import { createTestFlowStore, templateData } from '../store/testFlowStore';
import { renderWithStore } from './test/renderCanvas';
import { useCanvasShortcuts, type CanvasShortcutHandlers } from './useCanvasShortcuts';

function Shortcuts(handlers: CanvasShortcutHandlers) {
  useCanvasShortcuts(handlers);
  return <input aria-label="字段" />;
}

function select(store: FlowStore, ...types: string[]) {
  act(() => store.getState().onNodesChange(store.getState().nodes.map((node) => ({ type: 'select', id: node.id, selected: types.includes(node.data.type ?? '') }))));
}

const press = (key: string, code: string, modifiers: Record<string, boolean> = {}, target: Element | Document = document) =>
  act(() => void fireEvent.keyDown(target, { key, code, ...modifiers }));

const count = (store: FlowStore, type?: string) => store.getState().nodes.filter((node) => type === undefined || node.data.type === type).length;

function setup(handlers: CanvasShortcutHandlers = {}) {
  const store = createTestFlowStore();
  return { ...renderWithStore(<Shortcuts {...handlers} />, { store }), store };
}

afterEach(() => vi.unstubAllGlobals());

describe('useCanvasShortcuts', () => {
  it('copies to the store and the system clipboard, and pastes the copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { store } = setup();
    select(store, 'Prompt');
    press('c', 'KeyC', { ctrlKey: true });
    expect(store.getState().clipboard?.nodes.map((node) => node.data.type)).toEqual(['Prompt']);
    expect(JSON.parse(String(writeText.mock.calls[0]?.[0 as never]))).toEqual(store.getState().clipboard);

    press('v', 'KeyV', { metaKey: true });
    await waitFor(() => expect(count(store, 'Prompt')).toBe(2));
  });

  it('pastes flow JSON from the system clipboard', () => {
    const { store } = setup();
    const before = count(store);
    act(() => void fireEvent.paste(document, { clipboardData: { getData: () => JSON.stringify(templateData('basic-prompting')) } }));
    expect(count(store)).toBe(before + templateData('basic-prompting').nodes.length - 3);
  });

  it('cuts, duplicates, deletes, undoes and redoes', () => {
    const { store } = setup();
    const before = count(store);
    select(store, 'Prompt');
    press('d', 'KeyD', { ctrlKey: true });
    expect(count(store, 'Prompt')).toBe(2);
    press('Delete', 'Delete');
    expect(count(store, 'Prompt')).toBe(1);
    press('z', 'KeyZ', { ctrlKey: true });
    expect(count(store, 'Prompt')).toBe(2);
    press('y', 'KeyY', { ctrlKey: true });
    expect(count(store, 'Prompt')).toBe(1);
    press('z', 'KeyZ', { metaKey: true });
    press('Z', 'KeyZ', { metaKey: true, shiftKey: true });
    expect(count(store, 'Prompt')).toBe(1);

    select(store, 'Prompt');
    press('x', 'KeyX', { ctrlKey: true });
    expect(count(store, 'Prompt')).toBe(0);
    expect(store.getState().clipboard?.nodes).toHaveLength(1);
    select(store, 'OpenAIModel');
    press('Backspace', 'Backspace');
    expect(count(store)).toBe(before - 2);
  });

  it('groups, ungroups and tells a refused grouping', () => {
    const { store, notify } = setup();
    const before = count(store);
    select(store, 'ChatInput', 'OpenAIModel');
    press('g', 'KeyG', { ctrlKey: true });
    expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '只能选择非输入/输出组件' });
    expect(count(store)).toBe(before);

    select(store, 'Prompt', 'OpenAIModel');
    press('g', 'KeyG', { ctrlKey: true });
    expect(count(store)).toBe(before - 1);
    press('g', 'KeyG', { ctrlKey: true });
    expect(count(store)).toBe(before);
  });

  it('tells why a node cannot be minimized', () => {
    const { store, notify } = setup();
    select(store, 'OpenAIModel');
    press('.', 'Period', { ctrlKey: true });
    expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '仅支持单个连接点或更少的组件最小化.' });
  });

  it('leaves keys typed in a text field alone', () => {
    const { store } = setup();
    select(store, 'Prompt');
    const input = screen.getByRole('textbox', { name: '字段' });
    press('Backspace', 'Backspace', {}, input);
    press('d', 'KeyD', { ctrlKey: true }, input);
    expect(count(store, 'Prompt')).toBe(1);
    expect(store.getState().past).toHaveLength(0);
  });

  it('ignores editing keys on a locked canvas but still copies', () => {
    const { store } = setup();
    select(store, 'Prompt');
    act(() => store.getState().setLocked(true));
    press('Delete', 'Delete');
    press('d', 'KeyD', { ctrlKey: true });
    expect(count(store, 'Prompt')).toBe(1);
    press('c', 'KeyC', { ctrlKey: true });
    expect(store.getState().clipboard?.nodes).toHaveLength(1);
  });

  it("hands the page's shortcuts to its handlers", () => {
    const handlers = { onSave: vi.fn(), onOpenSearch: vi.fn(), onToggleSidebar: vi.fn(), onDownload: vi.fn() };
    setup(handlers);
    press('s', 'KeyS', { ctrlKey: true });
    press('/', 'Slash');
    press('b', 'KeyB', { metaKey: true });
    press('j', 'KeyJ', { ctrlKey: true });
    expect(handlers.onSave).toHaveBeenCalledOnce();
    expect(handlers.onOpenSearch).toHaveBeenCalledOnce();
    expect(handlers.onToggleSidebar).toHaveBeenCalledOnce();
    expect(handlers.onDownload).toHaveBeenCalledOnce();
  });
});
