import { ApiError, ErrorCode } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { FLOW_PUBLISH_TYPE_KEY } from './publishTab';
import { PublishPage } from './PublishPage';

const flow = testFlowRecord(null, { id: 'flow-1', name: '客服助手' });

function setup() {
  const api = createMemoryFlowEditorApi({ workspace: { flows: [flow] } });
  const callbacks = { onOpenFlow: vi.fn(), onExplore: vi.fn(), onDone: vi.fn(), onFlowMissing: vi.fn() };
  const view = renderFlowEditor(<PublishPage flowId="flow-1" {...callbacks} />, api);
  return { ...view, ...callbacks };
}

const noteBox = () => screen.findByRole('textbox', { name: /发布记录描述/ });
const publishButton = () => screen.getByRole('button', { name: '发布' });

async function publish(note: string) {
  fireEvent.change(await noteBox(), { target: { value: note } });
  fireEvent.click(publishButton());
  await screen.findByRole('heading', { name: '发布成功' });
}

describe('PublishPage', () => {
  it('asks for a required note of at most 500 characters, with a counter; 发布 waits for one', async () => {
    setup();
    const note = await noteBox();
    expect(screen.getByText('客服助手')).toBeTruthy();
    expect(note.getAttribute('placeholder')).toBe('请输入版本记录');
    expect(note.getAttribute('maxlength')).toBe('500');
    expect(note.hasAttribute('required')).toBe(true);
    expect(screen.getByText('0/500')).toBeTruthy();
    expect(publishButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(note, { target: { value: '   ' } });
    expect(publishButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(note, { target: { value: '首个版本' } });
    expect(screen.getByText('4/500')).toBeTruthy();
    expect(publishButton().hasAttribute('disabled')).toBe(false);
  });

  it('publishes with the note: 发布成功, the note, and the release in the history', async () => {
    const { api, notify } = setup();
    await publish('  首个版本：支持多轮对话  ');
    expect(screen.getByText('应用已发布，可在应用广场中使用。')).toBeTruthy();
    expect(screen.getByText('首个版本：支持多轮对话')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '发布成功' });
    const history = await api.store.releaseHistory('flow-1');
    expect(history.items.map(({ note, tpe }) => ({ note, tpe }))).toEqual([{ note: '首个版本：支持多轮对话', tpe: 1 }]);
    expect((await api.flows.get('flow-1')).released_at).toBe(history.items[0]!.updated_at);
  });

  it('says 发布失败 with the reason and stays on the note', async () => {
    const { api, notify } = setup();
    api.store.release = () => Promise.reject(new ApiError({ status: 200, path: '/api/v1/store/release', code: ErrorCode.PARAMETER_ERROR, message: '工作流不存在' }));
    fireEvent.change(await noteBox(), { target: { value: '首个版本' } });
    fireEvent.click(publishButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '发布失败', list: ['工作流不存在'] }));
    expect(screen.queryByRole('heading', { name: '发布成功' })).toBeNull();
    expect(publishButton().hasAttribute('disabled')).toBe(false);
  });

  it('goes back to the editor before publishing and to the marketplace after; 完成 goes back', async () => {
    const { onOpenFlow, onExplore, onDone } = setup();
    await noteBox();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onOpenFlow).toHaveBeenCalledTimes(1);
    await publish('首个版本');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onExplore).toHaveBeenCalledTimes(1);
    expect(onOpenFlow).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('设置访问权限 leaves setting under flow_publish_type and opens the editor', async () => {
    const { onOpenFlow } = setup();
    await publish('首个版本');
    expect(window.localStorage.getItem(FLOW_PUBLISH_TYPE_KEY)).toBeNull();
    expect(within(screen.getByRole('region', { name: '发布成功' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['设置访问权限', '配置API密钥及Web/API集成', '完成']);
    fireEvent.click(screen.getByRole('button', { name: '设置访问权限' }));
    expect(window.localStorage.getItem(FLOW_PUBLISH_TYPE_KEY)).toBe('setting');
    expect(onOpenFlow).toHaveBeenCalledTimes(1);
  });

  it('the integration button leaves embed under flow_publish_type and opens the editor', async () => {
    const { onOpenFlow } = setup();
    await publish('首个版本');
    fireEvent.click(screen.getByRole('button', { name: '配置API密钥及Web/API集成' }));
    expect(window.localStorage.getItem(FLOW_PUBLISH_TYPE_KEY)).toBe('embed');
    expect(onOpenFlow).toHaveBeenCalledTimes(1);
  });

  it('sends a missing flow away', async () => {
    const api = createMemoryFlowEditorApi({ workspace: { flows: [] } });
    const onFlowMissing = vi.fn();
    renderFlowEditor(<PublishPage flowId="flow-9" onOpenFlow={vi.fn()} onExplore={vi.fn()} onDone={vi.fn()} onFlowMissing={onFlowMissing} />, api);
    await waitFor(() => expect(onFlowMissing).toHaveBeenCalled());
  });
});
