import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrashScreen } from './CrashScreen';

const meta = {
  title: 'Shell/Crash screen',
  component: CrashScreen,
  args: { onRestart: () => {} },
} satisfies Meta<typeof CrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
