import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketplace } from '../test/render';
import { createMemoryMarketplaceApi, sampleApps } from '../testing/memoryMarketplaceApi';
import { CollectPage } from './CollectPage';

describe('CollectPage', () => {
  it('lists the favourites under 我的收藏 and drops an app whose star is cleared', async () => {
    renderMarketplace(<CollectPage />);
    expect(screen.getByRole('heading', { name: '我的收藏' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link').map((card) => card.getAttribute('aria-label'))).toEqual(['旅行规划助手', '合同审阅', '面试官']));
    fireEvent.click(within(screen.getByRole('link', { name: '合同审阅' })).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '合同审阅' })).toBeNull());
  });

  it('searches the favourites', async () => {
    const api = createMemoryMarketplaceApi();
    renderMarketplace(<CollectPage />, api);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
    fireEvent.change(screen.getByRole('textbox', { name: '搜索应用' }), { target: { value: '面试' } });
    await waitFor(() => expect(screen.getAllByRole('link').map((card) => card.getAttribute('aria-label'))).toEqual(['面试官']));
    expect(api.queries.at(-1)).toEqual({ list: 'collect', query: { search: '面试', page: 1, size: 10 } });
  });

  it('says 暂无收藏内容 with the hint to click the star', async () => {
    renderMarketplace(<CollectPage />, createMemoryMarketplaceApi({ apps: sampleApps(2).map((app) => ({ ...app, collect: false })) }));
    expect(await screen.findByText('暂无收藏内容')).toBeTruthy();
    expect(screen.getByText('在应用广场点击应用卡片上的星标，即可收藏应用')).toBeTruthy();
  });
});
