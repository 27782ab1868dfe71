// The component node is drawn by ReactFlow from the store, so each story is a canvas of nodes
// over a starter template.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../../test/storyDecorators';
import { StoryCanvas } from '../test/StoreCanvas';
import { basicPromptingStore, langflowChromaStore, minimizedStore, outdatedAndInvalidStore, selectedStore } from '../test/storyStores';

const meta = {
  title: 'FlowEditor/Nodes/GenericNode',
  component: StoryCanvas,
  decorators: [withFlowEditor()],
} satisfies Meta<typeof StoryCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Basic Prompting: fields in field order with handles, connected fields without editors, outputs. Double-click a name to rename. */
export const BasicPrompting: Story = { args: { makeStore: basicPromptingStore } };

/** The prompt is outdated (更新已就绪 with 更新, warning border); the chat input's component is unknown (red border, 无效的组件). */
export const OutdatedAndInvalid: Story = { args: { makeStore: outdatedAndInvalidStore } };

/** An imported Langflow Chroma DB node: red border, Langflow 组件 Chroma 暂不支持, and 替换 to use the database vector store instead. */
export const LangflowNotAvailable: Story = { args: { makeStore: langflowChromaStore } };

/** Chat input and output minimized: 192 px, icon and name with their single handle pair. */
export const Minimized: Story = { args: { makeStore: minimizedStore } };

/** The model node selected: the toolbar (code, advanced settings, minimize, more) above it. */
export const Selected: Story = { args: { makeStore: () => selectedStore() } };
