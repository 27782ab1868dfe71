import type { Meta, StoryObj } from '@storybook/react-vite';
import { HealthModal } from './HealthModal';

const meta = {
  title: 'Shell/Health modals',
  component: HealthModal,
  args: { opened: true, retrying: false, onRetry: () => {} },
} satisfies Meta<typeof HealthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerDown: Story = { args: { failure: 'down' } };

export const Timeout: Story = { args: { failure: 'timeout' } };

export const Retrying: Story = { args: { failure: 'down', retrying: true } };
