import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryWorkspaceApi, DEFAULT_FOLDER } from '../testing/memoryWorkspaceApi';
import { FlowListPage } from './FlowListPage';
import { sampleListFlows, storedFlow } from './flowFixtures';

const workspace = (...args: Parameters<typeof createMemoryWorkspaceApi>) => () => {
  const { flows, folders } = createMemoryWorkspaceApi(...args);
  return { flows, folders };
};

const meta = {
  title: 'FlowEditor/FlowListPage',
  component: FlowListPage,
  args: { tab: 'flows', onOpenFlow: fn(), onTabChange: fn(), onFolderChange: fn() },
  decorators: [withFlowEditor(workspace({ flows: sampleListFlows() }))],
} satisfies Meta<typeof FlowListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flows in the three states (开发中, 已发布, 编辑中); drop a flow JSON file on the table to import it. */
export const Flows: Story = {};

/** The components tab: components do not open on a click. */
export const Components: Story = { args: { tab: 'components' } };

/** Twelve flows: two pages of 10. */
export const TwoPages: Story = {
  decorators: [withFlowEditor(workspace({ flows: Array.from({ length: 12 }, (_, index) => storedFlow(`f${index}`, index + 1, { name: `流程 ${index + 1}` })) }))],
};

/** A new user: one empty folder, 开始构建 with 新建工作流. */
export const StartBuilding: Story = { decorators: [withFlowEditor(workspace({ flows: [] }))] };

/** No saved component yet: the hint says how to save one or import component files. */
export const NoComponents: Story = { args: { tab: 'components' }, decorators: [withFlowEditor(workspace({ flows: [] }))] };

/** An empty folder among others: 空白文件夹. */
export const EmptyFolder: Story = {
  args: { folderId: 'folder-2' },
  decorators: [withFlowEditor(workspace({ folders: [DEFAULT_FOLDER, { id: 'folder-2', name: '项目', description: null, parent_id: null }], flows: sampleListFlows() }))],
};
