import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../../test/storyDecorators';
import { TextModal } from './TextModal';

const meta = {
  title: 'FlowEditor/Modals/TextModal',
  component: TextModal,
  args: {
    opened: true,
    title: '系统消息',
    value: '你是一名耐心的客服助手。\n\n回答时：\n- 先确认用户的问题；\n- 给出分步骤的解决办法；\n- 不确定时如实说明。',
    onClose: fn(),
    onSave: fn(),
  },
  decorators: [withFlowEditor()],
} satisfies Meta<typeof TextModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};

/** The text viewer: read-only, only 关闭. */
export const Viewer: Story = { args: { readonly: true, title: '输出' } };
