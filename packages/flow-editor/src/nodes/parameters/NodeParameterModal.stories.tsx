import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { nodeIdOf } from '../../store/testFlowStore';
import { withFlowEditor } from '../../test/storyDecorators';
import { StoreCanvas } from '../test/StoreCanvas';
import { basicPromptingStore } from '../test/storyStores';
import { NodeParameterModal } from './NodeParameterModal';

/** The modal over the Basic Prompting canvas, opened for one of its components. */
function ParameterModalStory({ type }: { type: string }) {
  const [store] = useState(basicPromptingStore);
  const [opened, setOpened] = useState(true);
  return (
    <StoreCanvas store={store}>
      <NodeParameterModal opened={opened} nodeId={nodeIdOf(store, type)} onClose={() => setOpened(false)} />
    </StoreCanvas>
  );
}

const meta = {
  title: 'FlowEditor/Nodes/NodeParameterModal',
  component: ParameterModalStory,
  decorators: [withFlowEditor()],
} satisfies Meta<typeof ParameterModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The model's fields, advanced ones included; its connected inputs and output keep their visibility (locked switches). */
export const ModelComponent: Story = { args: { type: 'OpenAIModel' } };

/** The chat input: most fields are advanced, shown here with their switches off. */
export const ChatInput: Story = { args: { type: 'ChatInput' } };
