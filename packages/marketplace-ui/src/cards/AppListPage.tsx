// The frame the marketplace (应用广场) and the favourites (我的收藏) share: the title with the search
// box, whatever stands between them and the grid (the banner, the tag tabs), then the infinite grid
// of the apps that match the search.
import { STORE_PAGE_SIZE, type Paged, type StoreApp } from '@app/api-client';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { SearchBox } from '../search/SearchBox';
import { AppGrid } from './AppGrid';
import { useAppPages } from './useAppPages';

/** One page of the apps that match `search`; a new function starts the list again from page 1. */
export type LoadAppList = (query: { search: string; page: number; size: number }) => Promise<Paged<StoreApp>>;

export interface AppListPageProps {
  title: string;
  load: LoadAppList;
  /** Shown when no app matches. */
  empty: ReactNode;
  /** The favourites list: an app whose star is cleared leaves it. */
  dropUnfavourited?: boolean;
  /** Between the title row and the grid. */
  children?: ReactNode;
}

export function AppListPage({ title, load, empty, dropUnfavourited = false, children }: AppListPageProps) {
  const [search, setSearch] = useState('');
  const loadPage = useCallback((page: number) => load({ search, page, size: STORE_PAGE_SIZE }), [load, search]);
  const pages = useAppPages(loadPage);
  return (
    <Paper p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={3}>{title}</Title>
          <SearchBox onSearch={setSearch} />
        </Group>
        {children}
        <AppGrid
          pages={pages}
          empty={empty}
          onFavouriteChanged={(app, collect) => {
            if (dropUnfavourited && !collect) pages.remove(app.id);
          }}
        />
      </Stack>
    </Paper>
  );
}
