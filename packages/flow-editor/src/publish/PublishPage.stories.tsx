import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { templateData, testFlowRecord } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { PublishPage } from './PublishPage';

const flow = testFlowRecord(templateData(), { id: 'flow-basic', name: '客服助手', icon: 'Bot', icon_bg_color: '#7366f3' });

const meta = {
  title: 'FlowEditor/Publish/PublishPage',
  component: PublishPage,
  args: { flowId: 'flow-basic', onOpenFlow: fn(), onExplore: fn(), onDone: fn(), onFlowMissing: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', minHeight: 560 }}>
        <Story />
      </div>
    ),
    withFlowEditor(() => createMemoryFlowEditorApi({ workspace: { flows: [flow] } })),
  ],
} satisfies Meta<typeof PublishPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0: write the release note (required, at most 500 characters), then 发布 leads to 发布成功. */
export const ReleaseNote: Story = {};

/** A flow that does not exist: the page hands over to the app (onFlowMissing). */
export const MissingFlow: Story = { args: { flowId: 'no-such-flow' } };
