import type { ComponentsApi } from '@app/api-client';
import { ApiError } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../../test/render';
import { createMemoryComponentsApi } from '../../testing/memoryComponentsApi';
import { editorView, replaceEditorText } from '../codeEditor/editorTestUtils';
import { CodeModal, type CodeModalProps } from './CodeModal';

const source = "import { defineComponent } from '@app/engine';\nexport const Echo = defineComponent({ type: 'Echo' });\n";

function open(props: Partial<CodeModalProps> = {}, components: ComponentsApi = createMemoryComponentsApi()) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const view = renderFlowEditor(<CodeModal opened code={source} onClose={onClose} onSave={onSave} {...props} />, { components });
  return { ...view, onSave, onClose, components };
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Escape where the user is typing: in the editor, or wherever the focus is once the confirmation shows. */
const escape = (target: Element = document.activeElement ?? document.body) => fireEvent.keyDown(target, { key: 'Escape' });
const escapeInEditor = () => escape(screen.getByRole('textbox', { name: '代码' }));

describe('code modal', () => {
  it('shows the code with line numbers', async () => {
    open();
    expect((await editorView('代码')).state.doc.toString()).toBe(source);
    expect(document.querySelector('.cm-lineNumbers')).not.toBeNull();
  });

  it('saves valid code after validate/code and closes', async () => {
    const components = createMemoryComponentsApi();
    const validate = vi.spyOn(components, 'validateCode');
    const { onSave, onClose, notify } = open({}, components);
    await replaceEditorText('代码', `${source}// edited\n`);
    click('Check & Save');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(`${source}// edited\n`));
    expect(validate).toHaveBeenCalledWith({ code: `${source}// edited\n` });
    expect(onClose).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '代码已就绪' });
  });

  it('lists import and function errors and stays open', async () => {
    const components = createMemoryComponentsApi({
      checkCode: () => ({ imports: { errors: ["Cannot find module 'nope'"] }, function: { errors: ['Unexpected token (2:3)'] } }),
    });
    const { onSave, onClose } = open({}, components);
    click('Check & Save');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('导入或函数语句中有错误');
    expect(alert.textContent).toContain("Cannot find module 'nope'");
    expect(alert.textContent).toContain('Unexpected token (2:3)');
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('makes room for listed errors so its buttons stay inside the modal on an 800 px screen', async () => {
    const components = createMemoryComponentsApi({ checkCode: () => ({ imports: { errors: [] }, function: { errors: Array.from({ length: 30 }, (_, n) => `Error ${n}`) } }) });
    open({}, components);
    const editor = screen.getByTestId('code-editor');
    expect(editor.style.height).toBe('60vh');
    click('Check & Save');
    const alert = await screen.findByRole('alert');
    // The editor gives up room and the errors scroll within a bounded area: 36vh + 24vh + the
    // title and buttons fit 800 px.
    expect(editor.style.height).toBe('36vh');
    const scroller = screen.getByTestId('code-problems');
    expect(scroller.contains(alert)).toBe(true);
    expect(scroller.style.maxHeight).toBe('24vh');
  });

  it('shows the server detail when the check fails', async () => {
    const components = createMemoryComponentsApi();
    vi.spyOn(components, 'validateCode').mockRejectedValue(new ApiError({ status: 500, path: '/api/v1/validate/code', message: 'HTTP 500', detail: 'validator crashed' }));
    const { onSave } = open({}, components);
    click('Check & Save');
    expect((await screen.findByRole('alert')).textContent).toContain('validator crashed');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('closes at once when nothing changed', () => {
    const { onClose } = open();
    escapeInEditor();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('未保存的更改')).toBeNull();
  });

  it('asks before leaving unsaved changes on Escape; Escape again returns to editing', async () => {
    const { onClose } = open();
    await replaceEditorText('代码', 'changed');
    escapeInEditor();
    expect(await screen.findByText('确定要退出吗？未保存的更改将会丢失。')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    escape();
    await waitFor(() => expect(screen.queryByText('确定要退出吗？未保存的更改将会丢失。')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((await editorView('代码')).state.doc.toString()).toBe('changed');
  });

  it('Discard Changes asks, then discarding closes without saving', async () => {
    const { onClose, onSave } = open();
    await replaceEditorText('代码', 'changed');
    click('Discard Changes');
    const dialog = await screen.findByRole('dialog', { name: '未保存的更改' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Check & Save in the confirmation checks and saves', async () => {
    const { onClose, onSave } = open();
    await replaceEditorText('代码', 'changed');
    escape();
    const dialog = await screen.findByRole('dialog', { name: '未保存的更改' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check & Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('changed'));
    expect(onClose).toHaveBeenCalled();
  });

  it('read-only code cannot be saved and closes without asking', async () => {
    const { onClose } = open({ readonly: true });
    expect(screen.queryByRole('button', { name: 'Check & Save' })).toBeNull();
    expect((await editorView('代码')).state.readOnly).toBe(true);
    expect(screen.getByText('只读')).toBeTruthy();
    escape();
    expect(onClose).toHaveBeenCalled();
  });
});
