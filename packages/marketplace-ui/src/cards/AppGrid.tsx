// The grid of app cards with infinite scrolling (spec/2 section 9: 10 a page, bottom margin 50):
// the next page loads when the end of the grid comes within 50 px of the viewport. The favourite
// star toggles through the store call, with the spec's failure notices.
import type { StoreApp } from '@app/api-client';
import { Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketplace } from '../context/MarketplaceProvider';
import { AppCard } from './AppCard';
import { favouriteFailureReason } from './favouriteNotice';
import type { AppPages } from './useAppPages';

/** How far below the viewport the grid's end may be when the next page starts loading. */
export const INFINITE_SCROLL_MARGIN_PX = 50;

export interface AppGridProps {
  pages: AppPages;
  /** Shown when there is no app at all. */
  empty: ReactNode;
  /** After a favourite changed (the favourites page drops an app no longer marked). */
  onFavouriteChanged?(app: StoreApp, collect: boolean): void;
}

export function AppGrid({ pages, empty, onFavouriteChanged }: AppGridProps) {
  const { t } = useTranslation('marketplace');
  const { api, notify, onOpenApp } = useMarketplace();
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const end = useRef<HTMLDivElement>(null);
  const { loadMore } = pages;
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  // A new observer per page: it reports at once whether the end is still in view after a page arrived.
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
    }, { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` });
    observer.observe(target);
    return () => observer.disconnect();
  }, [pages.items.length, pages.loading]);

  const toggle = async (app: StoreApp) => {
    if (toggling.has(app.id)) return;
    setToggling((current) => new Set(current).add(app.id));
    try {
      const { collect } = await api.toggleCollect(app.id);
      pages.update(app.id, { collect });
      onFavouriteChanged?.(app, collect);
    } catch (error) {
      notify({ kind: 'error', title: app.collect ? t('notices.uncollectFailed') : t('notices.collectFailed'), list: [t(`notices.${favouriteFailureReason(error)}`)] });
    } finally {
      setToggling((current) => {
        const next = new Set(current);
        next.delete(app.id);
        return next;
      });
    }
  };

  if (pages.items.length === 0 && !pages.loading && !pages.failed) return <>{empty}</>;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
        {pages.items.map((app) => (
          <AppCard key={app.id} app={app} onOpen={onOpenApp} onToggleFavourite={(target) => void toggle(target)} toggling={toggling.has(app.id)} />
        ))}
      </SimpleGrid>
      <div ref={end} data-testid="app-grid-end" />
      {pages.loading && (
        <Center>
          <Loader size="sm" aria-label={t('list.loading')} />
        </Center>
      )}
      {pages.failed && (
        <Center>
          <Stack align="center" gap="xs">
            <Text size="sm" c="red">
              {t('list.loadFailed')}
            </Text>
            <Button size="xs" variant="light" onClick={pages.retry}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Center>
      )}
    </Stack>
  );
}
