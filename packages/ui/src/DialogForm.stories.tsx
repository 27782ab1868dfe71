import { TextInput, Textarea } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DialogForm } from './DialogForm';

const meta = {
  title: 'UI/DialogForm',
  component: DialogForm,
  args: {
    onSubmit: fn(),
    onCancel: fn(),
    children: (
      <>
        <TextInput label="名称" required defaultValue="客服助手" />
        <Textarea label="描述" defaultValue="回答常见问题。" />
      </>
    ),
  },
} satisfies Meta<typeof DialogForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};

export const Saving: Story = { args: { saving: true } };

export const Create: Story = { args: { submitLabel: '创建' } };
