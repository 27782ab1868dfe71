// The marketplace (应用广场, spec/2 section 2): the administrator's greeting banner, the tag tabs
// (the app keeps the tag in the address, /explore/{tag}), the search box and the infinite grid of
// the apps the caller may use, 10 a page; 暂无应用 when there is none.
import { STORE_PAGE_SIZE } from '@app/api-client';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppGrid } from '../cards/AppGrid';
import { EmptyApps } from '../cards/EmptyApps';
import { useAppPages } from '../cards/useAppPages';
import { useMarketplace } from '../context/MarketplaceProvider';
import { SearchBox } from '../search/SearchBox';
import { AdminBanner } from './AdminBanner';
import { TagTabs } from './TagTabs';

export interface ExplorePageProps {
  /** The selected tag; 全部 (STORE_ALL_TAG) for every app. */
  tag: string;
  onTagChange(tag: string): void;
}

export function ExplorePage({ tag, onTagChange }: ExplorePageProps) {
  const { t } = useTranslation('marketplace');
  const { api, user } = useMarketplace();
  const [search, setSearch] = useState('');
  const load = useCallback((page: number) => api.listByTag(tag, { search, page, size: STORE_PAGE_SIZE }), [api, tag, search]);
  const pages = useAppPages(load);
  return (
    <Paper p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={3}>{t('explore.title')}</Title>
          <SearchBox onSearch={setSearch} />
        </Group>
        {user?.isAdmin && <AdminBanner name={user.name} />}
        <TagTabs tag={tag} onChange={onTagChange} />
        <AppGrid pages={pages} empty={<EmptyApps text={t('explore.empty')} />} />
      </Stack>
    </Paper>
  );
}
