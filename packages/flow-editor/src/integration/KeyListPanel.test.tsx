// The API keys page and the channel codes screen: columns, the switch (one toggle at a time), the
// create / edit dialog (name ≤ 30, optional domain), the key shown once, copying through
// display, deletion with confirmation, search, sorting, the empty state and the failure messages.
import { ApiError, ErrorCode, type ApiKeyRead } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { apiKeyRecord, createMemoryApiKeysApi, type StoredApiKey } from '../testing/memoryApiKeysApi';
import type { KeyKind } from './keyKind';
import { KeyListPanel } from './KeyListPanel';

const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
afterEach(() => writeText.mockClear());

const STORE = 'store-1';
const sampleKeys: StoredApiKey[] = [
  apiKeyRecord({ id: 'k1', name: '后端服务', store_id: STORE, api_key: 'sk-backend-full-0000aaaa', created_at: '2026-01-05T02:03:00.000Z', last_used_at: '2026-01-20T09:30:00.000Z' }),
  apiKeyRecord({ id: 'k2', name: '数据看板', store_id: STORE, api_key: 'sk-board-full-1111bbbb', created_at: '2026-01-08T10:00:00.000Z', is_active: false, domain: 'board.example.com' }),
  apiKeyRecord({ id: 'c1', name: '官网', store_id: STORE, api_key: 'sk-site-full-2222cccc', is_channel: true }),
];

function setup(kind: KeyKind = 'api', keys: StoredApiKey[] = sampleKeys) {
  const apiKeys = createMemoryApiKeysApi(keys);
  const onChanged = vi.fn();
  const view = renderFlowEditor(<KeyListPanel kind={kind} storeId={STORE} onChanged={onChanged} />, { apiKeys });
  return { ...view, apiKeys, onChanged };
}

const row = (name: string) => screen.getByText(name).closest('tr')!;
const switchOf = (name: string) => screen.getByRole('switch', { name: `启用 ${name}` }) as HTMLInputElement;
const time = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

