import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminUi } from '../test/storyDecorators';
import { sampleRows } from '../testing/readModel';
import { adminSeed } from '../testing/seed';
import { PolicyFormDrawer } from './PolicyFormDrawer';

const { policies } = sampleRows(adminSeed());

const meta = {
  title: 'Admin/PolicyFormDrawer',
  component: PolicyFormDrawer,
  args: { opened: true, policy: null, onClose: fn(), onSaved: fn() },
  decorators: [withAdminUi()],
} satisfies Meta<typeof PolicyFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 创建策略组: saving empty shows 请填写策略组名称 and 请填写策略组描述. */
export const Create: Story = {};

/** A policy allowing a group and a user and denying another user. */
export const Edit: Story = { args: { policy: policies[1] } };
