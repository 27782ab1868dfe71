import { ApiError } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { templateData, testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryComponentsApi } from '../testing/memoryComponentsApi';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { FlowEditorPage, type FlowEditorPageProps } from './FlowEditorPage';
import type { LeaveRequest } from './LeaveGuard';

const flow = testFlowRecord(templateData(), { id: 'flow-1', name: '客服助手' });

/** The app's side of the leave guard: a navigation it blocks hands the editor a request. */
function WithBlockedNavigation({ request, ...props }: FlowEditorPageProps & { request?: LeaveRequest }) {
  const [blocked, setBlocked] = useState<LeaveRequest | null>(null);
  return (
    <div style={{ width: 1400, height: 900 }}>
      {request && (
        <button type="button" onClick={() => setBlocked(request)}>
          navigate away
        </button>
      )}
      <FlowEditorPage {...props} leaveRequest={blocked} />
    </div>
  );
}

function setup(props: Partial<FlowEditorPageProps> & { request?: LeaveRequest } = {}) {
  const workspace = createMemoryWorkspaceApi({ flows: [flow] });
  const components = createMemoryComponentsApi();
  const callbacks = { onBack: vi.fn(), onFlowMissing: vi.fn(), onOpenFlow: vi.fn(), onDirtyChange: vi.fn() };
  const view = renderFlowEditor(
    <WithBlockedNavigation flowId="flow-1" {...callbacks} {...props} />,
    { flows: workspace.flows, folders: workspace.folders, components },
  );
  return { ...view, ...callbacks, workspace, components };
}

const storedFlow = (workspace: ReturnType<typeof createMemoryWorkspaceApi>) => workspace.stored().flows.find((stored) => stored.id === 'flow-1') as FlowRecord;
const storedTypes = (workspace: ReturnType<typeof createMemoryWorkspaceApi>) => storedFlow(workspace).data!.nodes.map((node) => node.data.type);

async function addPrompt() {
  fireEvent.click(await screen.findByRole('button', { name: '提示词' }));
  fireEvent.click(screen.getByRole('button', { name: '添加 提示词' }));
}