describe('KeyListPanel', () => {
  it('lists the API keys with every column: name, masked key, times (yyyy-MM-dd HH:mm, 从未使用), switch, actions', async () => {
    setup();
    await screen.findByText('后端服务');
    expect(screen.getByRole('heading', { name: 'API密钥' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['名称', '密钥', '创建时间', '最后使用时间', '启用', '操作']);
    const backend = within(row('后端服务'));
    expect(backend.getByText('sk-back********aaaa')).toBeTruthy();
    expect(backend.getByText(time('2026-01-05T02:03:00.000Z'))).toBeTruthy();
    expect(backend.getByText(time('2026-01-20T09:30:00.000Z'))).toBeTruthy();
    const board = within(row('数据看板'));
    expect(board.getByText('从未使用')).toBeTruthy();
    expect(board.getByText('域名: board.example.com')).toBeTruthy();
    expect(switchOf('后端服务').checked).toBe(true);
    expect(switchOf('数据看板').checked).toBe(false);
    for (const action of ['复制', '编辑', '删除']) expect(backend.getByRole('button', { name: `${action} 后端服务` })).toBeTruthy();
    expect(screen.queryByText('官网')).toBeNull();
    expect(document.body.textContent).not.toContain('sk-backend-full');
  });

  it('shows the channel codes screen with its title, description, search placeholder and create button', async () => {
    setup('channel');
    await screen.findByText('官网');
    expect(screen.getByRole('heading', { name: '渠道码' })).toBeTruthy();
    expect(screen.getByText('使用渠道码可以访问特定接口。')).toBeTruthy();
    expect(screen.getByPlaceholderText('输入渠道码名称')).toBeTruthy();
    expect(screen.getByRole('button', { name: '创建渠道码' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[1]!.textContent).toBe('渠道码');
    expect(screen.queryByText('后端服务')).toBeNull();
  });

  it.each([
    ['api', '暂无API密钥'],
    ['channel', '暂无渠道码'],
  ] as const)('says so when there is no %s key', async (kind, empty) => {
    setup(kind, []);
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('runs one toggle at a time: every switch is locked until the call answers', async () => {
    const { apiKeys } = setup();
    await screen.findByText('后端服务');
    let answer: (key: ApiKeyRead) => void = () => {};
    const update = vi.spyOn(apiKeys, 'update').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(switchOf('后端服务'));
    await waitFor(() => expect(switchOf('数据看板').disabled).toBe(true));
    expect(switchOf('后端服务').disabled).toBe(true);
    fireEvent.click(switchOf('数据看板'));
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('k1', { is_active: false });
    answer({ ...sampleKeys[0]!, is_active: false });
    await waitFor(() => expect(switchOf('数据看板').disabled).toBe(false));
    expect(switchOf('后端服务').checked).toBe(false);
  });

  it('says 密钥开启失败 with the reason when a toggle is refused, and keeps the switch', async () => {
    const { apiKeys, notify } = setup();
    await screen.findByText('数据看板');
    apiKeys.update = () => Promise.reject(new ApiError({ status: 200, path: '/api/v1/api_key/k2', code: ErrorCode.PARAMETER_ERROR, message: '密钥不存在' }));
    fireEvent.click(switchOf('数据看板'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '密钥开启失败', list: ['密钥不存在'] }));
    expect(switchOf('数据看板').checked).toBe(false);
    expect(switchOf('数据看板').disabled).toBe(false);
  });

  it('asks for a name of at most 30 characters; the domain is optional', async () => {
    const { apiKeys } = setup();
    await screen.findByText('后端服务');
    const create = vi.spyOn(apiKeys, 'create');
    fireEvent.click(screen.getByRole('button', { name: '创建密钥' }));
    const dialog = within(await screen.findByRole('dialog', { name: '创建密钥' }));
    const name = dialog.getByRole('textbox', { name: /名称/ });
    expect(name.getAttribute('maxlength')).toBe('30');
    fireEvent.click(dialog.getByRole('button', { name: '创建' }));
    expect(await dialog.findByText('请输入名称')).toBeTruthy();
    fireEvent.change(name, { target: { value: '长'.repeat(31) } });
    fireEvent.click(dialog.getByRole('button', { name: '创建' }));
    expect(await dialog.findByText('名称最多 30 个字符')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: '长'.repeat(30) } });
    expect(dialog.getByText('30/30')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(STORE, { name: '长'.repeat(30), domain: null, is_active: true, is_channel: false }));
  });

  it('shows a created channel code in full once; afterwards only masked, and copying fetches it through display', async () => {
    const { apiKeys, notify, onChanged } = setup('channel');
    await screen.findByText('官网');
    fireEvent.click(screen.getByRole('button', { name: '创建渠道码' }));
    const form = within(await screen.findByRole('dialog', { name: '创建渠道码' }));
    fireEvent.change(form.getByRole('textbox', { name: /名称/ }), { target: { value: '帮助中心' } });
    fireEvent.change(form.getByRole('textbox', { name: /域名/ }), { target: { value: 'help.example.com' } });
    fireEvent.click(form.getByRole('button', { name: '创建' }));
    const shown = within(await screen.findByRole('dialog', { name: '渠道码已创建' }));
    const created = apiKeys.stored().find((key) => key.name === '帮助中心')!;
    expect(created).toMatchObject({ is_channel: true, domain: 'help.example.com' });
    expect(shown.getByText(created.api_key)).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '渠道码创建成功' });
    fireEvent.click(shown.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(created.api_key));
    fireEvent.click(shown.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '渠道码已创建' })).toBeNull());
    await screen.findByText('帮助中心');
    expect(onChanged).toHaveBeenCalled();
    expect(document.body.textContent).not.toContain(created.api_key);

    writeText.mockClear();
    const display = vi.spyOn(apiKeys, 'display');
    fireEvent.click(screen.getByRole('button', { name: '复制 帮助中心' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(created.api_key));
    expect(display).toHaveBeenCalledWith(created.id);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '复制成功' });
    expect(document.body.textContent).not.toContain(created.api_key);
  });

  it('says 获取详情失败 when the full key cannot be read, and 复制失败 when the clipboard refuses', async () => {
    const { apiKeys, notify } = setup();
    await screen.findByText('后端服务');
    apiKeys.display = () => Promise.reject(new ApiError({ status: 200, path: '/api/v1/api_key/display/k1', code: ErrorCode.PARAMETER_ERROR, message: '密钥不存在' }));
    fireEvent.click(screen.getByRole('button', { name: '复制 后端服务' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '获取详情失败', list: ['密钥不存在'] }));
    apiKeys.display = () => Promise.resolve('sk-backend-full-0000aaaa');
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: '复制 后端服务' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '复制失败' }));
  });

  it('edits a key’s name and domain', async () => {
    const { apiKeys, notify } = setup();
    await screen.findByText('数据看板');
    fireEvent.click(screen.getByRole('button', { name: '编辑 数据看板' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑密钥' }));
    expect((dialog.getByRole('textbox', { name: /域名/ }) as HTMLInputElement).value).toBe('board.example.com');
    fireEvent.change(dialog.getByRole('textbox', { name: /名称/ }), { target: { value: '运营看板' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /域名/ }), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await screen.findByText('运营看板');
    expect(apiKeys.stored().find((key) => key.id === 'k2')).toMatchObject({ name: '运营看板', domain: null });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '密钥修改成功' });
    expect(screen.queryByRole('dialog', { name: '已创建' })).toBeNull();
  });

  it('deletes only after confirmation: 删除密钥成功', async () => {
    const { apiKeys, notify } = setup();
    await screen.findByText('后端服务');
    fireEvent.click(screen.getByRole('button', { name: '删除 后端服务' }));
    let confirm = within(await screen.findByRole('dialog', { name: '删除密钥' }));
    expect(confirm.getByText('确定删除密钥“后端服务”吗？使用它的程序将无法再调用接口。')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '删除密钥' })).toBeNull());
    expect(apiKeys.stored().some((key) => key.id === 'k1')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '删除 后端服务' }));
    confirm = within(await screen.findByRole('dialog', { name: '删除密钥' }));
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('后端服务')).toBeNull());
    expect(apiKeys.stored().some((key) => key.id === 'k1')).toBe(false);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '删除密钥成功' });
  });

  it('searches by name', async () => {
    const { apiKeys } = setup();
    await screen.findByText('后端服务');
    const list = vi.spyOn(apiKeys, 'list');
    fireEvent.change(screen.getByPlaceholderText('输入密钥名称'), { target: { value: '看板' } });
    await waitFor(() => expect(screen.queryByText('后端服务')).toBeNull());
    expect(screen.getByText('数据看板')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(STORE, { channel_only: false, search: '看板' });
  });

  it('sorts by created time and by last used time', async () => {
    setup();
    await screen.findByText('后端服务');
    const names = () => screen.getAllByRole('row').slice(1).map((tr) => tr.querySelector('td p')!.textContent);
    expect(names()).toEqual(['数据看板', '后端服务']);
    fireEvent.click(screen.getByRole('button', { name: '按创建时间排序' }));
    fireEvent.click(screen.getByRole('button', { name: '按创建时间排序' }));
    expect(names()).toEqual(['后端服务', '数据看板']);
    fireEvent.click(screen.getByRole('button', { name: '按最后使用时间排序' }));
    expect(names()).toEqual(['后端服务', '数据看板']);
    expect(screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-sort'))).toEqual([null, null, 'none', 'descending', null, null]);
  });

  it.each([
    ['api', '拉取API密钥列表失败'],
    ['channel', '拉取渠道码列表失败'],
  ] as const)('empties the %s list and says %s when it cannot be read', async (kind, title) => {
    const apiKeys = createMemoryApiKeysApi(sampleKeys);
    apiKeys.list = () => Promise.reject(new ApiError({ status: 0, kind: 'network', path: '/api/v1/api_key/store-1', message: 'Network error' }));
    const { notify } = renderFlowEditor(<KeyListPanel kind={kind} storeId={STORE} />, { apiKeys });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title, list: ['请稍后再试'] }));
    expect(await screen.findByText(kind === 'api' ? '暂无API密钥' : '暂无渠道码')).toBeTruthy();
  });
});
