import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFlowEditor } from '../test/storyDecorators';
import { sampleVariables } from '../testing/memoryVariablesApi';
import { VariableDialog } from './VariableDialog';

const [credential, generic] = sampleVariables.map((variable) => ({ ...variable, value: variable.type === 'Credential' ? null : variable.value }));

const meta = {
  title: 'FlowEditor/VariableDialog',
  component: VariableDialog,
  args: { opened: true, variable: null, variables: [], onClose: fn(), onSaved: fn() },
  decorators: [withFlowEditor()],
} satisfies Meta<typeof VariableDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 新建全局变量: saving empty shows 请填写全局变量名称 and 请填写全局变量值. */
export const Create: Story = {};

/** Editing a credential: the type tabs are locked and an empty value keeps the stored one. */
export const EditCredential: Story = { args: { variable: credential } };

/** Editing a generic variable: its value is shown and required. */
export const EditGeneric: Story = { args: { variable: generic } };
