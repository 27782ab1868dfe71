import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlowStatusBadge } from './FlowStatusBadge';

const meta = {
  title: 'FlowEditor/FlowStatusBadge',
  component: FlowStatusBadge,
  args: { flow: { released_at: null, updated_at: '2025-06-01T08:00:00Z' } },
} satisfies Meta<typeof FlowStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never released: 开发中. */
export const Develop: Story = {};

/** 开发中, 已发布 and 编辑中 side by side. */
export const AllStates: Story = {
  render: () => (
    <Group p="md">
      <FlowStatusBadge flow={{ released_at: null, updated_at: '2025-06-01T08:00:00Z' }} />
      <FlowStatusBadge flow={{ released_at: '2025-06-02T08:00:00Z', updated_at: '2025-06-01T08:00:00Z' }} />
      <FlowStatusBadge flow={{ released_at: '2025-06-02T08:00:00Z', updated_at: '2025-06-03T08:00:00Z' }} />
    </Group>
  ),
};
