import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminUi } from '../test/storyDecorators';
import { sampleRows } from '../testing/readModel';
import { adminSeed } from '../testing/seed';
import { BindGroupsDrawer } from './BindGroupsDrawer';

const { users } = sampleRows(adminSeed());

const meta = {
  title: 'Admin/BindGroupsDrawer',
  component: BindGroupsDrawer,
  args: { opened: true, users: users.slice(1, 5), onClose: fn(), onBound: fn() },
  decorators: [withAdminUi()],
} satisfies Meta<typeof BindGroupsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourUsers: Story = {};

export const OneUser: Story = { args: { users: users.slice(3, 4) } };
