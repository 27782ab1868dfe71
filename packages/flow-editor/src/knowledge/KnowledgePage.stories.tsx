import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { KnowledgePage } from './KnowledgePage';

const meta = {
  title: 'FlowEditor/KnowledgePage',
  component: KnowledgePage,
  decorators: [withFlowEditor()],
} satisfies Meta<typeof KnowledgePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two knowledge bases with their models and sizes; deleting works in memory. */
export const WithBases: Story = {};

/** No knowledge bases yet: the empty state, pointing at Knowledge Ingestion. */
export const Empty: Story = { decorators: [withFlowEditor(() => createMemoryFlowEditorApi({ knowledgeBases: [] }))] };
