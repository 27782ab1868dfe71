import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConversationSidebar } from './ConversationSidebar';

const meta = {
  title: 'ChatUi/ConversationSidebar',
  component: ConversationSidebar,
  args: {
    conversations: [
      { id: 'c1', title: '新对话' },
      { id: 'c2', title: '杭州三日游' },
    ],
    selected: 'c1',
    onSelect: fn(),
    onNew: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <Box w={260} h={400}>{Story()}</Box>],
} satisfies Meta<typeof ConversationSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No conversation yet. */
export const Empty: Story = { args: { conversations: [], selected: null } };
