import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAdminUi } from '../test/storyDecorators';
import { createFailingListsAdminApi } from '../testing/failingAdminApi';
import { PolicyPage } from './PolicyPage';

const meta = {
  title: 'Admin/PolicyPage',
  component: PolicyPage,
} satisfies Meta<typeof PolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default policy group (所有) and two departments' policies. */
export const Default: Story = { decorators: [withAdminUi()] };

/** The server is down: 拉取策列列表失败 and an empty page. */
export const ListFailing: Story = { decorators: [withAdminUi(createFailingListsAdminApi)] };
