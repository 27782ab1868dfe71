import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminUi } from '../test/storyDecorators';
import { createFailingListsAdminApi } from '../testing/failingAdminApi';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { UserManagementPage } from './UserManagementPage';

const meta = {
  title: 'Admin/UserManagementPage',
  component: UserManagementPage,
} satisfies Meta<typeof UserManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 sample users over two pages, three departments besides 所有用户. */
export const Default: Story = { decorators: [withAdminUi()] };

/** No users or groups besides the administrator and the default group. */
export const AlmostEmpty: Story = {
  decorators: [
    withAdminUi(() => {
      const api = createMemoryAdminApi();
      return { ...api, users: { ...api.users, list: async () => ({ items: [], page: 1, pages: 1, size: 15, total: 0 }) } };
    }),
  ],
};

/** The server is down: 拉取用户列表失败 and an empty page. */
export const ListFailing: Story = { decorators: [withAdminUi(createFailingListsAdminApi)] };
