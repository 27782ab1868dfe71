import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMarketplace } from '../test/storyDecorators';
import { createMemoryMarketplaceApi, sampleApps } from '../testing/memoryMarketplaceApi';
import { CollectPage } from './CollectPage';

const meta = {
  title: 'MarketplaceUi/CollectPage',
  component: CollectPage,
  decorators: [withMarketplace()],
} satisfies Meta<typeof CollectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The favourites; unmarking the star removes an app from the list. */
export const Default: Story = {};

/** No favourite: 暂无收藏内容 with the hint to click the star. */
export const Empty: Story = { decorators: [withMarketplace(() => createMemoryMarketplaceApi({ apps: sampleApps(4).map((app) => ({ ...app, collect: false })) }))] };
