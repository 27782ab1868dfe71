import type { FlowData } from '@app/flow-graph';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createFlowStore } from '../store/createFlowStore';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { templateData, testCatalogue, testFlowRecord } from '../store/testFlowStore';
import { withFlowEditor } from '../test/storyDecorators';
import { FlowCanvas } from './FlowCanvas';
import { FlowBuildProvider } from '../build';

/** A store over `data` (built once per story) in a full-height box the canvas fills. */
function withFlow(makeData: () => FlowData, options: { locked?: boolean } = {}): Decorator {
  function WithFlow({ Story }: { Story: () => React.ReactNode }) {
    const [store] = useState(() => createFlowStore({ flow: testFlowRecord(makeData(), { locked: options.locked ?? false }), components: testCatalogue }));
    return (
      <FlowStoreProvider store={store}>
        <FlowBuildProvider>
          <div style={{ height: '100vh', minHeight: 480 }}>
            <Story />
          </div>
        </FlowBuildProvider>
      </FlowStoreProvider>
    );
  }
  return (Story) => <WithFlow Story={Story} />;
}

/** The Basic Prompting template with its prompt saved from older component code. */
function outdatedBasicPrompting(): FlowData {
  const data = templateData('basic-prompting');
  for (const node of data.nodes) {
    const code = node.type === 'genericNode' && node.data.type === 'Prompt' ? node.data.node.template.code : undefined;
    if (code && typeof code === 'object') code.value = `${String(code.value)}\n# older version`;
  }
  return data;
}

const meta = {
  title: 'FlowEditor/FlowCanvas',
  component: FlowCanvas,
  decorators: [withFlowEditor()],
} satisfies Meta<typeof FlowCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Basic Prompting template: drag, connect (the tooltip tells refusals), select several to group, shortcuts. */
export const BasicPrompting: Story = { decorators: [withFlow(() => templateData('basic-prompting'))] };

/** A locked flow: nodes cannot be dragged, connected or selected until the lock in the controls is opened. */
export const Locked: Story = { decorators: [withFlow(() => templateData('basic-prompting'), { locked: true })] };

/** One component has newer code in the catalogue: the bottom banner offers 全部更新. */
export const OutdatedComponent: Story = { decorators: [withFlow(outdatedBasicPrompting)] };

/** An empty flow to drop components from a sidebar or flow files onto. */
export const Empty: Story = { decorators: [withFlow(() => ({ nodes: [], edges: [] }))] };
