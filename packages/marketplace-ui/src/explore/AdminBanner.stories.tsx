import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminBanner } from './AdminBanner';

const meta = {
  title: 'MarketplaceUi/AdminBanner',
  component: AdminBanner,
  args: { name: '系统管理员' },
} satisfies Meta<typeof AdminBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
