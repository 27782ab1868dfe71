import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketplace } from '../test/render';
import { createMemoryMarketplaceApi } from '../testing/memoryMarketplaceApi';
import { AppListPage, type LoadAppList } from './AppListPage';

function everyApp() {
  const api = createMemoryMarketplaceApi();
  // One function for the whole test: a new one would start the list again.
  const load: LoadAppList = (query) => api.listByTag('全部', query);
  return { api, load };
}

describe('AppListPage', () => {
  it('shows the title, what stands above the grid, and the apps the search finds', async () => {
    const { api, load } = everyApp();
    renderMarketplace(
      <AppListPage title="应用列表" load={load} empty="空">
        <p>横幅</p>
      </AppListPage>,
      api,
    );
    expect(screen.getByRole('heading', { name: '应用列表' })).toBeTruthy();
    expect(screen.getByText('横幅')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(8));
    fireEvent.change(screen.getByRole('textbox', { name: '搜索应用' }), { target: { value: '翻译' } });
    await waitFor(() => expect(screen.getAllByRole('link').map((card) => card.getAttribute('aria-label'))).toEqual(['翻译助手']));
    expect(api.queries.at(-1)).toEqual({ list: 'tag', tag: '全部', query: { search: '翻译', page: 1, size: 10 } });
  });

  it('keeps an app whose star is cleared', async () => {
    const { api, load } = everyApp();
    renderMarketplace(<AppListPage title="应用列表" load={load} empty="空" />, api);
    const card = await screen.findByRole('link', { name: '旅行规划助手' });
    fireEvent.click(within(card).getByRole('button', { name: '取消收藏' }));
    expect(await within(card).findByRole('button', { name: '收藏' })).toBeTruthy();
  });

  it('drops an app whose star is cleared with dropUnfavourited', async () => {
    const { api, load } = everyApp();
    renderMarketplace(<AppListPage title="应用列表" load={load} empty="空" dropUnfavourited />, api);
    const card = await screen.findByRole('link', { name: '旅行规划助手' });
    fireEvent.click(within(card).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '旅行规划助手' })).toBeNull());
  });
});
