import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { createTestFlowStore, templateData, testFlowRecord } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { sampleCatalogue } from '../testing/memoryComponentsApi';
import { ComponentSidebar } from './ComponentSidebar';

/** The Basic Prompting template on the canvas: its chat input, UI input and UI output are disabled in the sidebar. */
function WithCanvasStore({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => createTestFlowStore());
  return (
    <FlowStoreProvider store={store}>
      <div style={{ height: 640, display: 'flex' }}>{children}</div>
    </FlowStoreProvider>
  );
}

function savedPrompt() {
  const data = templateData();
  const node = data.nodes.find((candidate) => candidate.data.type === 'Prompt')!;
  if (node.type === 'genericNode') node.data.node = { ...node.data.node, display_name: '客服提示词' };
  return testFlowRecord({ nodes: [node], edges: [] }, { id: 'saved-prompt', name: '客服提示词', is_component: true });
}

const meta = {
  title: 'FlowEditor/ComponentSidebar',
  component: ComponentSidebar,
  args: { catalogue: sampleCatalogue },
  decorators: [
    (Story) => (
      <WithCanvasStore>
        <Story />
      </WithCanvasStore>
    ),
    withFlowEditor(),
  ],
} satisfies Meta<typeof ComponentSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in catalogue by category; search, drag or click to add. */
export const Catalogue: Story = {};

/** With one of the user's own components in 已保存, deletable after a confirmation. */
export const WithSavedComponent: Story = {
  decorators: [withFlowEditor(() => createMemoryFlowEditorApi({ workspace: { flows: [savedPrompt()] } }))],
};
