export { FlowEditorProvider, useFlowEditor } from './context/FlowEditorProvider';
export type { FlowEditorApi, FlowEditorContextValue, FlowEditorNotification, FlowEditorProviderProps } from './context/FlowEditorProvider';
export { VariablesPage } from './variables/VariablesPage';
export { VariableDialog } from './variables/VariableDialog';
export type { VariableDialogProps } from './variables/VariableDialog';
