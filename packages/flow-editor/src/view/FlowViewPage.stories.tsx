import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { templateData, testFlowRecord } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { FlowViewPage } from './FlowViewPage';

const ragFlow = testFlowRecord(templateData('vector-store-rag'), { id: 'flow-rag', name: '知识库问答', access_type: 'PUBLIC' });

const meta = {
  title: 'FlowEditor/FlowViewPage',
  component: FlowViewPage,
  args: { flowId: 'flow-rag', onBack: fn(), onFlowMissing: fn(), onEdit: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', minHeight: 640 }}>
        <Story />
      </div>
    ),
    withFlowEditor(() => createMemoryFlowEditorApi({ workspace: { flows: [ragFlow] } })),
  ],
} satisfies Meta<typeof FlowViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Vector Store RAG template read-only; 分享 offers the view link and the public playground link. */
export const ReadOnly: Story = {};

/** Without 编辑 (the app offers no way to the editor). */
export const WithoutEdit: Story = { args: { onEdit: undefined } };
