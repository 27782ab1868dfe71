import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { templateData, testFlowRecord } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { FlowEditorPage } from './FlowEditorPage';

const ragFlow = testFlowRecord(templateData('vector-store-rag'), { id: 'flow-rag', name: '知识库问答', description: '基于向量检索的问答' });
const transactions = Array.from({ length: 3 }, (_, index) => ({
  id: `run-${index}`,
  timestamp: new Date(Date.UTC(2026, 0, 5, 9, 30, index * 7)).toISOString(),
  vertex_id: ['ChatInput-1', 'Prompt-2', 'ChatOutput-3'][index]!,
  target_id: null,
  inputs: {},
  outputs: {},
  status: 'success',
  error: null,
  flow_id: 'flow-rag',
}));

const meta = {
  title: 'FlowEditor/FlowEditorPage',
  component: FlowEditorPage,
  args: { flowId: 'flow-rag', onBack: fn(), onFlowMissing: fn(), onOpenFlow: fn(), onDirtyChange: fn(), onPublish: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', minHeight: 640 }}>
        <Story />
      </div>
    ),
    withFlowEditor(() => createMemoryFlowEditorApi({ workspace: { flows: [ragFlow] }, transactions })),
  ],
} satisfies Meta<typeof FlowEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Vector Store RAG template, auto-saved in memory one second after each change. */
export const WithTemplateFlow: Story = {};

/** Auto-save off: the flow-name menu offers 保存 and changes wait for it or mod+s. */
export const ManualSave: Story = { args: { autoSave: { enabled: false, intervalMs: 1000 } } };

/** An unknown flow id: the page hands over to the app (onFlowMissing). */
export const MissingFlow: Story = { args: { flowId: 'no-such-flow' } };
