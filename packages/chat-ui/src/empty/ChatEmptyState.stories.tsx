import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatEmptyState } from './ChatEmptyState';
import { SuggestionChips } from './SuggestionChips';

const meta = {
  title: 'ChatUi/ChatEmptyState',
  component: ChatEmptyState,
  decorators: [(Story) => <Box h="100vh">{Story()}</Box>],
} satisfies Meta<typeof ChatEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The playground before the first message. */
export const Playground: Story = {};

/** A published app's greeting with suggestion chips (the last one opens a web page). */
export const AppGreeting: Story = {
  args: {
    title: '天气助手',
    hint: '你好！我可以帮你查询全国各地的天气。',
    children: <SuggestionChips suggestions={[{ name: '北京今天天气怎么样？' }, { name: '明天需要带伞吗？' }, { name: '中国天气网', url: 'https://www.weather.com.cn' }]} onPick={fn()} />,
  },
};
