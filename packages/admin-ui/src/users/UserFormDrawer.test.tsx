import { EMPTY_UUID, ErrorCode, ROLE_USER } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { sampleRows } from '../testing/readModel';
import { refused } from '../testing/refused';
import { adminSeed } from '../testing/seed';
import { UserFormDrawer } from './UserFormDrawer';

const { users, groups } = sampleRows(adminSeed());
const member = users.find((user) => user.username === 'wangfang')!;

function setup(user = member) {
  const api = createMemoryAdminApi();
  const update = vi.spyOn(api.users, 'update');
  const create = vi.spyOn(api.users, 'create');
  const onSaved = vi.fn();
  const view = renderAdmin(<UserFormDrawer opened user={user} onClose={() => {}} onSaved={onSaved} />, api);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
  return { ...view, update, create, onSaved, type, save };
}

describe('user form', () => {
  it('leaves a blank password out of the update', async () => {
    const { update, onSaved, type, save } = setup();
    type('昵称', '王芳芳');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [id, changes] = update.mock.calls[0]!;
    expect(id).toBe(member.id);
    expect(changes).not.toHaveProperty('password');
    expect(changes).toMatchObject({ name: '王芳芳', user_group_ids: [EMPTY_UUID, ...member.user_group_ids.filter((g) => g !== EMPTY_UUID)] });
  });

  it('sends a typed password and checks it first', async () => {
    const { update, onSaved, type, save } = setup();
    type('密码', 'weak');
    save();
    expect(await screen.findByText('请输入6-20个字符')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    type('密码', 'Strong#1');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ password: 'Strong#1' });
  });

  it('keeps the username fixed when editing', () => {
    setup();
    expect((screen.getByLabelText('用户名', { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('asks for the image and the required fields before creating', async () => {
    const { create, save } = setup(null as never);
    save();
    expect(await screen.findByText('请上传用户图标')).toBeTruthy();
    expect(screen.getAllByText('请输入3-20个字符')).toHaveLength(2);
    expect(screen.getByText('请输入6-20个字符')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a user with the default group and shows 用户已存在 for a taken name', async () => {
    const { create, onSaved, notify, type, save } = setup(null as never);
    type('用户名', 'lihua');
    type('昵称', '李华华');
    type('密码', 'Secret#123');
    fireEvent.click(screen.getByRole('button', { name: '生成图片' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '用户图标' })).toBeTruthy());
    save();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '新增/编辑用户(组)失败', list: ['用户已存在'] }));
    expect(screen.getByText('用户已存在')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    type('用户名', 'lihua2');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(create.mock.calls.at(-1)![0]).toMatchObject({ username: 'lihua2', name: '李华华', role: ROLE_USER, user_group_ids: [EMPTY_UUID] });
  });

  it('keeps the default group: its pill has no remove button and Backspace leaves it', async () => {
    setup();
    const field = screen.getByPlaceholderText('选择用户组');
    const pills = () => field.closest<HTMLElement>('.mantine-InputWrapper-root')!;
    const defaultPill = (await within(pills()).findByText(groups[0]!.name)).closest('.mantine-Pill-root')!;
    const otherPill = within(pills()).getByText(member.user_groups.find((g) => g.id !== EMPTY_UUID)!.name).closest('.mantine-Pill-root')!;
    expect(defaultPill.querySelector('button')).toBeNull();
    expect(otherPill.querySelector('button')).not.toBeNull();

    fireEvent.keyDown(field, { key: 'Backspace' });
    fireEvent.keyDown(field, { key: 'Backspace' });
    expect(within(pills()).getByText('所有用户')).toBeTruthy();
    expect(within(pills()).queryByText(member.user_groups.find((g) => g.id !== EMPTY_UUID)!.name)).toBeNull();
  });

  it('reports a server refusal through the catalogue', async () => {
    const { update, notify, save } = setup();
    update.mockRejectedValueOnce(refused(ErrorCode.EMAIL_EXISTS, '邮箱已存在', '/api/v1/users/x'));
    save();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '新增/编辑用户(组)失败', list: ['邮箱已存在'] }));
    expect(screen.getAllByText('邮箱已存在')).toHaveLength(1);
  });
});
