// The editor's publishing parts: 发布 (saved first), the 设置 tab and its access policy binding,
// the 集成 tab, the tab the publish page asks for through flow_publish_type, and 发布历史's unpublish.
import { ApiError, EMPTY_UUID, ErrorCode } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FLOW_PUBLISH_TYPE_KEY } from '../publish/publishTab';
import { templateData, testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { FlowEditorPage, type FlowEditorPageProps } from './FlowEditorPage';
import type { LeaveRequest } from './LeaveGuard';

function WithBlockedNavigation({ request, ...props }: FlowEditorPageProps & { request: LeaveRequest }) {
  const [blocked, setBlocked] = useState<LeaveRequest | null>(null);
  return (
    <div style={{ width: 1400, height: 900 }}>
      <button type="button" onClick={() => setBlocked(request)}>
        navigate away
      </button>
      <FlowEditorPage {...props} leaveRequest={blocked} />
    </div>
  );
}

async function setup({ released = true, autoSave = { enabled: true, intervalMs: 60_000 } } = {}) {
  const flow: FlowRecord = testFlowRecord(templateData(), { id: 'flow-1', name: '客服助手' });
  const api = createMemoryFlowEditorApi({ workspace: { flows: [flow] } });
  if (released) await api.store.release({ flow_id: 'flow-1', note: '首个版本' });
  const request: LeaveRequest = { proceed: vi.fn(), cancel: vi.fn() };
  const callbacks = { onBack: vi.fn(), onFlowMissing: vi.fn(), onOpenFlow: vi.fn(), onDirtyChange: vi.fn(), onPublish: vi.fn() };
  const view = renderFlowEditor(<WithBlockedNavigation flowId="flow-1" autoSave={autoSave} request={request} {...callbacks} />, api);
  await screen.findByRole('button', { name: '工作流菜单' });
  return { ...view, ...callbacks, request };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const policySelect = () => screen.findByLabelText('访问策略', { selector: 'input:not([type="hidden"])' });

async function choosePolicy(name: string) {
  fireEvent.click(await policySelect());
  fireEvent.click(await screen.findByRole('option', { name }));
}

async function openSettings() {
  fireEvent.click(tab('设置'));
  return policySelect();
}

describe('FlowEditorPage publishing', () => {
  it('offers 设置 only once the flow has been released, and 集成 always', async () => {
    await setup({ released: false });
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual(['编排', '设置', '集成']);
    expect(tab('设置').hasAttribute('disabled') || tab('设置').getAttribute('data-disabled') === 'true').toBe(true);
    expect(tab('集成').hasAttribute('disabled') || tab('集成').getAttribute('data-disabled') === 'true').toBe(false);
  });

  it('shows the integration screens of the flow’s app in 集成, and back to the canvas in 编排', async () => {
    await setup();
    fireEvent.click(tab('集成'));
    expect(await screen.findByRole('tab', { name: 'Web 集成' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'API 集成' })).toBeTruthy();
    expect(screen.queryByLabelText('画布')).toBeNull();
    fireEvent.click(tab('编排'));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Web 集成' })).toBeNull());
  });

  it('saves the flow, then opens the publish page from 发布', async () => {
    const { api, onPublish } = await setup({ released: false });
    fireEvent.click(await screen.findByRole('button', { name: '提示词' }));
    fireEvent.click(screen.getByRole('button', { name: '添加 提示词' }));
    const before = (await api.flows.get('flow-1')).data!.nodes.length;
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect((await api.flows.get('flow-1')).data!.nodes).toHaveLength(before + 1);
  });

  it('shows the access policy in 设置 (the default group: every user) and binds another group at once', async () => {
    const { api, notify } = await setup();
    const select = await openSettings();
    expect((select as HTMLInputElement).value).toBe('默认策略组');
    expect(screen.getByText('所有用户均可访问')).toBeTruthy();
    const bind = vi.spyOn(api.store, 'bindPolicy');
    await choosePolicy('研发部');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '访问策略已更新' }));
    const store = await api.store.ofFlow('flow-1');
    expect(bind).toHaveBeenCalledWith({ store_id: store.id, policy_id: 'policy-rd' });
    expect(store.policy_id).toBe('policy-rd');
    expect(screen.getByText('仅研发部可用')).toBeTruthy();
    // Choosing the stored group again makes no call.
    await choosePolicy('研发部');
    expect(bind).toHaveBeenCalledTimes(1);
  });

  it('says 绑定策略失败 and binds the choice before leaving', async () => {
    const { api, notify, request, onDirtyChange } = await setup();
    await openSettings();
    const bindPolicy = api.store.bindPolicy;
    api.store.bindPolicy = () => Promise.reject(new ApiError({ status: 200, path: '/api/v1/store/bind_policy', code: ErrorCode.PARAMETER_ERROR, message: '策略组不存在' }));
    await choosePolicy('研发部');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '绑定策略失败', list: ['策略组不存在'] }));
    expect(await screen.findByText('所选策略尚未生效')).toBeTruthy();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    expect((await api.store.ofFlow('flow-1')).policy_id).toBe(EMPTY_UUID);
    api.store.bindPolicy = bindPolicy;
    fireEvent.click(screen.getByRole('button', { name: 'navigate away' }));
    await waitFor(() => expect(request.proceed).toHaveBeenCalled());
    expect((await api.store.ofFlow('flow-1')).policy_id).toBe('policy-rd');
    // The editor reports it clean from the render after the binding, which may come after proceed.
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('asks before leaving when the binding still fails', async () => {
    const { api, request } = await setup();
    await openSettings();
    api.store.bindPolicy = () => Promise.reject(new ApiError({ status: 0, kind: 'network', path: '/api/v1/store/bind_policy', message: 'Network error' }));
    await choosePolicy('研发部');
    await screen.findByText('所选策略尚未生效');
    fireEvent.click(screen.getByRole('button', { name: 'navigate away' }));
    const dialog = within(await screen.findByRole('dialog', { name: '未保存的更改' }));
    expect(request.proceed).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: '直接离开' }));
    expect(request.proceed).toHaveBeenCalled();
  });

  it.each([
    ['setting', true, '设置'],
    ['setting', false, '编排'],
    ['embed', true, '集成'],
    ['embed', false, '集成'],
    ['other', true, '编排'],
  ])('opens with flow_publish_type %s on a flow released %s on the %s tab, and clears the key', async (value, released, expected) => {
    window.localStorage.setItem(FLOW_PUBLISH_TYPE_KEY, value);
    await setup({ released });
    // The header's tab comes first (集成 selects tabs of its own).
    await waitFor(() => expect(screen.getAllByRole('tab', { selected: true })[0]!.textContent).toBe(expected));
    expect(window.localStorage.getItem(FLOW_PUBLISH_TYPE_KEY)).toBeNull();
    if (expected === '设置') expect(await policySelect()).toBeTruthy();
    if (expected === '集成') expect(await screen.findByRole('tab', { name: 'Web 集成' })).toBeTruthy();
  });

  it('unpublishes from 发布历史: 设置 closes and is no longer offered', async () => {
    const { notify } = await setup();
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: '发布历史' }));
    const history = within(await screen.findByRole('dialog', { name: '发布历史' }));
    await history.findByText('首个版本');
    fireEvent.click(history.getByRole('button', { name: '下架应用' }));
    const confirm = within(await screen.findByRole('dialog', { name: '下架应用' }));
    fireEvent.change(confirm.getByRole('textbox', { name: /下架说明/ }), { target: { value: '暂停服务' } });
    fireEvent.click(confirm.getByRole('button', { name: '下架' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '下架成功' }));
    await history.findByText('已下架');
    expect(history.getByRole('button', { name: '下架应用' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('编排'));
    expect(tab('设置').hasAttribute('disabled') || tab('设置').getAttribute('data-disabled') === 'true').toBe(true);
  });
});
