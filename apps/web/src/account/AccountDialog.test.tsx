import { ApiError, ErrorCode, type UserRead } from '@app/api-client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refusing } from '../test/fakeAccountApi';
import { createFakeServices, developerUser, type FakeServicesOptions } from '../test/fakeServices';
import { renderWithProviders } from '../test/renderApp';
import { AccountDialog } from './AccountDialog';

const me: UserRead = { ...developerUser, telephone: '13812345678', email: 'dev@example.com' };

function setup(options: FakeServicesOptions = {}) {
  const services = createFakeServices({ user: me, ...options });
  renderWithProviders(<AccountDialog opened onClose={() => {}} />, services);
  const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
  const toasts = () => services.notifications.getState().notifications;
  return { services, click, toasts };
}

describe('my account: account settings', () => {
  it('shows the username with its role badge, the masked phone and the email', () => {
    setup();
    expect(screen.getByText('dev')).toBeTruthy();
    expect(screen.getByText('开发者用户')).toBeTruthy();
    expect(screen.getByText('138****5678')).toBeTruthy();
    expect(screen.queryByText('13812345678')).toBeNull();
    expect(screen.getByText('dev@example.com')).toBeTruthy();
  });

  it('says 未绑定 for a missing phone or email', () => {
    setup({ user: { ...me, telephone: null, email: null } });
    expect(screen.getAllByText('未绑定')).toHaveLength(2);
  });

  it('changes the nickname through users.update and shows the reloaded session user', async () => {
    const { click, services } = setup();
    const update = vi.spyOn(services.api.users, 'update');
    await click('修改昵称');
    fireEvent.change(screen.getByRole('textbox', { name: '昵称' }), { target: { value: '  新的昵称  ' } });
    await click('保存昵称');
    expect(update).toHaveBeenCalledWith(me.id, { name: '新的昵称' });
    expect(services.session.getState().user?.name).toBe('新的昵称');
    expect(screen.getByText('新的昵称')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '昵称' })).toBeNull();
  });

  it('checks the nickname length before saving', async () => {
    const update = vi.fn();
    const { click } = setup({ account: { update } });
    await click('修改昵称');
    fireEvent.change(screen.getByRole('textbox', { name: '昵称' }), { target: { value: 'ab' } });
    await click('保存昵称');
    expect(screen.getByText('请输入3-20个字符')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('reports 用户昵称更改失败 and keeps the editor open when the server refuses', async () => {
    const { click, toasts } = setup({
      account: {
        update: refusing(ErrorCode.UNKNOWN_ERROR),
      },
    });
    await click('修改昵称');
    fireEvent.change(screen.getByRole('textbox', { name: '昵称' }), { target: { value: '新的昵称' } });
    await click('保存昵称');
    expect(toasts()[0]).toMatchObject({ kind: 'error', title: '用户昵称更改失败' });
    expect(screen.getByRole('textbox', { name: '昵称' })).toBeTruthy();
  });

  it('saves a generated avatar as the profile image', async () => {
    const { click, services } = setup();
    await click('生成图片');
    expect(services.session.getState().user?.profile_image).toMatch(/^data:image\/svg\+xml/);
  });

  it('reports 用户头像更改失败 when saving the avatar fails', async () => {
    const { click, toasts, services } = setup({
      account: {
        update: refusing(ErrorCode.UNKNOWN_ERROR),
      },
    });
    await click('生成图片');
    expect(toasts()[0]).toMatchObject({ kind: 'error', title: '用户头像更改失败' });
    expect(services.session.getState().user?.profile_image).toBe(me.profile_image);
  });
});

describe('my account: security settings', () => {
  async function openSecurity(options: FakeServicesOptions = {}) {
    const page = setup(options);
    fireEvent.click(screen.getByRole('tab', { name: '安全设置' }));
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    const fillAll = () => {
      fill('原密码', 'Old#12345');
      fill('新密码', 'New#12345');
      fill('确认新密码', 'New#12345');
    };
    return { ...page, fill, fillAll, submit: () => page.click('修改密码') };
  }

  it('changes the password, says so and empties the form', async () => {
    const updatePassword = vi.fn(async () => null);
    const { fillAll, submit, toasts } = await openSecurity({ account: { updatePassword } });
    fillAll();
    await submit();
    expect(updatePassword).toHaveBeenCalledWith({ old_password: 'Old#12345', new_password: 'New#12345' });
    expect(toasts()[0]).toMatchObject({ kind: 'success', title: '密码更改成功' });
    expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe('');
  });

  it('says 原密码错误 when the server refuses the old password (10001)', async () => {
    const { fillAll, submit, toasts } = await openSecurity({
      account: {
        updatePassword: refusing(ErrorCode.WRONG_CREDENTIALS),
      },
    });
    fillAll();
    await submit();
    expect(toasts()[0]).toMatchObject({ kind: 'error', title: '密码更改失败', list: ['原密码错误'] });
  });

  it('says 请稍后再试 for any other failure', async () => {
    const { fillAll, submit, toasts } = await openSecurity({
      account: {
        updatePassword: async () => {
          throw new ApiError({ kind: 'network', status: 0, path: '/api/v1/users/update-password', message: 'offline' });
        },
      },
    });
    fillAll();
    await submit();
    expect(toasts()[0]).toMatchObject({ title: '密码更改失败', list: ['请稍后再试'] });
  });

  it('checks the old password, the new password rules and the confirmation first', async () => {
    const updatePassword = vi.fn(async () => null);
    const { fill, submit } = await openSecurity({ account: { updatePassword } });
    fill('新密码', 'newpassword');
    fill('确认新密码', 'different');
    await submit();
    const form = screen.getByRole('button', { name: '修改密码' }).closest('form')!;
    expect(within(form).getByText('请输入原密码')).toBeTruthy();
    expect(within(form).getByText('请输入大小写字母，数字，特殊字符至少三种组合')).toBeTruthy();
    expect(within(form).getByText('两次输入的密码不一致')).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });
});
