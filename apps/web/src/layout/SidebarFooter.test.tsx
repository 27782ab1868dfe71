import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fakeConfig, normalUser } from '../test/fakeServices';
import { renderRoutes } from '../test/renderApp';

describe('sidebar footer', () => {
  it('links to the help site and shows the social QR code on demand', async () => {
    renderRoutes('/explore', createFakeServices({ user: normalUser }));
    const help = await screen.findByRole('link', { name: '帮助文档' });
    expect(help.getAttribute('href')).toBe(fakeConfig.help_url);
    fireEvent.click(screen.getByRole('button', { name: '关注我们' }));
    const qr = await screen.findByRole('img', { name: '官方账号二维码' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('hides help and social links the server does not configure', async () => {
    renderRoutes('/explore', createFakeServices({ user: normalUser, config: { ...fakeConfig, help_url: null, social_url: null } }));
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: '帮助文档' })).toBeNull();
    expect(screen.queryByRole('button', { name: '关注我们' })).toBeNull();
  });

  it('offers my account, sign-out and the server version in the user menu', async () => {
    renderRoutes('/explore', createFakeServices({ user: normalUser, version: '1.2.3' }));
    fireEvent.click(await screen.findByRole('button', { name: '用户菜单' }));
    expect(await screen.findByRole('menuitem', { name: '退出登录' })).toBeTruthy();
    expect(screen.getByText('版本 1.2.3')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: '我的账户' }));
    const dialog = await screen.findByRole('dialog', { name: '我的账户' });
    expect(within(dialog).getByRole('tab', { name: '账户设置' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: '安全设置' })).toBeTruthy();
  });

  it('remembers the colour scheme', async () => {
    renderRoutes('/explore', createFakeServices({ user: normalUser }));
    fireEvent.click(await screen.findByTestId('theme-dark'));
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    expect(window.localStorage.getItem('app-color-scheme')).toBe('dark');
  });
});
