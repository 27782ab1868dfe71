import { DESCRIPTION_MAX_LENGTH, ErrorCode } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { refused } from '../testing/refused';
import { UserGroupsTab } from './UserGroupsTab';

const rowOf = (name: string) => screen.getAllByText(name, { selector: 'td' })[0]!.closest('tr')!;

async function setup(api = createMemoryAdminApi()) {
  const view = renderAdmin(<UserGroupsTab />, api);
  await screen.findByText('研发部', { selector: 'td' });
  return view;
}

describe('user groups tab', () => {
  it('shows 所有用户 as the default group size and offers it no actions', async () => {
    await setup();
    const defaultRow = within(rowOf('所有用户'));
    expect(defaultRow.getAllByText('所有用户')).toHaveLength(2);
    expect(defaultRow.queryByRole('button')).toBeNull();
    const department = within(rowOf('研发部'));
    expect(department.getByText('8')).toBeTruthy();
    expect(['详情', '编辑', '删除'].every((name) => department.getByRole('button', { name }))).toBe(true);
  });

  it('shows the seeded default group in the user’s language, other groups as named', async () => {
    renderAdmin(<UserGroupsTab />, createMemoryAdminApi(), undefined, 'en');
    await screen.findByText('研发部', { selector: 'td' });
    expect(screen.getAllByText('All users', { selector: 'td' })).toHaveLength(2);
    expect(screen.queryByText('所有用户')).toBeNull();
  });

  it('says 拉取用户组列表失败 when the list fails', async () => {
    const api = createMemoryAdminApi();
    api.userGroups.list = async () => {
      throw new Error('down');
    };
    const { notify } = renderAdmin(<UserGroupsTab />, api);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '拉取用户组列表失败', list: ['请稍后再试'] });
  });

  it('requires a name and counts the description up to 500 characters', async () => {
    const api = createMemoryAdminApi();
    const create = vi.spyOn(api.userGroups, 'create');
    await setup(api);
    fireEvent.click(screen.getByRole('button', { name: '创建用户组' }));
    const dialog = await screen.findByRole('dialog', { name: '创建用户组' });
    expect(within(dialog).getByText(`0/${DESCRIPTION_MAX_LENGTH}`)).toBeTruthy();
    const description = within(dialog).getByLabelText('描述') as HTMLTextAreaElement;
    expect(description.maxLength).toBe(DESCRIPTION_MAX_LENGTH);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写用户组名称')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('用户组名称', { exact: false }), { target: { value: ' 运营部 ' } });
    fireEvent.change(description, { target: { value: '负责运营' } });
    expect(within(dialog).getByText(`4/${DESCRIPTION_MAX_LENGTH}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('运营部', { selector: 'td' })).toBeTruthy();
    expect(create).toHaveBeenCalledWith({ name: '运营部', description: '负责运营' });
  });

  it('says 默认用户组禁止修改 when an update is refused with 10002', async () => {
    const api = createMemoryAdminApi();
    vi.spyOn(api.userGroups, 'update').mockRejectedValue(refused(ErrorCode.DEFAULT_GROUP_PROTECTED, '默认用户组禁止修改', '/api/v1/user-groups/x'));
    const { notify } = await setup(api);
    fireEvent.click(within(rowOf('研发部')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑用户组' });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '修改用户组失败', list: ['默认用户组禁止修改'] }));
  });

  it('says 默认用户组禁止删除 when a delete is refused with 10001', async () => {
    const api = createMemoryAdminApi();
    vi.spyOn(api.userGroups, 'remove').mockRejectedValue(refused(ErrorCode.WRONG_CREDENTIALS, '默认用户组禁止删除', '/api/v1/user-groups/x'));
    const { notify } = await setup(api);
    fireEvent.click(within(rowOf('研发部')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除用户组' })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '删除用户组失败', list: ['默认用户组禁止删除'] }));
    expect(screen.getByText('研发部', { selector: 'td' })).toBeTruthy();
  });

  it('deletes a group after confirmation', async () => {
    const { notify } = await setup();
    fireEvent.click(within(rowOf('财务部')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除用户组' });
    expect(within(dialog).getByText('确定删除用户组“财务部”吗？删除后将无法恢复。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '删除用户组成功' }));
    await waitFor(() => expect(screen.queryByText('财务部', { selector: 'td' })).toBeNull());
  });

  it('lists the members in the details', async () => {
    const api = createMemoryAdminApi();
    const membersOf = vi.spyOn(api.users, 'membersOf');
    await setup(api);
    fireEvent.click(within(rowOf('市场部')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '用户组详情' });
    expect(await within(drawer).findByText('wangfang@example.com')).toBeTruthy();
    expect(within(drawer).queryByText('lihua@example.com')).toBeNull();
    expect(within(drawer).getByText('负责市场推广与客户运营')).toBeTruthy();
    // The language check of the console skips user data only when it is marked so.
    for (const text of ['市场部', '负责市场推广与客户运营']) expect(within(drawer).getByText(text).closest('[data-user-content]')).not.toBeNull();
    expect(membersOf).toHaveBeenCalledTimes(1);
  });
});
