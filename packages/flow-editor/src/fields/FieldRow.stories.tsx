import { TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { FieldRow } from './FieldRow';

const meta = {
  title: 'FlowEditor/FieldRow',
  component: FieldRow,
  args: { label: '模型名称', children: <TextInput size="xs" aria-label="模型名称" defaultValue="gpt-4o-mini" /> },
  decorators: [withFlowEditor(), (Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof FieldRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

/** The red asterisk of a required field and the info icon with its tooltip. */
export const RequiredWithInfo: Story = { args: { required: true, info: '调用的模型；可以输入列表外的名称。' } };
