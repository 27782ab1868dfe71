// The edit-info dialog's icon: one of the fixed set, or a logo uploaded through flows/upload_logo
// (png, jpg, jpeg, at most 1 MB) that the flow then keeps as its icon.
import { ApiError } from '@app/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { EditFlowInfoDialog } from './EditFlowInfoDialog';

const flow = testFlowRecord({ nodes: [], edges: [] }, { id: 'flow-1', name: '客服助手', icon: 'Bot' });

function setup(flows = createMemoryWorkspaceApi({ flows: [flow] }).flows) {
  const onSaved = vi.fn();
  const view = renderFlowEditor(<EditFlowInfoDialog opened flow={flow} onClose={vi.fn()} onSaved={onSaved} />, { flows });
  const dialog = within(screen.getByRole('dialog', { name: '编辑信息' }));
  const chooseLogo = (file: File) =>
    act(async () => {
      fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });
    });
  return { ...view, dialog, chooseLogo, onSaved, flows };
}

const png = (bytes = 8) => new File([new Uint8Array(bytes)], '标志.png', { type: 'image/png' });

describe('edit info: flow logo', () => {
  it('uploads a logo, offers it as the chosen icon and saves it as the flow’s icon', async () => {
    const { dialog, chooseLogo, flows, onSaved } = setup();
    const uploadLogo = vi.spyOn(flows, 'uploadLogo');
    await chooseLogo(png());
    const uploaded = await dialog.findByRole('button', { name: '已上传的图标' });
    expect(uploaded.getAttribute('aria-pressed')).toBe('true');
    expect(dialog.getByRole('button', { name: '图标 Bot' }).getAttribute('aria-pressed')).toBe('false');
    expect(uploaded.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/v1\/files\/public\//);
    expect(uploadLogo).toHaveBeenCalledWith(expect.objectContaining({ name: '标志.png' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((await flows.get('flow-1')).icon).toMatch(/^\/api\/v1\/files\/public\//);
  });

  it('can go back from the logo to an icon of the set', async () => {
    const { dialog, chooseLogo, flows } = setup();
    await chooseLogo(png());
    fireEvent.click(await dialog.findByRole('button', { name: '图标 Globe' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect((await flows.get('flow-1')).icon).toBe('Globe'));
  });

  it('refuses other types and pictures over 1 MB before sending them', async () => {
    const { chooseLogo, flows, notify } = setup();
    const uploadLogo = vi.spyOn(flows, 'uploadLogo');
    await chooseLogo(new File(['GIF89a'], 'logo.gif'));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '文件类型不允许。允许的类型：png, jpg, jpeg' });
    await chooseLogo(png(1024 * 1024 + 1));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '图标不能超过 1 MB，请选择更小的图片' });
    expect(uploadLogo).not.toHaveBeenCalled();
  });

  it('tells the server’s refusal', async () => {
    const flows = createMemoryWorkspaceApi({ flows: [flow] }).flows;
    flows.uploadLogo = async () => Promise.reject(new ApiError({ status: 400, path: '/api/v1/flows/upload_logo', detail: 'The file is not a png or jpeg image', message: 'x' }));
    const { chooseLogo, notify, dialog } = setup(flows);
    await chooseLogo(png());
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '上传图标失败', list: ['The file is not a png or jpeg image'] }));
    expect(dialog.queryByRole('button', { name: '已上传的图标' })).toBeNull();
  });
});
