import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { createTestFlowStore } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { publicPlaygroundUrl, PublicAccessToggle } from './PublicAccessToggle';

describe('public access toggle', () => {
  it('makes the flow public on the server, keeps the canvas unsaved state, offers the link, and back', async () => {
    const workspace = createMemoryWorkspaceApi();
    const created = await workspace.flows.create({ name: '公开的流程', data: { nodes: [], edges: [] } });
    const store = createTestFlowStore();
    store.setState({ flow: { ...store.getState().flow, id: created.id } });
    const saveState = store.getState().saveState;
    renderFlowEditor(
      <FlowStoreProvider store={store}>
        <PublicAccessToggle />
      </FlowStoreProvider>,
      { flows: workspace.flows },
    );
    expect(screen.queryByRole('button', { name: '复制链接' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: '公开试运行' }));
    expect(await screen.findByRole('button', { name: '复制链接' })).toBeTruthy();
    expect((await workspace.flows.getPublic(created.id)).access_type).toBe('PUBLIC');
    expect(store.getState().flow.access_type).toBe('PUBLIC');
    expect(store.getState().saveState).toBe(saveState);
    fireEvent.click(screen.getByRole('switch', { name: '公开试运行' }));
    await waitFor(() => expect(store.getState().flow.access_type).toBe('PRIVATE'));
    await expect(workspace.flows.getPublic(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('links to the playground page of the flow', () => {
    expect(publicPlaygroundUrl('f1', 'https://flows.example.cn')).toBe('https://flows.example.cn/playground/f1');
  });
});
