export { FlowEditorProvider, useFlowEditor } from './context/FlowEditorProvider';
export type { FlowEditorApi, FlowEditorContextValue, FlowEditorNotification, FlowEditorProviderProps, PublishApi } from './context/FlowEditorProvider';
export { VariablesPage } from './variables/VariablesPage';
export { KnowledgePage } from './knowledge/KnowledgePage';
export { FilesPage } from './files';
export type { FilesPageProps } from './files';
export { FlowViewPage } from './view';
export type { FlowViewPageProps } from './view';
export { flowViewUrl, SHARE_FLOW_SHORTCUT, ShareFlowButton, shareLinks } from './share';
export type { ShareLinks } from './share';
export { VariableDialog } from './variables/VariableDialog';
export type { VariableDialogProps } from './variables/VariableDialog';
export { CodeModal, DictModal, FilePickerModal, MODAL_SIZES, PromptModal, PromptVariableBadge, TableModal, TextModal } from './modals';
export type { CodeModalProps, DictModalProps, FilePickerModalProps, ModalSize, PromptModalProps, PromptVariableBadgeProps, TableModalProps, TextModalProps } from './modals';
export { clearFlowSecrets, downloadFlowFile, exportFlowFile, FLOW_FILE_MESSAGES, isJsonFile, normalizeImportedGraph, parseFlowFile, readFlowFile } from './io';
export type { ExportableFlow, ExportFlowOptions, FlowFile, FlowFileContent, FlowFileExpectation, FlowFileProblem, FlowFileResult } from './io';
export { createAutoSave, createFlowStore, DUPLICATE_OFFSET, FlowStoreProvider, HISTORY_LIMIT, PASTE_OFFSET, selectOutdatedNodeIds, useFlowStore, useFlowStoreApi, useOutdatedNodeIds } from './store';
export type { AddResult, AutoSave, AutoSaveOptions, ComponentReplacement, CreateFlowStoreOptions, EditorEdge, EditorGenericNode, EditorNode, EditorNoteNode, FlowSnapshot, FlowStore, FlowStoreState, SaveState } from './store';
export { FlowListPage, FlowStatusBadge } from './workspace';
export type { FlowListPageProps, FlowListTab } from './workspace';
export { NewFlowDialog } from './templates';
export type { NewFlowDialogProps } from './templates';
export { GenericNode, MINIMIZED_NODE_WIDTH, NODE_WIDTH, NodeParameterModal, nodeTypes, NOTE_COUNTER_FROM, NoteNode } from './nodes';
export type { NodeParameterModalProps } from './nodes';
export { CANVAS_SHORTCUTS, COMPONENT_DRAG_TYPE, FlowCanvas, formatShortcut, matchShortcut, readComponentDrag, useCanvasShortcuts, useUpdateComponents } from './canvas';
export type { CanvasShortcut, CanvasShortcutAction, CanvasShortcutHandlers, ComponentDragPayload, FlowCanvasProps, UpdateComponents } from './canvas';
export { FieldInput, FieldRow } from './fields';
export type { FieldInputProps, FieldRowProps } from './fields';
export { DEFAULT_AUTO_SAVE, FlowEditorPage, LeavePageDialog } from './editor';
export type { AutoSaveConfig, EditorTab, FlowEditorPageProps, LeavePageDialogProps, LeaveRequest } from './editor';
export { IntegrationPanel, KeyListPanel } from './integration';
export type { ApiTab, IntegrationPanelProps, IntegrationTab, KeyKind, KeyListPanelProps, WebTab } from './integration';
export { AccessPolicySettings, FLOW_PUBLISH_TYPE_KEY, PublishPage, ReleaseHistoryDialog, ReleaseNoteField, rememberPublishTab, takePublishTab, UnpublishDialog, usePolicyBinding } from './publish';
export type { AccessPolicySettingsProps, PolicyBinding, PublishPageProps, PublishTab, ReleaseHistoryDialogProps, ReleaseNoteFieldProps, UnpublishDialogProps } from './publish';
export { ComponentSidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar';
export type { ComponentSidebarHandle, ComponentSidebarProps } from './sidebar';
export {
  applyJsonFilter,
  CsvOutput,
  ImageOutput,
  KeyPairOutput,
  loadPdfDocument,
  looksLikeCsv,
  MAX_OUTPUT_TEXT,
  MAX_TABLE_ROWS,
  OutputInspectionModal,
  OutputView,
  outputFile,
  outputKind,
  outputText,
  parseCsv,
  parseJsonPath,
  PdfOutput,
  StringListOutput,
} from './outputs';
export type { JsonFilterProblem, JsonFilterResult, OutputInspectionModalProps, OutputKind, PdfDocument, PdfLoader } from './outputs';
export { buildIssues, buildScope, createFlowBuildController, FlowBuildProvider, useFlowBuild, useFlowBuildState, useIsEdgeRunning, useNodeBuild, useNodeOutputs } from './build';
export type { BuildScopeOptions, FlowBuildController, FlowBuildControllerOptions, FlowBuildState, FrozenComponent, RunFlowOptions } from './build';
export { MESSAGE_POLL_MS, newSessionName, PlaygroundModal, PlaygroundPage, PlaygroundView, publicPlaygroundUrl, PublicAccessToggle, serverPlaygroundMessages, sessionStoragePlaygroundMessages, usePlaygroundChat } from './playground';
export type { MessageChanges, PlaygroundChat, PlaygroundMessages, PlaygroundModalProps, PlaygroundPageProps, PlaygroundViewProps } from './playground';
