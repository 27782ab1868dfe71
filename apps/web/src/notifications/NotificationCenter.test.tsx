import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../test/fakeServices';
import { renderWithProviders } from '../test/renderApp';

describe('notification center', () => {
  it('draws each notification once and removes it when clicked', async () => {
    const services = createFakeServices();
    renderWithProviders(null, services);
    const { notify } = services.notifications.getState();
    act(() => {
      notify({ kind: 'error', title: '登录失败', list: ['用户名或密码错误'] });
      notify({ kind: 'error', title: '登录失败', list: ['用户名或密码错误'] });
    });
    expect(await screen.findAllByText('登录失败')).toHaveLength(1);
    fireEvent.click(screen.getByText('用户名或密码错误'));
    expect(services.notifications.getState().notifications).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('登录失败')).toBeNull());
  });

  it('lists several lines', async () => {
    const services = createFakeServices();
    renderWithProviders(null, services);
    act(() => {
      services.notifications.getState().notify({ kind: 'notice', title: '提示', list: ['第一行', '第二行'] });
    });
    expect(await screen.findByText('第一行')).toBeTruthy();
    expect(screen.getByText('第二行')).toBeTruthy();
  });
});
