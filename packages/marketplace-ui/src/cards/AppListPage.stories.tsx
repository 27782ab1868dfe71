import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { withMarketplace } from '../test/storyDecorators';
import { createMemoryMarketplaceApi } from '../testing/memoryMarketplaceApi';
import { AppListPage, type LoadAppList } from './AppListPage';
import { EmptyApps } from './EmptyApps';

const api = createMemoryMarketplaceApi();
const everyApp: LoadAppList = (query) => api.listByTag('全部', query);
const none: LoadAppList = async ({ page, size }) => ({ items: [], page, pages: 1, size, total: 0 });

const meta = {
  title: 'MarketplaceUi/AppListPage',
  component: AppListPage,
  decorators: [withMarketplace(() => api)],
  args: { title: '应用列表', load: everyApp, empty: <EmptyApps text="暂无应用" /> },
} satisfies Meta<typeof AppListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of 应用广场 and 我的收藏: the title, the search box and the grid. */
export const Default: Story = {};

/** Something between the title row and the grid, as the marketplace's banner and tag tabs. */
export const WithHeader: Story = { args: { children: <Text c="dimmed">标签页与横幅放在这里</Text> } };

/** The favourites' behaviour: clearing a star drops the app. */
export const DropsUnfavourited: Story = { args: { dropUnfavourited: true } };

/** Nothing matches. */
export const Empty: Story = { args: { load: none } };
