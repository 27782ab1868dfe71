import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { withMarketplace } from '../test/storyDecorators';
import { createMemoryMarketplaceApi, sampleApps } from '../testing/memoryMarketplaceApi';
import { AppGrid } from './AppGrid';
import { EmptyApps } from './EmptyApps';
import { useAppPages } from './useAppPages';

const api = createMemoryMarketplaceApi({ apps: sampleApps(24) });

/** The grid over the in-memory list of every app, ten a page. */
function AllApps() {
  const load = useCallback((page: number) => api.listByTag('全部', { page, size: 10 }), []);
  return <AppGrid pages={useAppPages(load)} empty={<EmptyApps text="暂无应用" />} />;
}

const meta = {
  title: 'MarketplaceUi/AppGrid',
  component: AllApps,
  decorators: [withMarketplace(() => api)],
} satisfies Meta<typeof AllApps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll down: the next ten cards load as the end of the grid comes within 50 px. */
export const Default: Story = {};
