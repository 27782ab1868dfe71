import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../test/fakeServices';
import { renderRoutes, renderWithProviders } from '../test/renderApp';
import { DEFAULT_PLACEMENT, EDITOR_PLACEMENT, notificationPlacementStore, useNotificationPlacement } from './notificationPlacement';

function EditorLikePage() {
  useNotificationPlacement(EDITOR_PLACEMENT);
  return null;
}

/** The Mantine container a notice was drawn in. */
async function containerOf(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest<HTMLElement>('[data-position]')!;
}

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

  it('draws notices on the login page over the marketing side (top left), never over the form on the right', async () => {
    const services = createFakeServices();
    renderRoutes('/login', services);
    await screen.findByRole('button', { name: '登录' });
    act(() => {
      services.notifications.getState().notify({ kind: 'error', title: '登录失败' });
    });
    expect((await containerOf('登录失败')).dataset.position).toBe('top-left');
  });

  it('draws notices in the editor centred below its header and selection toolbar, and in the corner again once the page is gone', async () => {
    const services = createFakeServices();
    const view = renderWithProviders(<EditorLikePage />, services);
    act(() => {
      services.notifications.getState().notify({ kind: 'notice', title: '组件正在运行' });
    });
    const container = await containerOf('组件正在运行');
    expect(container.dataset.position).toBe('top-center');
    expect(container.style.top).toBe('112px');
    // The empty containers of the other positions stay flat instead of stretching over the page.
    for (const other of document.querySelectorAll<HTMLElement>('.mantine-Notifications-root')) expect(other.style.bottom).toBe('auto');
    view.unmount();
    expect(notificationPlacementStore.getState().placement).toBe(DEFAULT_PLACEMENT);
  });
});
