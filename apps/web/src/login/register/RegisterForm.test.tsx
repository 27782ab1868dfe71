import { ErrorCode } from '@app/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_VERIFY_CODE, refusing } from '../../test/fakeAccountApi';
import { createFakeServices, fakeConfig, type FakeServicesOptions } from '../../test/fakeServices';
import { renderWithProviders } from '../../test/renderApp';
import { RegisterForm } from './RegisterForm';

function setup(options: FakeServicesOptions = {}) {
  const services = createFakeServices(options);
  const register = vi.spyOn(services.api.users, 'register');
  const onBackToLogin = vi.fn();
  renderWithProviders(<RegisterForm onBackToLogin={onBackToLogin} />, services);
  const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
  const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
  const clickIn = (group: string, name: string) => act(async () => fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('button', { name })));
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '注册' })));
  const fillValid = async () => {
    fill('用户名', 'newcomer');
    fill('昵称', '新来的人');
    fill('密码', 'Secret#123');
    fill('确认密码', 'Secret#123');
    await click('生成图片');
    await waitFor(() => expect(screen.getByRole('img', { name: '用户图标' })).toBeTruthy());
  };
  const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: /服务条款/ }));
  return { services, register, onBackToLogin, input, fill, click, clickIn, submit, fillValid, acceptTerms };
}

describe('registration', () => {
  it('lists what is missing and calls nothing', async () => {
    const { submit, register } = setup();
    await submit();
    expect(screen.getAllByText('请输入3-20个字符')).toHaveLength(2);
    expect(screen.getByText('请输入6-20个字符')).toBeTruthy();
    expect(screen.getByText('请上传用户图标')).toBeTruthy();
    expect(screen.getByText('请阅读并同意服务条款')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the username rules, the password strength and the confirmation', async () => {
    const { fill, submit } = setup();
    fill('用户名', '12345');
    fill('密码', 'secret123');
    fill('确认密码', 'secret12');
    await submit();
    expect(screen.getByText('用户名格式必须包含字母')).toBeTruthy();
    expect(screen.getByText('请输入大小写字母，数字，特殊字符至少三种组合')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('proceeds only once the terms are ticked', async () => {
    const { fillValid, submit, register, acceptTerms, onBackToLogin, services } = setup();
    await fillValid();
    await submit();
    expect(screen.getByText('请阅读并同意服务条款')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
    acceptTerms();
    await submit();
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'newcomer', name: '新来的人', password: 'Secret#123', telephone: null, email: null }),
    );
    expect(register.mock.calls[0]![0].profile_image).toMatch(/^data:image\/svg\+xml/);
    expect(onBackToLogin).toHaveBeenCalled();
    expect(services.notifications.getState().notifications[0]).toMatchObject({ kind: 'success', title: '注册成功，返回登录' });
  });

  it('opens the terms of service from the link without ticking the box', async () => {
    const { click } = setup();
    await click('《服务条款》');
    const dialog = screen.getByRole('dialog', { name: '服务条款' });
    expect(within(dialog).getByText(/不能保证完全准确可靠/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /服务条款/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('tells the user in approval mode that the account waits for an administrator', async () => {
    const { fillValid, submit, acceptTerms, services } = setup({ config: { ...fakeConfig, registration_mode: 'approval' } });
    await fillValid();
    acceptTerms();
    await submit();
    expect(services.notifications.getState().notifications[0]).toMatchObject({ title: '注册成功，返回登录', list: ['账号正在等待审核'] });
  });

  it('reports a taken username when the field is left', async () => {
    const { fill, input } = setup();
    fill('用户名', 'admin');
    fireEvent.blur(input('用户名'));
    expect(await screen.findByText('用户名已存在')).toBeTruthy();
  });

  it('wants a requested code for a phone number that is given', async () => {
    const { fillValid, fill, acceptTerms, submit, register } = setup();
    await fillValid();
    acceptTerms();
    fill('手机号', '13812345678');
    await submit();
    expect(screen.getByText('请先获取验证码')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('sends the verified email with its code', async () => {
    const { fillValid, fill, acceptTerms, submit, register, clickIn } = setup();
    await fillValid();
    acceptTerms();
    fill('邮箱', 'newcomer@example.com');
    await clickIn('邮箱', '获取验证码');
    fill('邮箱验证码', FAKE_VERIFY_CODE);
    await submit();
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ email: 'newcomer@example.com', email_verify_code: FAKE_VERIFY_CODE }));
  });

  it('on failure reports 注册失败 with the reason and clears the verification and its code', async () => {
    const refuse = vi.fn(refusing(ErrorCode.USER_EXISTS, 'register'));
    const { fillValid, fill, input, acceptTerms, submit, clickIn, services, onBackToLogin } = setup({ account: { register: refuse } });
    await fillValid();
    acceptTerms();
    fill('邮箱', 'newcomer@example.com');
    await clickIn('邮箱', '获取验证码');
    fill('邮箱验证码', FAKE_VERIFY_CODE);
    await clickIn('邮箱', '验证');
    expect(screen.getByRole('img', { name: '已验证' })).toBeTruthy();
    await submit();
    expect(refuse).toHaveBeenCalled();
    expect(services.notifications.getState().notifications[0]).toMatchObject({ kind: 'error', title: '注册失败', list: ['用户已存在'] });
    const code = input('邮箱验证码');
    expect(code.value).toBe('');
    expect(code.readOnly).toBe(false);
    expect(screen.queryByRole('img', { name: '已验证' })).toBeNull();
    expect(onBackToLogin).not.toHaveBeenCalled();
  });
});
