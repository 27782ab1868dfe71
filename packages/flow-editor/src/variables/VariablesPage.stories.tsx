import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { createMemoryVariablesApi } from '../testing/memoryVariablesApi';
import { VariablesPage } from './VariablesPage';

const meta = {
  title: 'FlowEditor/VariablesPage',
  component: VariablesPage,
  decorators: [withFlowEditor()],
} satisfies Meta<typeof VariablesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A credential (masked) and a generic variable; create, edit and delete work in memory. */
export const WithVariables: Story = {};

/** No variables yet: the empty state. */
export const Empty: Story = { decorators: [withFlowEditor(() => createMemoryFlowEditorApi({ variables: [] }))] };

/** Every delete fails with the server's detail: 删除变量失败 / Error deleting variable. */
export const DeleteFails: Story = {
  decorators: [
    withFlowEditor(() => {
      const variables = createMemoryVariablesApi();
      return { variables: { ...variables, remove: () => variables.remove('missing') } };
    }),
  ],
};
