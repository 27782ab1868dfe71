import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LeavePageDialog } from './LeavePageDialog';

const meta = {
  title: 'FlowEditor/LeavePageDialog',
  component: LeavePageDialog,
  args: { opened: true, flowName: '客服助手', lastSavedAt: '2026-01-05T09:30:00.000Z', onSave: fn(), onCancel: fn(), onProceed: fn() },
} satisfies Meta<typeof LeavePageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unsaved changes since the last save. */
export const UnsavedChanges: Story = {};

/** A flow that was never saved. */
export const NeverSaved: Story = { args: { lastSavedAt: null } };
