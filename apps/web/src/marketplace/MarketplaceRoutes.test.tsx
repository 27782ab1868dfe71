import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, createFakeServices, developerUser, normalUser } from '../test/fakeServices';
import { renderRoutes, type RenderedRoutes } from '../test/renderApp';

const cardNames = () => screen.queryAllByTestId(/^app-card-/).map((card) => card.getAttribute('aria-label'));

async function settlesAt(view: RenderedRoutes, expected: string) {
  await waitFor(() => expect(view.location()).toBe(expected));
}

describe('marketplace routes', () => {
  beforeAll(async () => {
    await Promise.all([import('./MarketplaceRoutes'), import('./AppChatRoute')]);
  }, 60_000);

  it('shows a plain user the marketplace inside the layout; a card opens its chat outside it', async () => {
    const view = renderRoutes('/explore', createFakeServices({ user: normalUser }));
    expect(await screen.findByRole('heading', { name: '应用广场' })).toBeTruthy();
    expect(screen.queryByTestId('admin-banner')).toBeNull();
    fireEvent.click(await screen.findByRole('link', { name: '旅行规划助手' }));
    await settlesAt(view, '/chat/bot/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('你好！告诉我目的地和天数，我来帮你规划行程。')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    expect(screen.getByText('内容由 AI 生成，不能保证完全准确可靠，请注意甄别')).toBeTruthy();
  });

  it('keeps the tag in the address: /explore/{tag} selects it and a tab changes it', async () => {
    const view = renderRoutes('/explore/code', createFakeServices({ user: normalUser }));
    await waitFor(() => expect(cardNames()).toEqual(['SQL 小能手']));
    fireEvent.click(screen.getByRole('tab', { name: '小游戏' }));
    await settlesAt(view, '/explore/game');
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await settlesAt(view, '/explore');
  });

  it('reads /explore/index as every app', async () => {
    renderRoutes('/explore/index', createFakeServices({ user: normalUser }));
    expect(await screen.findByRole('tab', { name: '全部', selected: true })).toBeTruthy();
  });

  it('greets an administrator with the banner', async () => {
    renderRoutes('/explore', createFakeServices({ user: adminUser }));
    expect((await screen.findByTestId('admin-banner')).textContent).toContain('你好，系统管理员');
  });

  it('shows a plain user their favourites on /collect', async () => {
    renderRoutes('/collect', createFakeServices({ user: normalUser }));
    expect(await screen.findByRole('heading', { name: '我的收藏' })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['旅行规划助手', '合同审阅', '面试官']));
  });

  it('goes to /explore when the app’s store cannot be read', async () => {
    const view = renderRoutes('/chat/bot/missing', createFakeServices({ user: normalUser, appChat: { failing: { info: true } } }));
    await settlesAt(view, '/explore');
  });

  it('hides the header for is_header=false and shows a close button for is_close_btn=true', async () => {
    renderRoutes('/chat/bot/x?is_header=false&is_close_btn=true', createFakeServices({ user: normalUser }));
    expect(await screen.findByRole('button', { name: '关闭' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '分享' })).toBeNull();
  });

  it('opens the developer preview on any path containing /apps/dev/{id}, through the preview build', async () => {
    const services = createFakeServices({ user: developerUser });
    renderRoutes('/workspace/apps/dev/5f0c8a52-3d4e-4b6a-9c1d-2e7f8a9b0c1d', services);
    expect(await screen.findByText('开发预览')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: '发送一个消息...' });
    fireEvent.change(box, { target: { value: '预览一下' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect((services.appChat(true) as unknown as { requests: unknown[] }).requests).toHaveLength(1));
    expect((services.appChat(false) as unknown as { requests: unknown[] }).requests).toHaveLength(0);
  });

  it('asks a signed-out visitor of the preview to sign in first', async () => {
    const view = renderRoutes('/apps/dev/abc', createFakeServices());
    await settlesAt(view, `/login?redirect=${encodeURIComponent('/apps/dev/abc')}`);
  });
});
