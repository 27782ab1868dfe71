export { MarketplaceProvider, useMarketplace } from './context/MarketplaceProvider';
export type { MarketplaceApi, MarketplaceContextValue, MarketplaceNotification, MarketplaceProviderProps, MarketplaceUser } from './context/MarketplaceProvider';
export { ExplorePage, type ExplorePageProps } from './explore/ExplorePage';
export { CollectPage } from './collect/CollectPage';
export { AppCard, APP_CARD_HEIGHT, type AppCardProps } from './cards/AppCard';
export { AppGrid, INFINITE_SCROLL_MARGIN_PX, type AppGridProps } from './cards/AppGrid';
export { useAppPages, type AppPages, type LoadAppPage } from './cards/useAppPages';
export { SearchBox, type SearchBoxProps } from './search/SearchBox';
export { TagTabs, type TagTabsProps } from './explore/TagTabs';
