import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FlowData } from '@app/flow-graph';
import { describe, expect, it, vi } from 'vitest';
import { createTestFlowStore, templateData } from '../store/testFlowStore';
import { createMemoryComponentsApi } from '../testing/memoryComponentsApi';
import { FlowCanvas } from './FlowCanvas';
import { renderWithStore } from './test/renderCanvas';

/** The basic-prompting flow with its Prompt and model saved from older code. */
function outdatedFlow(): FlowData {
  const data = templateData();
  for (const node of data.nodes) {
    const code = node.type === 'genericNode' && ['Prompt', 'OpenAIModel'].includes(node.data.type) ? node.data.node.template.code : undefined;
    if (code && typeof code === 'object') code.value = `${String(code.value)}\n# old`;
  }
  return data;
}

describe('OutdatedBanner', () => {
  it('updates every outdated component from the banner', async () => {
    const store = createTestFlowStore(outdatedFlow());
    const components = createMemoryComponentsApi();
    const customComponent = vi.spyOn(components, 'customComponent');
    const { notify } = renderWithStore(<FlowCanvas />, { store, api: { components } });

    expect(screen.getByText('2 个组件有更新')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '全部更新' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '成功更新了 2 个组件' }));
    expect(customComponent).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('2 个组件有更新')).toBeNull();
    // One undo step brings both old versions back.
    act(() => store.getState().undo());
    await waitFor(() => expect(screen.getByText('2 个组件有更新')).toBeDefined());
  });

  it('tells when an update failed', async () => {
    const store = createTestFlowStore(outdatedFlow());
    const components = createMemoryComponentsApi();
    vi.spyOn(components, 'customComponent').mockRejectedValue(new Error('offline'));
    const { notify } = renderWithStore(<FlowCanvas />, { store, api: { components } });

    fireEvent.click(screen.getByRole('button', { name: '全部更新' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '更新组件时出错', list: ['更新组件时发生错误。', '如果错误持续发生，请在联系客服'] }),
    );
    expect(screen.getByText('2 个组件有更新')).toBeDefined();
  });

  it('tells when the update cost connections', async () => {
    const store = createTestFlowStore(outdatedFlow());
    const components = createMemoryComponentsApi();
    // The new version of each component has no outputs any more, so edges from them cannot stay.
    vi.spyOn(components, 'customComponent').mockImplementation(async ({ frontend_node }) => ({ data: { ...frontend_node!, outputs: [] }, type: 'Prompt' }));
    const edges = store.getState().edges.length;
    const { notify } = renderWithStore(<FlowCanvas />, { store, api: { components } });

    fireEvent.click(screen.getByRole('button', { name: '全部更新' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '更新组件后，一些连接（edges）丢失了。请检查流程图并重新连接它们。' }));
    expect(store.getState().edges.length).toBeLessThan(edges);
  });

  it('shows nothing when every component is current', () => {
    renderWithStore(<FlowCanvas />);
    expect(screen.queryByRole('button', { name: '全部更新' })).toBeNull();
  });
});
