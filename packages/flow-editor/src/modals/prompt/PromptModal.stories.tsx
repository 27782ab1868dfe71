import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../../test/storyDecorators';
import { sampleCatalogue } from '../../testing/memoryComponentsApi';
import { PromptModal } from './PromptModal';

const meta = {
  title: 'FlowEditor/Modals/PromptModal',
  component: PromptModal,
  args: {
    opened: true,
    value: '你是一名{role}。请用{language}回答下面的问题，输出 JSON 时写成 {{"answer": "..."}}：\n\n{question}',
    fieldName: 'template',
    node: sampleCatalogue.prompts!.Prompt!,
    onClose: fn(),
    onSave: fn(),
  },
  decorators: [withFlowEditor()],
} satisfies Meta<typeof PromptModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Variables highlighted and listed; doubled braces stay literal. */
export const Editing: Story = {};

/** No variables: Check & Save gives the notice. */
export const NoVariables: Story = { args: { value: '请总结上面的对话。' } };

/** A variable name over 59 characters: its badge is cut, the tooltip has it whole. */
export const LongVariable: Story = { args: { value: `{${'a_really_long_variable_name_'.repeat(3)}}` } };

/** Read-only: the template and its variables, no saving. */
export const ReadOnly: Story = { args: { readonly: true } };
