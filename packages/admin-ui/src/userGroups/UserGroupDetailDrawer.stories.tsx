import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminUi } from '../test/storyDecorators';
import { sampleRows } from '../testing/readModel';
import { adminSeed } from '../testing/seed';
import { UserGroupDetailDrawer } from './UserGroupDetailDrawer';

const { groups } = sampleRows(adminSeed());

const meta = {
  title: 'Admin/UserGroupDetailDrawer',
  component: UserGroupDetailDrawer,
  args: { group: groups[1]!, onClose: fn() },
  decorators: [withAdminUi()],
} satisfies Meta<typeof UserGroupDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A department and its members. */
export const WithMembers: Story = {};

/** A group nobody belongs to yet. */
export const WithoutMembers: Story = {
  args: { group: { id: 'empty-group', name: '新成立小组', description: '', users_count: 0, created_at: '2025-03-01T08:00:00Z' } },
};
