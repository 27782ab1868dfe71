import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SharePopover } from './SharePopover';

const meta = {
  title: 'ChatUi/SharePopover',
  component: SharePopover,
  args: { url: 'https://ai.example.com/chat/bot/5f0c8a52', title: '旅行规划助手', notify: fn() },
} satisfies Meta<typeof SharePopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Small screens add the system share button. */
export const Compact: Story = { args: { compact: true } };
