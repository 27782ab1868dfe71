// Decorator for stories of the marketplace screens: a MarketplaceProvider over an in-memory API
// whose toasts show as Mantine notifications.
import { Box } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { MarketplaceProvider, type MarketplaceApi, type MarketplaceNotification, type MarketplaceUser } from '../context/MarketplaceProvider';
import { createMemoryMarketplaceApi } from '../testing/memoryMarketplaceApi';

const colour: Record<MarketplaceNotification['kind'], string> = { error: 'red', notice: 'blue', success: 'green' };

function showNotification({ kind, title, list }: MarketplaceNotification) {
  notifications.show({ color: colour[kind], title, message: list?.join('\n') ?? '', autoClose: 5000 });
}

/** `makeApi` builds the story's API (default: the sample apps) once per story. */
export function withMarketplace(makeApi: () => MarketplaceApi = () => createMemoryMarketplaceApi(), user: MarketplaceUser | null = { name: '王小明', isAdmin: false }): Decorator {
  function WithMarketplace({ Story }: { Story: () => React.ReactNode }) {
    const [api] = useState(makeApi);
    return (
      <MarketplaceProvider api={api} notify={showNotification} user={user} onOpenApp={(id) => showNotification({ kind: 'notice', title: `/chat/bot/${id}` })}>
        <Notifications position="top-right" />
        <Box p="md">
          <Story />
        </Box>
      </MarketplaceProvider>
    );
  }
  return (Story) => <WithMarketplace Story={Story} />;
}
