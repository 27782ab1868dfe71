import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withMarketplace } from '../test/storyDecorators';
import { createMemoryMarketplaceApi, sampleApps } from '../testing/memoryMarketplaceApi';
import { TagTabs } from './TagTabs';

const meta = {
  title: 'MarketplaceUi/TagTabs',
  component: TagTabs,
  args: { tag: '全部', onChange: fn() },
  decorators: [withMarketplace()],
} satisfies Meta<typeof TagTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 全部 first, then the categories. */
export const Default: Story = {};

/** A tag in use that is no category shows as it is, after the categories. */
export const OtherTag: Story = {
  args: { tag: 'code' },
  decorators: [withMarketplace(() => createMemoryMarketplaceApi({ apps: [...sampleApps(3), { ...sampleApps(1)[0]!, id: 'x', tags: ['客服'] }] }))],
};
