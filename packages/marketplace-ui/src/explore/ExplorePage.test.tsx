import { STORE_CATEGORIES } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { observedMargins, scrollIntoView } from '@app/ui-testing';
import { renderMarketplace } from '../test/render';
import { createMemoryMarketplaceApi, sampleApps } from '../testing/memoryMarketplaceApi';
import { ExplorePage } from './ExplorePage';

const cards = () => screen.queryAllByRole('link');
const searchBox = () => screen.getByRole('textbox', { name: '搜索应用' });

describe('ExplorePage', () => {
  it('shows 应用广场, the tabs 全部 first then the categories, and the cards; a card opens its chat', async () => {
    const { onOpenApp } = renderMarketplace(<ExplorePage tag="全部" onTagChange={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '应用广场' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '效率工具', '商业服务', '代码助手', '生活方式', '小游戏', '图像与音频', '角色']);
    expect(STORE_CATEGORIES).toHaveLength(7);
    const card = screen.getByRole('link', { name: '旅行规划助手' });
    expect(within(card).getByText('根据目的地、天数和预算，帮你规划行程、推荐景点和美食。')).toBeTruthy();
    expect(within(card).getByText('李开发')).toBeTruthy();
    expect(within(card).getByText(/^发布于 2026-03-01 \d\d:\d\d$/)).toBeTruthy();
    fireEvent.click(card);
    expect(onOpenApp).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000001');
    expect(screen.queryByTestId('admin-banner')).toBeNull();
  });

  it('lists a tag’s apps and reports a tab change', async () => {
    const onTagChange = vi.fn();
    const api = createMemoryMarketplaceApi();
    renderMarketplace(<ExplorePage tag="code" onTagChange={onTagChange} />, api);
    await waitFor(() => expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['SQL 小能手']));
    expect(screen.getByRole('tab', { name: '代码助手' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '小游戏' }));
    expect(onTagChange).toHaveBeenCalledWith('game');
  });

  it('searches as the user types, but not while an input method composes', async () => {
    const api = createMemoryMarketplaceApi();
    renderMarketplace(<ExplorePage tag="全部" onTagChange={vi.fn()} />, api);
    await waitFor(() => expect(cards()).toHaveLength(8));
    fireEvent.compositionStart(searchBox());
    fireEvent.change(searchBox(), { target: { value: 'fan' } });
    fireEvent.change(searchBox(), { target: { value: '翻译' } });
    expect(api.queries.map((query) => query.query.search)).toEqual(['']);
    fireEvent.compositionEnd(searchBox());
    await waitFor(() => expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['翻译助手']));
    expect(api.queries.at(-1)?.query).toEqual({ search: '翻译', page: 1, size: 10 });
    fireEvent.change(searchBox(), { target: { value: '不存在的应用' } });
    expect(await screen.findByText('暂无应用')).toBeTruthy();
  });

  it('loads ten at a time as the end of the grid comes within 50 px, until the last page', async () => {
    const api = createMemoryMarketplaceApi({ apps: sampleApps(25) });
    renderMarketplace(<ExplorePage tag="全部" onTagChange={vi.fn()} />, api);
    await waitFor(() => expect(cards()).toHaveLength(10));
    const end = screen.getByTestId('app-grid-end');
    expect(observedMargins(end)).toEqual(['0px 0px 50px 0px']);
    scrollIntoView(end);
    await waitFor(() => expect(cards()).toHaveLength(20));
    scrollIntoView(screen.getByTestId('app-grid-end'));
    await waitFor(() => expect(cards()).toHaveLength(25));
    scrollIntoView(screen.getByTestId('app-grid-end'));
    expect(api.queries.map((query) => query.query.page)).toEqual([1, 2, 3]);
  });

  it('says 暂无应用 without apps, and greets administrators with the banner', async () => {
    renderMarketplace(<ExplorePage tag="全部" onTagChange={vi.fn()} />, createMemoryMarketplaceApi({ apps: [] }), { name: '系统管理员', isAdmin: true });
    expect(await screen.findByText('暂无应用')).toBeTruthy();
    expect(screen.getByTestId('admin-banner').textContent).toContain('你好，系统管理员');
  });

  it('toggles the favourite star; failures say 收藏失败 / 取消收藏失败 with 请稍后重试 or 内部错误，请稍后重试', async () => {
    const first = renderMarketplace(<ExplorePage tag="全部" onTagChange={vi.fn()} />);
    const card = await screen.findByRole('link', { name: '周报生成器' });
    fireEvent.click(within(card).getByRole('button', { name: '收藏' }));
    expect(await within(card).findByRole('button', { name: '取消收藏' })).toBeTruthy();
    first.unmount();

    const refused = renderMarketplace(<ExplorePage tag="全部" onTagChange={vi.fn()} />, createMemoryMarketplaceApi({ failing: { toggle: true } }));
    const refusedCard = await screen.findByRole('link', { name: '周报生成器' });
    fireEvent.click(within(refusedCard).getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(refused.notify).toHaveBeenCalledWith({ kind: 'error', title: '收藏失败', list: ['请稍后重试'] }));
    refused.unmount();

    const offline = renderMarketplace(<ExplorePage tag="全部" onTagChange={vi.fn()} />, createMemoryMarketplaceApi({ failing: { toggleNetwork: true } }));
    const offlineCard = await screen.findByRole('link', { name: '旅行规划助手' });
    fireEvent.click(within(offlineCard).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(offline.notify).toHaveBeenCalledWith({ kind: 'error', title: '取消收藏失败', list: ['内部错误，请稍后重试'] }));
    expect(offline.onOpenApp).not.toHaveBeenCalled();
  });

  it('offers a retry when the list cannot be read', async () => {
    renderMarketplace(<ExplorePage tag="全部" onTagChange={vi.fn()} />, createMemoryMarketplaceApi({ failing: { list: true } }));
    expect(await screen.findByText('加载失败，请稍后重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
