import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { createMemoryAppChatApi, message, type MemoryAppChatOptions } from '../testing/memoryAppChatApi';
import { AppChat, type AppChatProps } from './AppChat';

const SESSION = '9b2f4c1e-6a3d-5e7f-8a9b-0c1d2e3f4a5b';

/** A fresh in-memory app per story, so a story's chat never leaks into another. */
function MemoryAppChat({ options, ...props }: Omit<AppChatProps, 'api'> & { options?: MemoryAppChatOptions }) {
  const [api] = useState(() => createMemoryAppChatApi(options));
  return <AppChat {...props} api={api} />;
}

const meta = {
  title: 'ChatUi/AppChat',
  component: MemoryAppChat,
  args: {
    storeId: '5f0c8a52-3d4e-4b6a-9c1d-2e7f8a9b0c1d',
    shareUrl: 'https://ai.example.com/chat/bot/5f0c8a52-3d4e-4b6a-9c1d-2e7f8a9b0c1d',
    notify: fn(),
    onLoadFailed: fn(),
    options: {
      tokenMs: 40,
      uploads: true,
      suggestions: [{ name: '帮我规划三天的杭州行程' }, { name: '周末去哪里玩？' }, { name: '中国旅游网', url: 'https://www.example.com/travel' }],
      nextSuggestions: () => [{ name: '推荐当地美食' }, { name: '预算三千元够吗？' }],
    },
  },
} satisfies Meta<typeof MemoryAppChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new chat: the app's icon, name, greeting and suggestion chips; send a message to see it stream. */
export const NewChat: Story = {};

/** Earlier conversations in the sidebar; the first is open. */
export const WithConversations: Story = {
  args: {
    options: {
      conversations: [
        {
          id: SESSION,
          title: '新对话',
          messages: [
            message({ id: 'q1', session_id: SESSION, text: '杭州三天怎么玩？' }),
            message({ id: 'a1', session_id: SESSION, sender: 'Machine', sender_name: '旅行规划助手', text: '**第一天**：西湖、断桥、雷峰塔。\n\n**第二天**：灵隐寺、龙井村。\n\n**第三天**：西溪湿地。' }),
          ],
        },
        { id: '1c2d3e4f-5a6b-5c7d-8e9f-0a1b2c3d4e5f', title: '新对话' },
      ],
    },
  },
};

/** A small screen: the conversations fold away behind the header's toggle; the system share button shows. */
export const Compact: Story = { args: { compact: true } };

/** is_header=false and is_close_btn=true: no header, a close button in the corner. */
export const WithoutHeader: Story = { args: { showHeader: false, onClose: fn() } };

/** The developer preview of the working copy. */
export const Preview: Story = { args: { preview: true } };
