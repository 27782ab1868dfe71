import { ApiError, ErrorCode, RELEASE_HISTORY_PAGE_SIZE } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { ReleaseHistoryDialog } from './ReleaseHistoryDialog';

const flow = testFlowRecord(null, { id: 'flow-1', name: '客服助手' });

async function setup({ releases = [], published = releases.length > 0 }: { releases?: string[]; published?: boolean } = {}) {
  const api = createMemoryFlowEditorApi({ workspace: { flows: [flow] } });
  for (const note of releases) await api.store.release({ flow_id: 'flow-1', note });
  const history = vi.spyOn(api.store, 'releaseHistory');
  const callbacks = { onClose: vi.fn(), onUnpublished: vi.fn() };
  const view = renderFlowEditor(<ReleaseHistoryDialog opened flowId="flow-1" published={published} {...callbacks} />, api);
  const dialog = within(await screen.findByRole('dialog', { name: '发布历史' }));
  return { ...view, ...callbacks, dialog, history };
}

const entries = () => within(screen.getByRole('list', { name: '发布历史' })).getAllByRole('listitem');
const entryText = (item: HTMLElement) => [within(item).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).textContent !== '', item.textContent];

describe('ReleaseHistoryDialog', () => {
  it('lists the releases newest first, each with its time, note and 已上架', async () => {
    await setup({ releases: ['首个版本', '修复了回答格式'] });
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries().map(entryText)).toEqual([
      [true, expect.stringMatching(/已上架修复了回答格式$/)],
      [true, expect.stringMatching(/已上架首个版本$/)],
    ]);
  });

  it('says 暂无发布记录 and offers no 下架应用 before a release', async () => {
    const { dialog } = await setup();
    await dialog.findByText('暂无发布记录');
    expect(dialog.getByRole('button', { name: '下架应用' }).hasAttribute('disabled')).toBe(true);
  });

  it('reads 50 entries a page', async () => {
    const { history } = await setup({ releases: Array.from({ length: RELEASE_HISTORY_PAGE_SIZE + 1 }, (_, index) => `版本 ${index + 1}`) });
    await waitFor(() => expect(entries()).toHaveLength(50));
    expect(history).toHaveBeenLastCalledWith('flow-1', { page: 1, size: 50 });
    expect(entries()[0]!.textContent).toContain('版本 51');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(history).toHaveBeenLastCalledWith('flow-1', { page: 2, size: 50 });
    expect(entries()[0]!.textContent).toContain('版本 1');
  });

  it('unpublishes after the confirmation with a note: 下架成功, and the entry 已下架 on top', async () => {
    const { dialog, notify, onUnpublished, api } = await setup({ releases: ['首个版本'] });
    await waitFor(() => expect(entries()).toHaveLength(1));
    fireEvent.click(dialog.getByRole('button', { name: '下架应用' }));
    const confirm = within(await screen.findByRole('dialog', { name: '下架应用' }));
    expect(confirm.getByText('下架后，用户将无法在应用广场中找到和使用该应用，已有的会话和消息会保留。')).toBeTruthy();
    const unpublish = confirm.getByRole('button', { name: '下架' });
    expect(unpublish.hasAttribute('disabled')).toBe(true);
    fireEvent.change(confirm.getByRole('textbox', { name: /下架说明/ }), { target: { value: '暂停服务' } });
    fireEvent.click(unpublish);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '下架成功' }));
    expect(onUnpublished).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '下架应用' })).toBeNull());
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries()[0]!.textContent).toMatch(/已下架暂停服务$/);
    expect((await api.flows.get('flow-1')).released_at).toBeNull();
  });

  it('says 下架失败 with the reason and keeps the confirmation open', async () => {
    const { dialog, notify, onUnpublished, api } = await setup({ releases: ['首个版本'] });
    api.store.decommission = () => Promise.reject(new ApiError({ status: 200, path: '/api/v1/store/decomission', code: ErrorCode.PARAMETER_ERROR, message: '应用未上架' }));
    fireEvent.click(dialog.getByRole('button', { name: '下架应用' }));
    const confirm = within(await screen.findByRole('dialog', { name: '下架应用' }));
    fireEvent.change(confirm.getByRole('textbox', { name: /下架说明/ }), { target: { value: '暂停服务' } });
    fireEvent.click(confirm.getByRole('button', { name: '下架' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '下架失败', list: ['应用未上架'] }));
    expect(screen.getByRole('dialog', { name: '下架应用' })).toBeTruthy();
    expect(onUnpublished).not.toHaveBeenCalled();
  });
});
