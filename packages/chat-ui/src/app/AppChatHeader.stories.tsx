import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleAppInfo } from '../testing/memoryAppChatApi';
import { AppChatHeader } from './AppChatHeader';

const meta = {
  title: 'ChatUi/AppChatHeader',
  component: AppChatHeader,
  args: { info: sampleAppInfo, shareUrl: 'https://ai.example.com/chat/bot/5f0c8a52', onLike: fn(), notify: fn() },
} satisfies Meta<typeof AppChatHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After the user liked the app. */
export const Liked: Story = { args: { info: { ...sampleAppInfo, liked: true, likes: 13 } } };

/** A small screen: the conversations toggle and the system share button. */
export const Compact: Story = { args: { compact: true, sidebarOpen: false, onToggleSidebar: fn() } };

/** The developer preview with the close button of is_close_btn=true. */
export const PreviewWithClose: Story = { args: { preview: true, onClose: fn() } };
