import type { Meta, StoryObj } from '@storybook/react-vite';
import { testFlowRecord } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { AccessPolicySettings } from './AccessPolicySettings';
import { usePolicyBinding } from './usePolicyBinding';

const flow = testFlowRecord(null, { id: 'flow-basic', name: '客服助手', released_at: '2026-01-09T09:15:42.000Z' });

/** The 设置 tab's content over the flow's own binding, as the editor mounts it. */
function AccessPolicyOf({ flowId }: { flowId: string }) {
  return <AccessPolicySettings binding={usePolicyBinding(flowId)} />;
}

const meta = {
  title: 'FlowEditor/Publish/AccessPolicySettings',
  component: AccessPolicyOf,
  args: { flowId: 'flow-basic' },
  decorators: [
    (Story) => (
      <div style={{ height: 480 }}>
        <Story />
      </div>
    ),
    withFlowEditor(() => createMemoryFlowEditorApi({ workspace: { flows: [flow] } })),
  ],
} satisfies Meta<typeof AccessPolicyOf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default policy group (every user) until another group is chosen; a choice is bound at once. */
export const DefaultPolicy: Story = {};
