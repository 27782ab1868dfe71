import { ApiError, type UserRead } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@app/ui-testing';
import { renderAdmin } from '../test/render';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { UserManagementPage } from './UserManagementPage';

const rowOf = (username: string) => screen.getByText(username, { selector: 'td' }).closest('tr')!;
const switchOf = (name: string) => screen.getByRole('switch', { name: `启用或停用用户 ${name}` }) as HTMLInputElement;

function setup(api = createMemoryAdminApi()) {
  const list = vi.spyOn(api.users, 'list');
  const view = renderAdmin(<UserManagementPage />, api);
  return { ...view, list };
}

describe('users tab', () => {
  it('pages by 15 with the total, and asks for the next page', async () => {
    const { list } = setup();
    await screen.findByText('tangkai', { selector: 'td' });
    expect(list).toHaveBeenLastCalledWith({ search: '', page: 1, size: 15, order: 'desc' });
    expect(screen.getAllByRole('switch')).toHaveLength(15);
    expect(screen.getByText('共 24 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('admin', { selector: 'td' });
    expect(list).toHaveBeenLastCalledWith({ search: '', page: 2, size: 15, order: 'desc' });
    expect(screen.getAllByRole('switch')).toHaveLength(9);
  });

  it('searches from the first page', async () => {
    const { list } = setup();
    await screen.findByText('tangkai', { selector: 'td' });
    fireEvent.change(screen.getByPlaceholderText('搜索用户名、昵称、手机号或邮箱'), { target: { value: ' wang ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await screen.findByText('wangfang', { selector: 'td' });
    expect(list).toHaveBeenLastCalledWith({ search: 'wang', page: 1, size: 15, order: 'desc' });
    expect(screen.getByText('共 1 条')).toBeTruthy();
  });

  it('shows an empty page and 拉取用户列表失败 when the list fails', async () => {
    const api = createMemoryAdminApi();
    api.users.list = async () => {
      throw new ApiError({ status: 500, path: '/api/v1/users/list', message: 'down' });
    };
    const { notify } = setup(api);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '拉取用户列表失败', list: ['请稍后再试'] });
  });

  it('shows role badges, groups and times', async () => {
    setup();
    await screen.findByText('tangkai', { selector: 'td' });
    const row = within(rowOf('liangbo'));
    expect(row.getByText('开发者用户')).toBeTruthy();
    expect(row.getByText('所有用户、财务部')).toBeTruthy();
    // Each time as its day over its time of day.
    expect(row.getAllByText(/^\d{4}-\d{2}-\d{2}$/)).toHaveLength(2);
    expect(row.getAllByText(/^\d{2}:\d{2}$/)).toHaveLength(2);
    expect(within(rowOf('tangkai')).getByText('普通用户')).toBeTruthy();
  });

  it('switches a user off with a busy switch on that row only, then updates the row in place', async () => {
    const api = createMemoryAdminApi();
    const answer = deferred<UserRead>();
    const update = vi.spyOn(api.users, 'update').mockReturnValue(answer.promise);
    const { list } = setup(api);
    await screen.findByText('tangkai', { selector: 'td' });
    const calls = list.mock.calls.length;
    expect(switchOf('唐凯文').checked).toBe(true);

    fireEvent.click(switchOf('唐凯文'));
    expect(update).toHaveBeenCalledWith(expect.any(String), { is_active: false });
    expect(switchOf('唐凯文').disabled).toBe(true);
    expect(switchOf('唐凯文').getAttribute('aria-busy')).toBe('true');
    expect(switchOf('宋佳怡').disabled).toBe(false);

    const before = (await api.users.all()).find((user) => user.username === 'tangkai')!;
    answer.resolve({ ...before, is_active: false });
    await waitFor(() => expect(switchOf('唐凯文').disabled).toBe(false));
    expect(switchOf('唐凯文').checked).toBe(false);
    expect(list.mock.calls.length).toBe(calls);
  });

  it('keeps the switch and says 用户开启失败 when the server refuses', async () => {
    const api = createMemoryAdminApi();
    vi.spyOn(api.users, 'update').mockRejectedValue(new ApiError({ status: 0, kind: 'network', path: '/api/v1/users/x', message: 'offline' }));
    const { notify } = setup(api);
    await screen.findByText('tangkai', { selector: 'td' });
    fireEvent.click(switchOf('唐凯文'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '用户开启失败', list: ['请稍后再试'] }));
    expect(switchOf('唐凯文').checked).toBe(true);
    expect(switchOf('唐凯文').disabled).toBe(false);
  });

  it('offers no switch or delete on the signed-in administrator', async () => {
    setup();
    await screen.findByText('tangkai', { selector: 'td' });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('admin', { selector: 'td' });
    expect(switchOf('系统管理员').disabled).toBe(true);
    expect(within(rowOf('admin')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(rowOf('admin')).getByRole('button', { name: '编辑' })).toBeTruthy();
  });

  it('deletes a user after confirmation', async () => {
    const api = createMemoryAdminApi();
    const remove = vi.spyOn(api.users, 'remove');
    const { notify } = setup(api);
    await screen.findByText('tangkai', { selector: 'td' });
    fireEvent.click(within(rowOf('tangkai')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除用户' });
    expect(within(dialog).getByText('确定删除用户“唐凯文”吗？删除后将无法恢复。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '删除用户成功' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('tangkai', { selector: 'td' })).toBeNull());
    expect(screen.getByText('共 23 条')).toBeTruthy();
  });

  it('binds groups to the selected users only once some are selected', async () => {
    const api = createMemoryAdminApi();
    const bind = vi.spyOn(api.users, 'bindUserGroups');
    const { notify } = setup(api);
    await screen.findByText('tangkai', { selector: 'td' });
    const bindButton = screen.getByRole('button', { name: '批量绑定用户组' }) as HTMLButtonElement;
    expect(bindButton.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择用户 唐凯文' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择用户 宋佳怡' }));
    expect(bindButton.disabled).toBe(false);

    fireEvent.click(bindButton);
    const drawer = await screen.findByRole('dialog', { name: '批量绑定用户组' });
    expect(within(drawer).getByText('已选用户（2）')).toBeTruthy();
    expect(within(drawer).getByText('tangkai@example.com')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText('请选择用户组')).toBeTruthy();
    expect(bind).not.toHaveBeenCalled();

    fireEvent.click(within(drawer).getByPlaceholderText('选择要绑定的用户组'));
    expect(within(drawer).queryByRole('option', { name: '所有用户' })).toBeNull();
    fireEvent.click(await within(drawer).findByRole('option', { name: '市场部' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '绑定用户组成功' }));
    const [form] = bind.mock.calls[0]!;
    expect(form.user_ids).toHaveLength(2);
    const groups = await api.userGroups.all();
    expect(form.user_group_ids).toEqual([groups.find((group) => group.name === '市场部')!.id]);
    await waitFor(() => expect((screen.getByRole('button', { name: '批量绑定用户组' }) as HTMLButtonElement).disabled).toBe(true));
  });
});
