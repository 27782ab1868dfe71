import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminUi } from '../test/storyDecorators';
import { createFailingListsAdminApi } from '../testing/failingAdminApi';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { adminSeed } from '../testing/seed';
import { FailedJobsPage } from './FailedJobsPage';

const meta = {
  title: 'Admin/FailedJobsPage',
  component: FailedJobsPage,
} satisfies Meta<typeof FailedJobsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jobs of a user, an API key, a public playground visitor and a deleted user; a deleted flow; both statuses. */
export const Default: Story = { decorators: [withAdminUi()] };

/** Nothing failed this week: 暂无失败任务. */
export const Empty: Story = { decorators: [withAdminUi(() => createMemoryAdminApi({ ...adminSeed(), failedJobs: [] }))] };

/** The server is down: 拉取失败任务列表失败, and the table says it could not load. */
export const ListFailing: Story = { decorators: [withAdminUi(createFailingListsAdminApi)] };
