// My favourites (我的收藏, spec/2 section 2): the same cards and search over the caller's favourites;
// an app unmarked here leaves the list. 暂无收藏内容 with the hint to click the star when empty.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppListPage, type LoadAppList } from '../cards/AppListPage';
import { EmptyApps } from '../cards/EmptyApps';
import { useMarketplace } from '../context/MarketplaceProvider';

export function CollectPage() {
  const { t } = useTranslation('marketplace');
  const { api } = useMarketplace();
  const load = useCallback<LoadAppList>((query) => api.listCollected(query), [api]);
  return <AppListPage title={t('collect.title')} load={load} empty={<EmptyApps text={t('collect.empty')} hint={t('collect.hint')} />} dropUnfavourited />;
}
