import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminUi } from '../test/storyDecorators';
import { sampleRows } from '../testing/readModel';
import { adminSeed } from '../testing/seed';
import { UserGroupFormModal } from './UserGroupFormModal';

const { groups } = sampleRows(adminSeed());

const meta = {
  title: 'Admin/UserGroupFormModal',
  component: UserGroupFormModal,
  args: { opened: true, group: null, onClose: fn(), onSaved: fn() },
  decorators: [withAdminUi()],
} satisfies Meta<typeof UserGroupFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = { args: { group: groups[1] } };
