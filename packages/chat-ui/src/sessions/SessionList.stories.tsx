import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SessionList, type SessionListProps } from './SessionList';

const FLOW_ID = 'c7a1e0b2-flow';

const meta = {
  title: 'ChatUi/SessionList',
  component: SessionList,
  args: {
    sessions: [FLOW_ID, '2024-06-20 10:05', '周报讨论'],
    selected: FLOW_ID,
    defaultSessionId: FLOW_ID,
    onSelect: fn(),
    onNew: fn(),
    onRename: fn(),
    onDelete: fn(),
    onLogs: fn(),
  },
  decorators: [(Story) => <Box w={280} p="xs">{Story()}</Box>],
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default session shows as 默认会话; each session's menu has rename, message logs and delete. */
export const Default: Story = {};

export const Empty: Story = { args: { sessions: [], selected: null } };

function InteractiveDemo(args: SessionListProps) {
  const [sessions, setSessions] = useState<string[]>([...args.sessions]);
  const [selected, setSelected] = useState<string | null>(FLOW_ID);
  return (
    <SessionList
      {...args}
      sessions={sessions}
      selected={selected}
      onSelect={setSelected}
      onNew={() => setSelected(null)}
      onRename={(old, next) => {
        setSessions((all) => all.map((id) => (id === old ? next : id)));
        setSelected((current) => (current === old ? next : current));
      }}
      onDelete={(id) => setSessions((all) => all.filter((session) => session !== id))}
    />
  );
}

/** Select, rename (Enter or ✓ commits; X or leaving the field cancels), delete and start new chats. */
export const Interactive: Story = { render: (args) => <InteractiveDemo {...args} /> };
