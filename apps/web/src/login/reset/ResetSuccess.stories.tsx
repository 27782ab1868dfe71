import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLoginCard } from '../loginStoryCard';
import { ResetSuccess } from './ResetSuccess';

const meta = {
  title: 'Shell/Login/Reset success',
  component: ResetSuccess,
  args: { onBackToLogin: fn() },
  decorators: [inLoginCard],
} satisfies Meta<typeof ResetSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
