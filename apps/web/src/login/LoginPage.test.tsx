import { ErrorCode, VerifyPurpose } from '@app/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_VERIFY_CODE, refusing } from '../test/fakeAccountApi';
import { createFakeServices, fakeConfig, type FakeServicesOptions } from '../test/fakeServices';
import { renderWithProviders } from '../test/renderApp';
import { LOGIN_TYPE_STORAGE_KEY } from './loginSteps';
import { LoginPage } from './LoginPage';

function setup(options: FakeServicesOptions = {}) {
  const services = createFakeServices(options);
  const view = renderWithProviders(<LoginPage />, services);
  // The steps after sign-in load on first use: a step's heading shows once its module is there.
  const heading = async () => (await screen.findByRole('heading', { level: 2 })).textContent;
  const click = async (name: string) => {
    await act(async () => fireEvent.click(screen.getByRole('button', { name })));
    await waitFor(() => expect(screen.queryByRole('status', { name: '加载中…' })).toBeNull());
  };
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  return { services, view, heading, click, fill };
}

/** Find password by email up to the set-new-password step. */
async function verifyByEmail({ click, fill }: ReturnType<typeof setup>) {
  await click('忘记密码？');
  fill('邮箱', 'admin@example.com');
  await act(async () => fireEvent.click(within(screen.getByRole('group', { name: '邮箱' })).getByRole('button', { name: '获取验证码' })));
  fill('邮箱验证码', FAKE_VERIFY_CODE);
  await click('下一步');
}

describe('login screen steps', () => {
  it('goes from login to register and back', async () => {
    const { heading, click } = setup();
    expect(await heading()).toBe('欢迎登录');
    await click('立即注册');
    expect(await heading()).toBe('注册账号');
    await click('返回登录');
    expect(await heading()).toBe('欢迎登录');
  });

  it('hides the register link while registration is closed', () => {
    setup({ config: { ...fakeConfig, registration_mode: 'closed' } });
    expect(screen.queryByRole('button', { name: '立即注册' })).toBeNull();
    expect(screen.getByRole('button', { name: '忘记密码？' })).toBeTruthy();
  });

  it('reopens on find-password while that flow is under way, and forgets it on the way back', async () => {
    const first = setup();
    await first.click('忘记密码？');
    expect(await first.heading()).toBe('找回密码');
    expect(window.localStorage.getItem(LOGIN_TYPE_STORAGE_KEY)).not.toBeNull();
    first.view.unmount();

    const second = setup();
    expect(await second.heading()).toBe('找回密码');
    await second.click('返回登录');
    expect(await second.heading()).toBe('欢迎登录');
    expect(window.localStorage.getItem(LOGIN_TYPE_STORAGE_KEY)).toBeNull();
  });

  it('stays on find-password until the code is verified', async () => {
    const { heading, click, fill } = setup();
    await click('忘记密码？');
    fill('邮箱', 'not-an-email');
    await click('下一步');
    expect(screen.getByText('请输入正确的邮箱')).toBeTruthy();
    fill('邮箱', 'admin@example.com');
    await click('下一步');
    expect(screen.getByText('请先获取验证码')).toBeTruthy();
    expect(await heading()).toBe('找回密码');
  });

  it('asks for the phone number on the phone tab and sends a phone reset code', async () => {
    const sendVerifyCode = vi.fn(async () => ({ channel: 'sms' as const, logged: false, resend_after: 60, expires_in: 300 }));
    const { click, fill } = setup({ account: { sendVerifyCode } });
    await click('忘记密码？');
    fireEvent.click(screen.getByRole('tab', { name: '手机号找回' }));
    fill('手机号', '13812345678');
    await click('获取验证码');
    expect(sendVerifyCode).toHaveBeenCalledWith({ tpe: VerifyPurpose.RESET_PWD_PHONE, key: '13812345678' });
  });

  it('resets the password, shows the success page and returns to login', async () => {
    const resetPassword = vi.fn(async () => null);
    const page = setup({ account: { resetPassword } });
    await verifyByEmail(page);
    expect(await page.heading()).toBe('设置新密码');
    expect(screen.getByRole('img', { name: '已验证' })).toBeTruthy();
    page.fill('新密码', 'Secret#456');
    page.fill('确认新密码', 'Secret#456');
    await page.click('重置密码');
    expect(resetPassword).toHaveBeenCalledWith({ tpe: VerifyPurpose.RESET_PWD_EMAIL, key: 'admin@example.com', code: FAKE_VERIFY_CODE, password: 'Secret#456' });
    expect(page.services.notifications.getState().notifications[0]).toMatchObject({ kind: 'success', title: '重置密码成功' });
    expect(await page.heading()).toBe('重置密码成功');
    expect(window.localStorage.getItem(LOGIN_TYPE_STORAGE_KEY)).toBeNull();
    await page.click('返回登录');
    expect(await page.heading()).toBe('欢迎登录');
  });

  it('stays on the new-password step and voids the verification when the reset fails', async () => {
    const resetPassword = vi.fn(refusing(ErrorCode.EMAIL_CODE_ERROR, 'reset-password'));
    const page = setup({ account: { resetPassword } });
    await verifyByEmail(page);
    page.fill('新密码', 'Secret#456');
    page.fill('确认新密码', 'Secret#456');
    await page.click('重置密码');
    expect(page.services.notifications.getState().notifications[0]).toMatchObject({ kind: 'error', title: '重置密码失败', list: ['邮箱验证码错误'] });
    expect(await page.heading()).toBe('设置新密码');
    expect(screen.queryByRole('img', { name: '已验证' })).toBeNull();
    expect(screen.getByRole('button', { name: '验证' })).toBeTruthy();
  });

  it('checks the new password and its confirmation before resetting', async () => {
    const resetPassword = vi.fn(async () => null);
    const page = setup({ account: { resetPassword } });
    await verifyByEmail(page);
    page.fill('新密码', 'weakpass');
    page.fill('确认新密码', 'other');
    await page.click('重置密码');
    expect(screen.getByText('请输入大小写字母，数字，特殊字符至少三种组合')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();
  });
});
