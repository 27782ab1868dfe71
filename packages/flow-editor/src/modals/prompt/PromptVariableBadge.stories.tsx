import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromptVariableBadge } from './PromptVariableBadge';

const meta = {
  title: 'FlowEditor/Modals/PromptVariableBadge',
  component: PromptVariableBadge,
  args: { name: 'question' },
} satisfies Meta<typeof PromptVariableBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};

/** Cut at 56 characters plus '...'; hover for the full name. */
export const Long: Story = { args: { name: 'the_name_of_a_variable_that_is_much_longer_than_fifty_nine_characters' } };
