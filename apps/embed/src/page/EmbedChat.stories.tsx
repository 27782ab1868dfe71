import { createMemoryAppChatApi, SAMPLE_STORE_ID, type MemoryAppChatOptions } from '@app/chat-ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { EmbedRefused, type EmbedApi, type EmbedRefusal } from './embedApi';
import { EmbedChat, type EmbedChatProps } from './EmbedChat';

/** A fresh in-memory app per story; `refusal` makes its store info refuse the code. */
function MemoryEmbedChat({ options, refusal, ...props }: Omit<EmbedChatProps, 'api'> & { options?: MemoryAppChatOptions; refusal?: EmbedRefusal }) {
  const [api] = useState<EmbedApi>(() => {
    const memory = createMemoryAppChatApi(options);
    return refusal ? { ...memory, info: () => Promise.reject(new EmbedRefused(refusal)) } : memory;
  });
  return (
    <div style={{ width: 400, height: 640, border: '1px solid #ddd' }}>
      <EmbedChat {...props} api={api} />
    </div>
  );
}

const meta = {
  title: 'Embed/EmbedChat',
  component: MemoryEmbedChat,
  args: {
    storeId: SAMPLE_STORE_ID,
    onClose: fn(),
    options: { tokenMs: 40, suggestions: [{ name: '帮我规划三天的杭州行程' }, { name: '周末去哪里玩？' }] },
  },
} satisfies Meta<typeof MemoryEmbedChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting and chips of an empty conversation; a question streams its answer. */
export const Greeting: Story = {};

/** A channel code switched off in the 集成 tab. */
export const DisabledCode: Story = { args: { refusal: 'disabled' } };

/** The server cannot be reached: a retry button. */
export const ServerDown: Story = { args: { refusal: 'failed' } };
