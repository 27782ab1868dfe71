import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleApps } from '../testing/memoryMarketplaceApi';
import { AppCard } from './AppCard';

const [app] = sampleApps(1);

const meta = {
  title: 'MarketplaceUi/AppCard',
  component: AppCard,
  args: { app: app!, onOpen: fn(), onToggleFavourite: fn() },
  decorators: [(Story) => <Box w={320} p="md">{Story()}</Box>],
} satisfies Meta<typeof AppCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published favourite: 发布于 its release time. */
export const Default: Story = {};

/** Not a favourite yet; no description. */
export const NotFavourite: Story = { args: { app: { ...app!, collect: false, description: null } } };

/** An app of the owner's that is not published: 编辑于 its last change. */
export const NotPublished: Story = { args: { app: { ...app!, status_type: 'develop', released_at: null } } };

/** While the favourite call is under way. */
export const Toggling: Story = { args: { toggling: true } };
