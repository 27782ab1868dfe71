import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { NewFlowDialog } from './NewFlowDialog';

const meta = {
  title: 'FlowEditor/NewFlowDialog',
  component: NewFlowDialog,
  args: { opened: true, onClose: fn(), onCreated: fn() },
  decorators: [withFlowEditor()],
} satisfies Meta<typeof NewFlowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 快速开始 with the three example cards; the other sections filter the starter templates. */
export const GetStarted: Story = {};

/** The server has no examples: every section says 未找到模板。 */
export const NoExamples: Story = {
  decorators: [
    withFlowEditor(() => {
      const { flows, folders } = createMemoryWorkspaceApi({ examples: [] });
      return { flows, folders };
    }),
  ],
};
