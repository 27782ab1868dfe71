import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withMarketplace } from '../test/storyDecorators';
import { createMemoryMarketplaceApi, sampleApps } from '../testing/memoryMarketplaceApi';
import { ExplorePage } from './ExplorePage';

function Explore() {
  const [tag, setTag] = useState('全部');
  return <ExplorePage tag={tag} onTagChange={setTag} />;
}

const meta = {
  title: 'MarketplaceUi/ExplorePage',
  component: Explore,
  decorators: [withMarketplace()],
} satisfies Meta<typeof Explore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every app under 全部; the tabs filter, the search narrows. */
export const Default: Story = {};

/** An administrator sees the greeting banner. */
export const Administrator: Story = { decorators: [withMarketplace(() => createMemoryMarketplaceApi(), { name: '系统管理员', isAdmin: true })] };

/** Thirty apps: the next ten load as the end of the grid comes into view. */
export const InfiniteScroll: Story = { decorators: [withMarketplace(() => createMemoryMarketplaceApi({ apps: sampleApps(30) }))] };

/** No app yet: 暂无应用. */
export const Empty: Story = { decorators: [withMarketplace(() => createMemoryMarketplaceApi({ apps: [] }))] };

/** The list could not be read. */
export const LoadFailed: Story = { decorators: [withMarketplace(() => createMemoryMarketplaceApi({ failing: { list: true } }))] };
