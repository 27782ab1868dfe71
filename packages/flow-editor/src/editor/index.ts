export { FlowEditorPage } from './FlowEditorPage';
export type { FlowEditorPageProps } from './FlowEditorPage';
export { LeavePageDialog } from './LeavePageDialog';
export type { LeavePageDialogProps } from './LeavePageDialog';
export type { LeaveRequest } from './LeaveGuard';
export type { AutoSaveConfig } from './useFlowSaving';
export { DEFAULT_AUTO_SAVE } from './useFlowSaving';
export type { EditorTab } from './EditorHeader';
