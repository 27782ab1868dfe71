// Ours: the same consumer's page with the chat widget as published (its dist, its stylesheet): a
// message list with a markdown reply and the chat input, texts from the widget's own namespaces.
import { ChatInput, ChatMessageList, createChatI18n, type ChatListMessage } from '@app/chat-ui';
import '@app/chat-ui/styles.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

const i18n = createChatI18n('en');
const reply: ChatListMessage = {
  id: 'reply',
  flow_id: 'flow',
  session_id: 'session',
  sender: 'Machine',
  sender_name: 'AI',
  text: '**Hello.** A list:\n\n- one\n- two\n\n```ts\nconst answer = 42;\n```',
  timestamp: '2026-01-01T00:00:00Z',
  files: [],
  error: false,
  edit: false,
  properties: {},
  category: 'message',
  content_blocks: [],
};

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <MantineProvider>
      <ChatMessageList messages={[reply]} />
      <ChatInput onSend={() => undefined} />
    </MantineProvider>
  </I18nextProvider>,
);