describe('FlowEditorPage', () => {
  it('opens the flow with the header, the sidebar and its nodes on the canvas', async () => {
    const { container } = setup();
    expect(await screen.findByRole('button', { name: '工作流菜单' })).toBeTruthy();
    expect(screen.getByText('客服助手')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: '组件' })).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('.react-flow__node')).toHaveLength(templateData().nodes.length));
  });

  it('tells the app the flow name it opened with, for the page title', async () => {
    const onNameChange = vi.fn();
    setup({ onNameChange });
    await waitFor(() => expect(onNameChange).toHaveBeenLastCalledWith('客服助手'));
  });

  it('opens the component search from the add-component button at the top left of the canvas', async () => {
    setup();
    const button = await screen.findByRole('button', { name: '添加组件' });
    fireEvent.click(screen.getByRole('button', { name: '收起侧边栏' }));
    fireEvent.click(button);
    const search = await screen.findByRole('textbox', { name: '搜索组件' });
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it('opens the playground from 试运行 and with mod+k', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '试运行' }));
    expect(await screen.findByText('使用聊天提示测试你的流程')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText('使用聊天提示测试你的流程')).toBeNull());
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByText('使用聊天提示测试你的流程')).toBeTruthy();
  });

  it('sends the user away when the flow does not exist', async () => {
    const { onFlowMissing, notify } = setup({ flowId: 'missing' });
    await waitFor(() => expect(onFlowMissing).toHaveBeenCalled());
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    [500, true],
    [403, false],
  ])('says 无法从数据库加载工作流 when loading fails with %i unless forbidden', async (status, toasted) => {
    const workspace = createMemoryWorkspaceApi();
    workspace.flows.getWithCatalogueCode = () => Promise.reject(new ApiError({ status, path: '/api/v1/flows/flow-1', detail: 'boom', message: 'boom' }));
    const onFlowMissing = vi.fn();
    const { notify } = renderFlowEditor(<FlowEditorPage flowId="flow-1" onBack={vi.fn()} onFlowMissing={onFlowMissing} onOpenFlow={vi.fn()} />, { flows: workspace.flows });
    expect(await screen.findByText('无法从数据库加载工作流')).toBeTruthy();
    expect(notify.mock.calls.some(([call]) => call.title === '无法从数据库加载工作流')).toBe(toasted);
    expect(onFlowMissing).not.toHaveBeenCalled();
  });

  it('adds a component from the sidebar and auto-saves it after the interval, telling the app it was dirty', async () => {
    const { workspace, onDirtyChange } = setup({ autoSave: { enabled: true, intervalMs: 50 } });
    await addPrompt();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    expect(storedTypes(workspace).filter((type) => type === 'Prompt')).toHaveLength(1);
    await waitFor(() => expect(storedTypes(workspace).filter((type) => type === 'Prompt')).toHaveLength(2));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(screen.getByRole('status').textContent).toBe('已保存');
  });

  it('saves with mod+s when auto-save is off and says so', async () => {
    const { workspace, notify } = setup({ autoSave: { enabled: false, intervalMs: 1000 } });
    await addPrompt();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storedTypes(workspace).filter((type) => type === 'Prompt')).toHaveLength(1);
    fireEvent.keyDown(document.documentElement, { key: 's', ctrlKey: true });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '工作流保存成功!' }));
    expect(storedTypes(workspace).filter((type) => type === 'Prompt')).toHaveLength(2);
  });

  it("says 'Failed to save flow' with the reason when a save fails", async () => {
    const { workspace, notify } = setup({ autoSave: { enabled: false, intervalMs: 1000 } });
    workspace.flows.update = () => Promise.reject(new ApiError({ status: 404, path: '/api/v1/flows/flow-1', detail: 'Flow not found', message: 'Flow not found' }));
    await addPrompt();
    fireEvent.keyDown(document.documentElement, { key: 's', ctrlKey: true });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: 'Failed to save flow', list: ['Flow not found'] }));
    expect(screen.getByRole('status').textContent).toBe('保存失败');
  });

  it('refreshes the components from the server', async () => {
    const { components, notify } = setup();
    const all = vi.spyOn(components, 'all');
    fireEvent.click(await screen.findByRole('button', { name: '工作流菜单' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '刷新组件' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '组件刷新成功' }));
    expect(all).toHaveBeenCalledWith({ forceRefresh: true, language: 'zh' });
  });

  it('asks before leaving with unsaved changes without auto-save: save, cancel or proceed', async () => {
    const request: LeaveRequest = { proceed: vi.fn(), cancel: vi.fn() };
    const { workspace } = setup({ autoSave: { enabled: false, intervalMs: 1000 }, request });
    await addPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'navigate away' }));
    const dialog = within(await screen.findByRole('dialog', { name: '未保存的更改' }));
    expect(dialog.getByText(/客服助手/)).toBeTruthy();
    expect(dialog.getByText(/^上次保存：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '保存并离开' }));
    await waitFor(() => expect(request.proceed).toHaveBeenCalled());
    expect(storedTypes(workspace).filter((type) => type === 'Prompt')).toHaveLength(2);
    expect(request.cancel).not.toHaveBeenCalled();
  });

  it.each([
    ['取消', 'cancel'],
    ['直接离开', 'proceed'],
  ] as const)('%s in the leave dialog calls %s without saving', async (label, outcome) => {
    const request: LeaveRequest = { proceed: vi.fn(), cancel: vi.fn() };
    const { workspace } = setup({ autoSave: { enabled: false, intervalMs: 1000 }, request });
    await addPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'navigate away' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '未保存的更改' })).getByRole('button', { name: label }));
    expect(request[outcome]).toHaveBeenCalled();
    expect(request[outcome === 'cancel' ? 'proceed' : 'cancel']).not.toHaveBeenCalled();
    expect(storedTypes(workspace).filter((type) => type === 'Prompt')).toHaveLength(1);
  });

  it('saves and leaves without asking when auto-save is on', async () => {
    const request: LeaveRequest = { proceed: vi.fn(), cancel: vi.fn() };
    const { workspace } = setup({ autoSave: { enabled: true, intervalMs: 60_000 }, request });
    await addPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'navigate away' }));
    await waitFor(() => expect(request.proceed).toHaveBeenCalled());
    expect(storedTypes(workspace).filter((type) => type === 'Prompt')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: '未保存的更改' })).toBeNull();
  });
});
