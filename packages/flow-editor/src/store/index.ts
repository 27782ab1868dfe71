export { createFlowStore } from './createFlowStore';
export type { CreateFlowStoreOptions } from './createFlowStore';
export { FlowStoreProvider, useFlowStore, useFlowStoreApi } from './FlowStoreProvider';
export type { FlowStore } from './FlowStoreProvider';
export { selectOutdatedNodeIds, useOutdatedNodeIds } from './outdated';
export { HISTORY_LIMIT } from './history';
export { DUPLICATE_OFFSET, PASTE_OFFSET } from './clipboard';
export type { AddResult, EditorEdge, EditorGenericNode, EditorNode, EditorNoteNode, FlowSnapshot, FlowStoreState, SaveState } from './types';
