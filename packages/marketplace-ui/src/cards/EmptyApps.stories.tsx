import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyApps } from './EmptyApps';

const meta = {
  title: 'MarketplaceUi/EmptyApps',
  component: EmptyApps,
  args: { text: '暂无应用' },
} satisfies Meta<typeof EmptyApps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { text: '暂无收藏内容', hint: '在应用广场点击应用卡片上的星标，即可收藏应用' } };
