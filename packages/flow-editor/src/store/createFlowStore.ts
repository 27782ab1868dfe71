// The store of a flow that a canvas edits (the editor, the read-only view, tests): the store core
// with xyflow's change appliers. Screens without a canvas use createFlowStoreCore and never load xyflow.
import { applyEdgeChanges, applyNodeChanges } from '@xyflow/react';
import type { FlowStore } from './FlowStoreProvider';
import { createFlowStoreCore, type CreateFlowStoreOptions } from './flowStoreCore';

export type { CreateFlowStoreOptions } from './flowStoreCore';

export function createFlowStore(options: CreateFlowStoreOptions): FlowStore {
  return createFlowStoreCore(options, { applyNodeChanges, applyEdgeChanges });
}
