// My favourites (我的收藏, spec/2 section 2): the same cards and search over the caller's favourites;
// an app unmarked here leaves the list. 暂无收藏内容 with the hint to click the star when empty.
import { STORE_PAGE_SIZE } from '@app/api-client';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppGrid } from '../cards/AppGrid';
import { EmptyApps } from '../cards/EmptyApps';
import { useAppPages } from '../cards/useAppPages';
import { useMarketplace } from '../context/MarketplaceProvider';
import { SearchBox } from '../search/SearchBox';

export function CollectPage() {
  const { t } = useTranslation('marketplace');
  const { api } = useMarketplace();
  const [search, setSearch] = useState('');
  const load = useCallback((page: number) => api.listCollected({ search, page, size: STORE_PAGE_SIZE }), [api, search]);
  const pages = useAppPages(load);
  return (
    <Paper p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={3}>{t('collect.title')}</Title>
          <SearchBox onSearch={setSearch} />
        </Group>
        <AppGrid
          pages={pages}
          empty={<EmptyApps text={t('collect.empty')} hint={t('collect.hint')} />}
          onFavouriteChanged={(app, collect) => {
            if (!collect) pages.remove(app.id);
          }}
        />
      </Stack>
    </Paper>
  );
}
