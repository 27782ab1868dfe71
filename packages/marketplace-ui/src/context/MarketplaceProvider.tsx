// What the marketplace screens need from the app: the store calls, a way to show toasts, who is
// signed in (the greeting banner is for administrators) and where a card leads.
import type { StoreApi } from '@app/api-client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export type MarketplaceApi = Pick<StoreApi, 'listByTag' | 'listCollected' | 'listTags' | 'toggleCollect'>;

export interface MarketplaceNotification {
  kind: 'error' | 'notice' | 'success';
  title: string;
  list?: string[];
}

export interface MarketplaceUser {
  name: string;
  isAdmin: boolean;
}

export interface MarketplaceContextValue {
  api: MarketplaceApi;
  notify(notification: MarketplaceNotification): void;
  user: MarketplaceUser | null;
  /** A card was clicked: the app opens /chat/bot/{id}. */
  onOpenApp(storeId: string): void;
}

const MarketplaceContext = createContext<MarketplaceContextValue | null>(null);

export interface MarketplaceProviderProps extends MarketplaceContextValue {
  children: ReactNode;
}

export function MarketplaceProvider({ api, notify, user, onOpenApp, children }: MarketplaceProviderProps) {
  const value = useMemo(() => ({ api, notify, user, onOpenApp }), [api, notify, user, onOpenApp]);
  return <MarketplaceContext.Provider value={value}>{children}</MarketplaceContext.Provider>;
}

export function useMarketplace(): MarketplaceContextValue {
  const value = useContext(MarketplaceContext);
  if (!value) throw new Error('useMarketplace must be used inside <MarketplaceProvider>');
  return value;
}
