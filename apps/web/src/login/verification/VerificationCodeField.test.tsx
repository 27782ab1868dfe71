import { ErrorCode, VerifyPurpose, type VerifyCodeSent } from '@app/api-client';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusing } from '../../test/fakeAccountApi';
import { createFakeServices } from '../../test/fakeServices';
import { renderWithProviders } from '../../test/renderApp';
import { useVerification, type VerificationOptions } from './useVerification';
import { VerificationCodeField } from './VerificationCodeField';

const sentByMail: VerifyCodeSent = { channel: 'email', logged: false, resend_after: 60, expires_in: 300 };

function Harness(props: Partial<VerificationOptions>) {
  const verification = useVerification({
    channel: 'email',
    purpose: VerifyPurpose.REGISTER_EMAIL,
    contact: 'someone@example.com',
    checkContact: () => true,
    send: async () => sentByMail,
    verify: async () => null,
    ...props,
  });
  return <VerificationCodeField verification={verification} label="邮箱验证码" />;
}

function setup(props: Partial<VerificationOptions> = {}) {
  const services = createFakeServices();
  renderWithProviders(<Harness {...props} />, services);
  const code = screen.getByLabelText('邮箱验证码') as HTMLInputElement;
  const button = (name: string | RegExp) => screen.getByRole('button', { name });
  const click = (name: string | RegExp) => act(async () => fireEvent.click(button(name)));
  const type = (value: string) => fireEvent.change(code, { target: { value } });
  return { services, code, button, click, type };
}

describe('verification code field: countdown', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('counts down 60 seconds on the send button after a send, then offers it again', async () => {
    const send = vi.fn(async () => sentByMail);
    const { button, click } = setup({ send });
    await click('获取验证码');
    expect(send).toHaveBeenCalledWith({ tpe: VerifyPurpose.REGISTER_EMAIL, key: 'someone@example.com' });
    expect((button('60秒后重新获取') as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button('59秒后重新获取')).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect((button('获取验证码') as HTMLButtonElement).disabled).toBe(false);
  });

  it('clears the countdown and reports 邮件发送失败 with the translated reason when the send fails', async () => {
    const { button, click, services } = setup({
      send: refusing(ErrorCode.SEND_TOO_FREQUENT),
    });
    await click('获取验证码');
    expect((button('获取验证码') as HTMLButtonElement).disabled).toBe(false);
    expect(services.notifications.getState().notifications).toEqual([
      expect.objectContaining({ kind: 'error', title: '邮件发送失败', list: ['发送过于频繁，请稍后再试'] }),
    ]);
  });

  it('names the SMS channel in its failure', async () => {
    const { click, services } = setup({
      channel: 'sms',
      send: refusing(ErrorCode.PHONE_EXISTS),
    });
    await click('获取验证码');
    expect(services.notifications.getState().notifications[0]).toMatchObject({ title: '短信发送失败', list: ['手机号已存在'] });
  });

  it('sends nothing and starts no countdown while the contact is invalid', async () => {
    const send = vi.fn(async () => sentByMail);
    const { button, click } = setup({ send, checkContact: () => false });
    await click('获取验证码');
    expect(send).not.toHaveBeenCalled();
    expect((button('获取验证码') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when no mail service is configured and the code went to the server log', async () => {
    const { click, services } = setup({ send: async () => ({ ...sentByMail, logged: true }) });
    await click('获取验证码');
    expect(services.notifications.getState().notifications[0]).toMatchObject({
      kind: 'notice',
      title: '未配置邮件服务',
      list: ['验证码已写入服务器日志，请联系管理员获取'],
    });
  });
});

describe('verification code field: verifying', () => {
  it('asks for a code to be requested first', async () => {
    const verify = vi.fn(async () => null);
    const { click, type } = setup({ verify });
    type('123456');
    await click('验证');
    expect(screen.getByText('请先获取验证码')).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  it('wants six digits before asking the server', async () => {
    const verify = vi.fn(async () => null);
    const { click, type } = setup({ verify });
    await click('获取验证码');
    type('12345');
    await click('验证');
    expect(screen.getByText('请输入6位的验证码')).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  it('shows a green tick instead of the buttons and locks the code once the server accepts it', async () => {
    const verify = vi.fn(async () => null);
    const { click, type, code } = setup({ verify });
    await click('获取验证码');
    type('123456');
    await click('验证');
    expect(verify).toHaveBeenCalledWith({ tpe: VerifyPurpose.REGISTER_EMAIL, key: 'someone@example.com', code: '123456' });
    expect(screen.getByRole('img', { name: '已验证' })).toBeTruthy();
    expect(code.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: '验证' })).toBeNull();
    expect(screen.queryByRole('button', { name: /获取验证码|重新获取/ })).toBeNull();
  });

  it('reads a refused code as 验证码错误 and keeps the field editable', async () => {
    const { click, type, code } = setup({
      verify: refusing(ErrorCode.EMAIL_CODE_ERROR),
    });
    await click('获取验证码');
    type('654321');
    await click('验证');
    expect(screen.getByText('验证码错误')).toBeTruthy();
    expect(code.readOnly).toBe(false);
    expect(screen.queryByRole('img', { name: '已验证' })).toBeNull();
  });
});
