import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SuggestionChips } from './SuggestionChips';

const meta = {
  title: 'ChatUi/SuggestionChips',
  component: SuggestionChips,
  args: { onPick: fn(), suggestions: [{ name: '总结这篇文章' }, { name: '翻译成英文' }, { name: '帮助文档', url: 'https://example.com/docs' }] },
} satisfies Meta<typeof SuggestionChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** While a build runs the chips that send are disabled; links still open. */
export const Disabled: Story = { args: { disabled: true } };
