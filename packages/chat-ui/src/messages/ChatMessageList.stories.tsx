import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { answer, errorMessage, makeMessage, mathsAndChartAnswer, question, streamingAnswer } from '../test/messages';
import { ChatMessageList, type ChatMessageListProps } from './ChatMessageList';
import type { ChatListMessage } from './messageParts';

const meta = {
  title: 'ChatUi/ChatMessageList',
  component: ChatMessageList,
  args: { messages: [question, answer, errorMessage], onCopy: fn(), onEdit: fn(() => Promise.resolve()), onRate: fn(), onDelete: fn(), onComponentClick: fn() },
  decorators: [(Story) => <Box h="100vh">{Story()}</Box>],
} satisfies Meta<typeof ChatMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question with a picture, a reply with reasoning, a table (导出 CSV), code and agent steps, and an error block. */
export const Conversation: Story = {};

/** A reply with inline and display maths (KaTeX) and a line chart (ECharts), both loaded on first use. */
export const MathsAndChart: Story = { args: { messages: [question, mathsAndChartAnswer] } };

/** A reply still thinking (思考中...): its actions wait for the last token. */
export const Streaming: Story = { args: { messages: [question, streamingAnswer] } };

/** A question sent, the model not answering yet: 生成中... stands in for the reply. */
export const AwaitingReply: Story = {
  args: { messages: [question], awaitingReply: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('生成中...')).toBeVisible();
  },
};

const TOKENS = ['方案。</think>', '结论：', '**方案 A** ', '更省时，', '也更便宜。'];

function TokensArrivingDemo(args: ChatMessageListProps) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setCount((current) => (current + 1) % (TOKENS.length + 2)), 600);
    return () => clearInterval(timer);
  }, []);
  const done = count > TOKENS.length;
  const reply = { ...streamingAnswer, text: streamingAnswer.text + TOKENS.slice(0, count).join(''), properties: { state: done ? 'complete' : 'partial' } } satisfies ChatListMessage;
  return <ChatMessageList {...args} messages={[question, reply]} />;
}

/** Tokens arrive every 600 ms; the list follows them unless scrolled up. */
export const TokensArriving: Story = { render: (args) => <TokensArrivingDemo {...args} /> };

function InteractiveDemo(args: ChatMessageListProps) {
  const [messages, setMessages] = useState<ChatListMessage[]>([question, answer]);
  const update = (id: string, change: (message: ChatListMessage) => ChatListMessage) => setMessages((all) => all.map((message) => (message.id === id ? change(message) : message)));
  return (
    <ChatMessageList
      {...args}
      messages={messages}
      onEdit={(id, text) =>
        text.includes('fail')
          ? Promise.reject(new Error('Error updating messages.'))
          : Promise.resolve(update(id, (message) => ({ ...message, text, edit: true })))
      }
      onRate={(id, positive) => update(id, (message) => ({ ...message, properties: { ...message.properties, positive_feedback: positive } }))}
      onDelete={(id) => setMessages((all) => all.filter((message) => message.id !== id))}
    />
  );
}

/** Edit (Enter saves, Escape cancels), rate and delete change the list; saving an edit containing "fail" is refused and reverted. */
export const Interactive: Story = { render: (args) => <InteractiveDemo {...args} /> };

/** Replies named by the app (senderName) and coloured by their properties. */
export const NamedAndColoured: Story = {
  args: {
    senderName: '小助手',
    messages: [makeMessage({ id: 'c1', sender_name: '', text: '你好！有什么可以帮你？', properties: { background_color: '#fff3bf', text_color: '#5c3c00' } })],
  },
};
