import type { FlowEditorApi } from '../context/FlowEditorProvider';
import type { TransactionRecord } from '@app/api-client';
import { createMemoryComponentsApi, type MemoryComponentsApiOptions } from './memoryComponentsApi';
import { createMemoryFilesApi, type MemoryFilesApiOptions } from './memoryFilesApi';
import { createMemoryMonitorApi } from './memoryMonitorApi';
import { createMemoryVariablesApi, type StoredVariable } from './memoryVariablesApi';
import { createMemoryWorkspaceApi, type MemoryWorkspaceSeed } from './memoryWorkspaceApi';

export interface MemoryFlowEditorSeed {
  /** Global variables (default: the samples). */
  variables?: readonly StoredVariable[];
  workspace?: MemoryWorkspaceSeed;
  components?: MemoryComponentsApiOptions;
  /** Execution log rows (default: none). */
  transactions?: readonly TransactionRecord[];
  files?: MemoryFilesApiOptions;
}

/** All the flow editor's calls in memory. */
export function createMemoryFlowEditorApi(seed: MemoryFlowEditorSeed = {}): FlowEditorApi {
  const { flows, folders } = createMemoryWorkspaceApi(seed.workspace);
  return {
    variables: createMemoryVariablesApi(seed.variables),
    flows,
    folders,
    components: createMemoryComponentsApi(seed.components),
    monitor: createMemoryMonitorApi(seed.transactions),
    files: createMemoryFilesApi(seed.files),
  };
}
