import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: { opened: true, onConfirm: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeletePolicy: Story = { args: { title: '删除策略组', message: '策略组删除后，将无法恢复。' } };

export const DeleteFlow: Story = { args: { title: '删除工作流', message: '确定删除工作流“客服助手”吗？删除后将无法恢复。' } };

export const DeleteUser: Story = { args: { title: '删除用户', message: '确定删除用户“李华”吗？删除后将无法恢复。' } };
