import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleRows } from '../testing/readModel';
import { adminSeed } from '../testing/seed';
import { PolicyDetailDrawer } from './PolicyDetailDrawer';

const { policies } = sampleRows(adminSeed());

const meta = {
  title: 'Admin/PolicyDetailDrawer',
  component: PolicyDetailDrawer,
  args: { policy: policies[1]!, onClose: fn() },
} satisfies Meta<typeof PolicyDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Allowed and denied entries and two bound agents. */
export const WithAgents: Story = {};

/** No agent bound: 暂无绑定智能体. */
export const WithoutAgents: Story = { args: { policy: policies[2]! } };
