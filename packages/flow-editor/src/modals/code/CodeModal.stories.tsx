import type { TemplateField } from '@app/flow-graph';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../../test/storyDecorators';
import { createMemoryComponentsApi, sampleCatalogue } from '../../testing/memoryComponentsApi';
import { CodeModal } from './CodeModal';

const promptCode = String((sampleCatalogue.prompts!.Prompt!.template.code as TemplateField).value);

const meta = {
  title: 'FlowEditor/Modals/CodeModal',
  component: CodeModal,
  args: { opened: true, code: promptCode, onClose: fn(), onSave: fn() },
  decorators: [withFlowEditor()],
} satisfies Meta<typeof CodeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Prompt component's source; Check & Save passes, closing after an edit asks first. */
export const Editing: Story = {};

/** The check finds errors: they stay listed under the error title. */
export const WithErrors: Story = {
  decorators: [
    withFlowEditor(() => ({
      components: createMemoryComponentsApi({
        checkCode: () => ({ imports: { errors: ["Cannot find module '@app/missing'"] }, function: { errors: ["SyntaxError: Unexpected token ')' (4:12)"] } }),
      }),
    })),
  ],
};

/** A read-only component: no saving, closing never asks. */
export const ReadOnly: Story = { args: { readonly: true } };
