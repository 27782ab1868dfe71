import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleAppInfo } from '../testing/memoryAppChatApi';
import { AppInfoDrawer } from './AppInfoDrawer';

const meta = {
  title: 'ChatUi/AppInfoDrawer',
  component: AppInfoDrawer,
  args: { info: sampleAppInfo, opened: true, onClose: fn() },
} satisfies Meta<typeof AppInfoDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An app without description that was never released (the developer preview). */
export const NotReleased: Story = { args: { info: { ...sampleAppInfo, description: null, released_at: null } } };
