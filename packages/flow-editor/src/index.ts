export { FlowEditorProvider, useFlowEditor } from './context/FlowEditorProvider';
export type { FlowEditorApi, FlowEditorContextValue, FlowEditorNotification, FlowEditorProviderProps } from './context/FlowEditorProvider';
export { VariablesPage } from './variables/VariablesPage';
export { VariableDialog } from './variables/VariableDialog';
export type { VariableDialogProps } from './variables/VariableDialog';
export { CodeModal, PromptModal, PromptVariableBadge, MODAL_SIZES } from './modals';
export type { CodeModalProps, PromptModalProps, PromptVariableBadgeProps, ModalSize } from './modals';
export { clearFlowSecrets, exportFlowFile, FLOW_FILE_MESSAGES, isJsonFile, normalizeImportedGraph, parseFlowFile, readFlowFile } from './io';
export type { ExportableFlow, ExportFlowOptions, FlowFile, FlowFileContent, FlowFileExpectation, FlowFileProblem, FlowFileResult } from './io';
