import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { createFlowStore } from '../store/createFlowStore';
import { testCatalogue, testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { ShareFlowButton } from './ShareFlowButton';
import { flowViewUrl, shareLinks } from './shareLinks';

function renderShare(accessType: 'PUBLIC' | 'PRIVATE', readOnly = false) {
  const store = createFlowStore({ flow: testFlowRecord({ nodes: [], edges: [] }, { access_type: accessType }), components: testCatalogue });
  const view = renderFlowEditor(
    <FlowStoreProvider store={store}>
      <ShareFlowButton readOnly={readOnly} />
    </FlowStoreProvider>,
  );
  return { ...view, store, flowId: store.getState().flow.id };
}

const writeText = vi.fn<(text: string) => Promise<void>>();
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
afterEach(() => writeText.mockReset());

describe('share links', () => {
  it('are the read-only view always and the playground only when it is public', () => {
    expect(flowViewUrl('f1', 'https://app.example')).toBe('https://app.example/flow/f1/view');
    expect(shareLinks({ id: 'f1', access_type: 'PRIVATE' }, 'https://app.example')).toEqual({ view: 'https://app.example/flow/f1/view' });
    expect(shareLinks({ id: 'f1', access_type: 'PUBLIC' }, 'https://app.example')).toEqual({ view: 'https://app.example/flow/f1/view', playground: 'https://app.example/playground/f1' });
  });
});

describe('ShareFlowButton', () => {
  it('copies the view link: 复制成功', async () => {
    writeText.mockResolvedValue();
    const { notify, flowId } = renderShare('PRIVATE');
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    const popover = await screen.findByRole('dialog', { name: '分享' });
    expect(within(popover).getByRole('textbox', { name: '只读链接' })).toHaveProperty('value', `${window.location.origin}/flow/${flowId}/view`);
    expect(within(popover).getByText('开启公开试运行后，可在此复制试运行链接')).toBeTruthy();
    expect(within(popover).getByRole('link', { name: '打开只读链接' }).getAttribute('href')).toBe(`${window.location.origin}/flow/${flowId}/view`);
    fireEvent.click(within(popover).getByRole('button', { name: '复制只读链接' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '复制成功' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/flow/${flowId}/view`);
  });

  it('says 复制失败 when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { notify } = renderShare('PRIVATE');
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    fireEvent.click(await screen.findByRole('button', { name: '复制只读链接' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '复制失败' }));
  });

  it('offers the playground link of a public flow, and opens with mod+shift+b', async () => {
    const { flowId } = renderShare('PUBLIC', true);
    fireEvent.keyDown(document.documentElement, { key: 'B', code: 'KeyB', ctrlKey: true, shiftKey: true });
    const popover = await screen.findByRole('dialog', { name: '分享' });
    expect(within(popover).getByRole('textbox', { name: '试运行链接' })).toHaveProperty('value', `${window.location.origin}/playground/${flowId}`);
    expect(within(popover).queryByRole('switch')).toBeNull();
  });

  it('holds the public playground switch in the editor', async () => {
    renderShare('PRIVATE');
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(await screen.findByRole('switch', { name: '公开试运行' })).toBeTruthy();
  });
});
