import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findGenericNode } from '../../store/graph';
import { nodeIdOf } from '../../store/testFlowStore';
import { renderNodes, selectNode } from '../test/renderNodes';

function openParameters(type: string) {
  const view = renderNodes();
  const id = nodeIdOf(view.store, type);
  act(() => selectNode(view.store, id));
  fireEvent.click(within(screen.getByRole('toolbar', { name: '组件操作' })).getByRole('button', { name: '高级设置' }));
  return { ...view, id, dialog: screen.getByRole('dialog') };
}

function fieldRows(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('tr[data-node-field]')].map((row) => row.getAttribute('data-node-field')!);
}

describe('NodeParameterModal', () => {
  it('is titled with the display name and the id, and lists advanced fields too but not the source code', () => {
    const { dialog, id } = openParameters('OpenAIModel');
    expect(within(dialog).getByText('OpenAI 兼容模型')).toBeTruthy();
    expect(within(dialog).getByText(id, { exact: false })).toBeTruthy();
    const rows = fieldRows(dialog);
    expect(rows).toEqual(expect.arrayContaining(['input_value', 'provider', 'max_tokens', 'json_mode']));
    expect(rows).not.toContain('code');
    for (const name of ['字段名称', '描述', '值', '显示']) expect(within(dialog).getAllByRole('columnheader', { name }).length).toBeGreaterThan(0);
  });

  it('shows an advanced field on the node when its switch is turned on, and hides it again', () => {
    const { store, id, dialog } = openParameters('OpenAIModel');
    const toggle = within(dialog.querySelector<HTMLElement>('tr[data-node-field="max_tokens"]')!).getByRole('switch');
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    const field = () => findGenericNode(store.getState().nodes, id)!.data.node.template.max_tokens as { advanced?: boolean };
    expect(field().advanced).toBe(false);
    expect(screen.getByRole('group', { name: '组件 OpenAI 兼容模型' }).querySelector('[data-node-field="max_tokens"]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(field().advanced).toBe(true);
  });

  it('locks the visibility of connected fields and outputs with 无法更改已连接句柄的可见性', () => {
    const { dialog } = openParameters('OpenAIModel');
    const connected = within(dialog.querySelector<HTMLElement>('tr[data-node-field="input_value"]')!).getByRole('switch');
    expect((connected as HTMLInputElement).disabled).toBe(true);
    expect((connected as HTMLInputElement).checked).toBe(true);
    const output = within(dialog.querySelector<HTMLElement>('tr[data-node-output="text_output"]')!).getByRole('switch');
    expect((output as HTMLInputElement).disabled).toBe(true);
    fireEvent.mouseEnter(output.closest('span')!);
    expect(screen.getAllByText('无法更改已连接句柄的可见性').length).toBeGreaterThan(0);
  });

  it('hides and shows an unconnected output', () => {
    const { store, id, dialog } = openParameters('OpenAIModel');
    const toggle = within(dialog.querySelector<HTMLElement>('tr[data-node-output="model_output"]')!).getByRole('switch');
    fireEvent.click(toggle);
    expect(findGenericNode(store.getState().nodes, id)!.data.node.outputs!.find((output) => output.name === 'model_output')!.hidden).toBe(true);
    expect(screen.getByRole('group', { name: '组件 OpenAI 兼容模型' }).querySelector('[data-node-output="model_output"]')).toBeNull();
  });

  it('opens with mod+shift+a on the selected node', () => {
    const { store } = renderNodes();
    act(() => selectNode(store, nodeIdOf(store, 'Prompt')));
    fireEvent.keyDown(document.documentElement, { key: 'A', code: 'KeyA', ctrlKey: true, shiftKey: true });
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: '提示词' })).toBeTruthy();
  });
});
