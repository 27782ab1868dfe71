import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminUi } from '../test/storyDecorators';
import { sampleRows } from '../testing/readModel';
import { adminSeed } from '../testing/seed';
import { UserFormDrawer } from './UserFormDrawer';

const { users } = sampleRows(adminSeed());

const meta = {
  title: 'Admin/UserFormDrawer',
  component: UserFormDrawer,
  args: { opened: true, user: null, onClose: fn(), onSaved: fn() },
  decorators: [withAdminUi()],
} satisfies Meta<typeof UserFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 创建用户: every field empty; saving checks the image, username, nickname and password. */
export const Create: Story = {};

/** 编辑用户: the username is fixed, a blank password keeps the current one. */
export const Edit: Story = { args: { user: users[2] } };

/** Editing oneself: the role cannot be changed. */
export const EditSelf: Story = { args: { user: users[0] } };
