import { EMPTY_UUID, ErrorCode } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { refused } from '../testing/refused';
import { PolicyPage } from './PolicyPage';

const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!;
const names = () => screen.getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent);

async function setup(api = createMemoryAdminApi()) {
  const list = vi.spyOn(api.policies, 'list');
  const view = renderAdmin(<PolicyPage />, api);
  await screen.findByText('研发专用', { selector: 'td' });
  return { ...view, list };
}

describe('policy page', () => {
  it('shows 所有 for the default policy group and no actions on it', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: '权限策略' })).toBeTruthy();
    const defaultRow = within(rowOf('默认策略组'));
    expect(defaultRow.getByText('所有')).toBeTruthy();
    expect(defaultRow.queryByRole('button')).toBeNull();
    const policy = within(rowOf('研发专用'));
    expect(policy.getByText('2')).toBeTruthy();
    expect(policy.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(['详情', '编辑', '删除'].every((name) => policy.getByRole('button', { name }))).toBe(true);
  });

  it('sorts by created time through the order query', async () => {
    const { list } = await setup();
    expect(list).toHaveBeenLastCalledWith({ search: '', page: 1, size: 15, order: 'desc' });
    expect(names()).toEqual(['财务审批', '研发专用', '默认策略组']);
    fireEvent.click(screen.getByRole('button', { name: '按创建时间从早到晚排序' }));
    await waitFor(() => expect(names()).toEqual(['默认策略组', '研发专用', '财务审批']));
    expect(list).toHaveBeenLastCalledWith({ search: '', page: 1, size: 15, order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /创建时间/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('says 拉取策列列表失败 when the list fails', async () => {
    const api = createMemoryAdminApi();
    api.policies.list = async () => {
      throw new Error('down');
    };
    const { notify } = renderAdmin(<PolicyPage />, api);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '拉取策列列表失败', list: ['请稍后再试'] });
  });

  it('requires a name and a description before creating', async () => {
    const api = createMemoryAdminApi();
    const create = vi.spyOn(api.policies, 'create');
    await setup(api);
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    const drawer = await screen.findByRole('dialog', { name: '创建策略组' });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请填写策略组名称')).toBeTruthy();
    expect(within(drawer).getByText('请填写策略组描述')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(drawer).getByLabelText('策略组名称', { exact: false }), { target: { value: '市场专用' } });
    fireEvent.change(within(drawer).getByLabelText('策略组描述', { exact: false }), { target: { value: '市场部使用' } });
    const allowed = within(drawer).getAllByPlaceholderText('搜索用户组或用户')[0]!;
    fireEvent.click(allowed);
    fireEvent.click(await within(drawer).findByRole('option', { name: '市场部' }));
    fireEvent.click(within(drawer).getByRole('option', { name: '唐凯文' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('市场专用', { selector: 'td' })).toBeTruthy();
    const [write] = create.mock.calls[0]!;
    expect(write).toMatchObject({ name: '市场专用', description: '市场部使用', denied_group_ids: [], denied_user_ids: [] });
    expect(write.allowed_group_ids).toHaveLength(1);
    expect(write.allowed_user_ids).toHaveLength(1);
  });

  it('does not offer an entry in both lists', async () => {
    await setup();
    fireEvent.click(within(rowOf('研发专用')).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog', { name: '编辑策略组' });
    const [, denied] = within(drawer).getAllByPlaceholderText('搜索用户组或用户');
    fireEvent.click(denied!);
    expect(await within(drawer).findByRole('option', { name: '市场部' })).toBeTruthy();
    expect(within(drawer).queryByRole('option', { name: '研发部' })).toBeNull();
  });

  it('says 默认策略组禁止修改 when an update is refused with 10002', async () => {
    const api = createMemoryAdminApi();
    vi.spyOn(api.policies, 'update').mockRejectedValue(refused(ErrorCode.DEFAULT_GROUP_PROTECTED, '默认策略组禁止修改', '/api/v1/policy/x'));
    const { notify } = await setup(api);
    fireEvent.click(within(rowOf('研发专用')).getByRole('button', { name: '编辑' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '编辑策略组' })).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '修改策略组失败', list: ['默认策略组禁止修改'] }));
  });

  it('says 默认策略组禁止删除 when a delete is refused with 10001', async () => {
    const api = createMemoryAdminApi();
    vi.spyOn(api.policies, 'remove').mockRejectedValue(refused(ErrorCode.WRONG_CREDENTIALS, '默认策略组禁止删除', '/api/v1/policy/x'));
    const { notify } = await setup(api);
    fireEvent.click(within(rowOf('研发专用')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除策略组' })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '删除策略组失败', list: ['默认策略组禁止删除'] }));
  });

  it('deletes after the confirmation 策略组删除后，将无法恢复。, which says bound apps move to the default policy', async () => {
    const { notify } = await setup();
    fireEvent.click(within(rowOf('财务审批')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除策略组' });
    expect(within(dialog).getByText('策略组删除后，将无法恢复。绑定该策略组的应用将改用默认策略组（所有用户均可访问）。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '删除策略组成功' }));
    await waitFor(() => expect(screen.queryByText('财务审批', { selector: 'td' })).toBeNull());
  });

  it('names the apps bound to a deleted group in the confirmation, and they move to the default policy group', async () => {
    const api = createMemoryAdminApi();
    await setup(api);
    fireEvent.click(within(rowOf('研发专用')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除策略组' });
    expect(within(dialog).getByText('该策略组绑定了 2 个应用。策略组删除后，将无法恢复，这些应用将改用默认策略组（所有用户均可访问）。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('研发专用', { selector: 'td' })).toBeNull());
    const fallback = (await api.policies.all()).find((policy) => policy.id === EMPTY_UUID);
    expect(fallback?.stores.map((store) => store.name)).toEqual(['代码评审助手', '接口文档生成']);
    expect(within(rowOf('默认策略组')).getByText('所有')).toBeTruthy();
  });

  it('details the entries and the bound agents', async () => {
    await setup();
    fireEvent.click(within(rowOf('研发专用')).getByRole('button', { name: '详情' }));
    let drawer = await screen.findByRole('dialog', { name: '策略组详情' });
    expect(within(drawer).getByText('研发部')).toBeTruthy();
    expect(within(drawer).getByText('陈静怡')).toBeTruthy();
    expect(within(drawer).getByText('李华明')).toBeTruthy();
    expect(within(drawer).getByText('共 2 个')).toBeTruthy();
    expect(within(drawer).getByText('代码评审助手')).toBeTruthy();
    // The language check of the console skips user data only when it is marked so.
    for (const text of ['研发专用', '研发部', '陈静怡', '代码评审助手']) expect(within(drawer).getByText(text).closest('[data-user-content]')).not.toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '策略组详情' })).toBeNull());

    fireEvent.click(within(rowOf('财务审批')).getByRole('button', { name: '详情' }));
    drawer = await screen.findByRole('dialog', { name: '策略组详情' });
    expect(within(drawer).getByText('暂无绑定智能体')).toBeTruthy();
  });
});
