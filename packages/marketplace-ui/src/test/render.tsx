// Renders the marketplace screens the way the console does: Mantine (no transitions or portals in
// jsdom), the Chinese texts of @app/i18n and a MarketplaceProvider over the in-memory API with spies.
import { renderWithProviders } from '@app/ui-testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { MarketplaceProvider, type MarketplaceApi, type MarketplaceNotification, type MarketplaceUser } from '../context/MarketplaceProvider';
import { createMemoryMarketplaceApi } from '../testing/memoryMarketplaceApi';

export interface RenderedMarketplace extends RenderResult {
  api: MarketplaceApi;
  notify: ReturnType<typeof vi.fn<(input: MarketplaceNotification) => void>>;
  onOpenApp: ReturnType<typeof vi.fn<(storeId: string) => void>>;
}

export function renderMarketplace(ui: ReactNode, api: MarketplaceApi = createMemoryMarketplaceApi(), user: MarketplaceUser | null = { name: '王小明', isAdmin: false }): RenderedMarketplace {
  const notify = vi.fn<(input: MarketplaceNotification) => void>();
  const onOpenApp = vi.fn<(storeId: string) => void>();
  const view = renderWithProviders(
    <MarketplaceProvider api={api} notify={notify} user={user} onOpenApp={onOpenApp}>
      {ui}
    </MarketplaceProvider>,
  );
  return { ...view, api, notify, onOpenApp };
}
