import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'MarketplaceUi/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reports each change, and the composed text only once an input method has finished. */
export const Default: Story = {};

export const WithText: Story = { args: { initialValue: '翻译' } };
