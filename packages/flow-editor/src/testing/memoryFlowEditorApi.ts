import type { FlowEditorApi } from '../context/FlowEditorProvider';
import type { KnowledgeBaseInfo, TransactionRecord, VertexBuildRecord } from '@app/api-client';
import type { ChatMessage } from '@app/flow-graph';
import { BuildClient } from '@app/build-runner';
import { createMemoryApiKeysApi, type StoredApiKey } from './memoryApiKeysApi';
import { createMemoryBuildsApi } from './memoryBuildsApi';
import { createMemoryBuildTransport, type MemoryBuildScript } from './memoryBuildTransport';
import { createMemoryComponentsApi, type MemoryComponentsApiOptions } from './memoryComponentsApi';
import { createMemoryFilesApi, type MemoryFilesApiOptions } from './memoryFilesApi';
import { createMemoryKnowledgeBasesApi } from './memoryKnowledgeBasesApi';
import { createMemoryMonitorApi } from './memoryMonitorApi';
import { createMemoryPublishApi, type MemoryPublishSeed } from './memoryPublishApi';
import { createMemoryVariablesApi, type StoredVariable } from './memoryVariablesApi';
import { createMemoryWorkspaceApi, type MemoryWorkspaceSeed } from './memoryWorkspaceApi';

export interface MemoryFlowEditorSeed {
  /** Global variables (default: the samples). */
  variables?: readonly StoredVariable[];
  workspace?: MemoryWorkspaceSeed;
  components?: MemoryComponentsApiOptions;
  /** Stored chat messages (default: none); builds add theirs. */
  messages?: readonly ChatMessage[];
  /** Execution log rows (default: none). */
  transactions?: readonly TransactionRecord[];
  files?: MemoryFilesApiOptions;
  /** How builds answer (default: every component succeeds at once). */
  build?: MemoryBuildScript;
  /** Stored component builds by flow id (the flow pool). */
  vertexBuilds?: Readonly<Record<string, Record<string, VertexBuildRecord[]>>>;
  /** Policy groups of the 设置 tab (default: `samplePolicyGroups`). */
  publish?: MemoryPublishSeed;
  /** API keys and channel codes with their full keys (default: none). */
  apiKeys?: readonly StoredApiKey[];
  /** Knowledge bases (default: the samples). */
  knowledgeBases?: readonly KnowledgeBaseInfo[];
}

/** All the flow editor's calls in memory. */
export function createMemoryFlowEditorApi(seed: MemoryFlowEditorSeed = {}): FlowEditorApi {
  const workspace = createMemoryWorkspaceApi(seed.workspace);
  const { flows, folders } = workspace;
  const publish = createMemoryPublishApi(workspace, seed.publish);
  const monitor = createMemoryMonitorApi(seed.transactions, seed.messages);
  return {
    variables: createMemoryVariablesApi(seed.variables),
    knowledgeBases: createMemoryKnowledgeBasesApi(seed.knowledgeBases),
    flows,
    folders,
    components: createMemoryComponentsApi(seed.components),
    monitor,
    files: createMemoryFilesApi(seed.files),
    build: new BuildClient({ transport: createMemoryBuildTransport({ ...seed.build, onMessages: (messages) => monitor.storeMessages(messages) }) }),
    builds: createMemoryBuildsApi(seed.vertexBuilds),
    store: publish.store,
    policies: publish.policies,
    apiKeys: createMemoryApiKeysApi(seed.apiKeys),
  };
}
