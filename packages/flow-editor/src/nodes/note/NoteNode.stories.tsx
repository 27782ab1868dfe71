// Notes are drawn by ReactFlow from the store, so the story is a canvas of notes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../../test/storyDecorators';
import { StoryCanvas } from '../test/StoreCanvas';
import { notesStore } from '../test/storyStores';

const meta = {
  title: 'FlowEditor/Nodes/NoteNode',
  component: StoryCanvas,
  decorators: [withFlowEditor()],
} satisfies Meta<typeof StoryCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One note per palette colour; the last is near the 2500-character limit (double-click it to see the counter). Select a note for its colour picker and resizer. */
export const Palette: Story = { args: { makeStore: notesStore } };
