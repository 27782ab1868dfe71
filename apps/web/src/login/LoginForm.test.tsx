import { ApiError, ErrorCode } from '@app/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices } from '../test/fakeServices';
import { renderWithProviders } from '../test/renderApp';
import { LoginForm } from './LoginForm';

function setup(login = vi.fn(async () => undefined)) {
  const services = createFakeServices({ login });
  renderWithProviders(<LoginForm onForgotPassword={() => {}} onRegister={() => {}} />, services);
  const username = screen.getByLabelText('用户名/手机号/邮箱');
  const password = screen.getByLabelText('密码');
  const fill = (name: string, secret: string) => {
    fireEvent.change(username, { target: { value: name } });
    fireEvent.change(password, { target: { value: secret } });
  };
  const submit = () => fireEvent.submit(username.closest('form')!);
  return { services, login, fill, submit, username };
}

describe('login form', () => {
  it('asks for 3-20 characters and a 6-20 character password before calling the server', async () => {
    const { login, submit } = setup();
    submit();
    expect(await screen.findByText('请输入3-20个字符')).toBeTruthy();
    expect(screen.getByText('请输入6-20个字符')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('rejects a name that is neither a username, a phone number nor an email', async () => {
    const { login, fill, submit } = setup();
    fill('bad name!', 'secret123');
    submit();
    expect(await screen.findByText('请输入正确的用户名/手机号码/邮箱')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('accepts a long email address and sends trimmed values', async () => {
    const { login, fill, submit, services } = setup();
    fill('  a.very.long.address@example.com ', ' secret123 ');
    submit();
    await waitFor(() => expect(login).toHaveBeenCalledWith({ username: 'a.very.long.address@example.com', password: 'secret123', remember_me: false }));
    await waitFor(() => expect(services.session.getState().status).toBe('authenticated'));
  });

  it('remembers only the login name and asks the server for a long session', async () => {
    const { login, fill, submit, services } = setup();
    fill('admin', 'Secret#123');
    fireEvent.click(screen.getByLabelText('记住密码'));
    submit();
    await waitFor(() => expect(services.session.getState().status).toBe('authenticated'));
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'Secret#123', remember_me: true });
    const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key));
    expect(stored).toContain('admin');
    expect(stored.some((value) => value?.includes('Secret#123'))).toBe(false);
  });

  it('prefills a remembered login name', () => {
    window.localStorage.setItem('app-remembered-username', 'admin');
    const { username } = setup();
    expect((username as HTMLInputElement).value).toBe('admin');
    expect((screen.getByLabelText('记住密码') as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    [ErrorCode.WRONG_CREDENTIALS, 401],
    [ErrorCode.TOO_MANY_ATTEMPTS, 429],
    [ErrorCode.WAITING_APPROVAL, 200],
  ])('shows error %i as a 登录失败 notification with the catalogue text', async (code, status) => {
    const refuse = vi.fn(async () => {
      throw new ApiError({ status, code, path: '/api/v1/login', message: 'refused' });
    });
    const { fill, submit, services } = setup(refuse);
    fill('admin', 'wrong-password');
    submit();
    expect(await screen.findByText('登录失败')).toBeTruthy();
    const [notification] = services.notifications.getState().notifications;
    expect(notification?.kind).toBe('error');
    expect(notification?.list?.[0]).toBeTruthy();
    expect(notification?.list?.[0]).not.toBe('refused');
    expect(screen.getByText(notification!.list![0]!)).toBeTruthy();
    expect(services.session.getState().status).toBe('anonymous');
  });
});
