import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlowIcon } from './FlowIcon';

const meta = {
  title: 'ChatUi/FlowIcon',
  component: FlowIcon,
  args: { icon: 'Bot', color: '#db2777' },
} satisfies Meta<typeof FlowIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bot: Story = {};

/** The starter templates' icons, a Langflow bare-hex colour, an unknown name, a component and an app. */
export const Set: Story = {
  render: () => (
    <Group p="md">
      <FlowIcon icon="Braces" color="#2563eb" />
      <FlowIcon icon="MessagesSquare" color="#7c3aed" />
      <FlowIcon icon="FileQuestion" color="#059669" />
      <FlowIcon icon="Database" color="#ea580c" />
      <FlowIcon icon="Workflow" color="7366f3" />
      <FlowIcon icon="NoSuchIcon" color={null} />
      <FlowIcon icon={null} color={null} kind="component" />
      <FlowIcon icon={null} color={null} kind="app" />
    </Group>
  ),
};
