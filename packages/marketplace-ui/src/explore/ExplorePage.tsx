// The marketplace (应用广场, spec/2 section 2): the administrator's greeting banner, the tag tabs
// (the app keeps the tag in the address, /explore/{tag}), the search box and the infinite grid of
// the apps the caller may use, 10 a page; 暂无应用 when there is none.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppListPage, type LoadAppList } from '../cards/AppListPage';
import { EmptyApps } from '../cards/EmptyApps';
import { useMarketplace } from '../context/MarketplaceProvider';
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
  const load = useCallback<LoadAppList>((query) => api.listByTag(tag, query), [api, tag]);
  return (
    <AppListPage title={t('explore.title')} load={load} empty={<EmptyApps text={t('explore.empty')} />}>
      {user?.isAdmin && <AdminBanner name={user.name} />}
      <TagTabs tag={tag} onChange={onTagChange} />
    </AppListPage>
  );
}
