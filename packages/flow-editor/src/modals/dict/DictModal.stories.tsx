import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../../test/storyDecorators';
import { DictModal } from './DictModal';

const meta = {
  title: 'FlowEditor/Modals/DictModal',
  component: DictModal,
  args: {
    opened: true,
    title: '请求体',
    value: { model: 'qwen-plus', messages: [{ role: 'user', content: '你好' }], stream: false },
    onClose: fn(),
    onSave: fn(),
  },
  decorators: [withFlowEditor()],
} satisfies Meta<typeof DictModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving text that is not a JSON object shows 'Error getting dictionary' and stays open. */
export const Editing: Story = {};

export const Empty: Story = { args: { value: {} } };

/** The JSON viewer. */
export const Viewer: Story = { args: { readonly: true } };
