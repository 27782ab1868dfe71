import type { ChatMessage } from '@app/flow-graph';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { FlowBuildProvider } from '../build';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { createTestFlowStore } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { testChatMessage } from '@app/chat-ui/testing';
import { serverPlaygroundMessages, sessionStoragePlaygroundMessages } from './playgroundMessages';
import { PlaygroundView } from './PlaygroundView';

const message = (id: string, sender: 'User' | 'Machine', text: string, session: string, minute: number): ChatMessage =>
  testChatMessage({ id, sender, text, session_id: session, timestamp: new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString() });

const history = [
  message('m1', 'User', '帮我写一段产品介绍', 'flow-1', 1),
  message('m2', 'Machine', '当然可以。**智能客服助手**可以：\n\n- 7×24 小时回答常见问题\n- 自动转接人工', 'flow-1', 2),
  message('m3', 'User', '退货政策是什么？', '售后咨询', 5),
];

function PlaygroundStory({ isPublic }: { isPublic: boolean }): ReactNode {
  const { api } = useFlowEditor();
  const [store] = useState(() => createTestFlowStore());
  const [source] = useState(() => (isPublic ? sessionStoragePlaygroundMessages('flow-1') : serverPlaygroundMessages(api.monitor, 'flow-1')));
  return (
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <div style={{ height: '100vh', minHeight: 560 }}>
          <PlaygroundView source={source} isPublic={isPublic} />
        </div>
      </FlowBuildProvider>
    </FlowStoreProvider>
  );
}

const meta = {
  title: 'FlowEditor/Playground',
  component: PlaygroundStory,
  args: { isPublic: false },
  decorators: [withFlowEditor(() => ({}))],
} satisfies Meta<typeof PlaygroundStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's playground over Basic Prompting: send a message to watch the answer stream in. */
export const Empty: Story = {};

/** Two sessions with stored messages. */
export const WithHistory: Story = {
  decorators: [
    (Story) => {
      const { api } = useFlowEditor();
      (api.monitor as { storeMessages?(messages: ChatMessage[]): void }).storeMessages?.(history);
      return <Story />;
    },
  ],
};

/** The public page: sessions in session storage, the theme switch and the promo link. */
export const PublicPage: Story = { args: { isPublic: true } };
