// In-memory stand-ins for the flow editor's calls, for stories and tests of apps that use its
// screens. Not for production: nothing is persisted.
export { createMemoryVariablesApi, sampleVariables } from './testing/memoryVariablesApi';
export type { MemoryVariablesApi, StoredVariable } from './testing/memoryVariablesApi';
export { createMemoryFlowEditorApi } from './testing/memoryFlowEditorApi';
export type { MemoryFlowEditorSeed } from './testing/memoryFlowEditorApi';
export { createMemoryComponentsApi, promptVariables, sampleCatalogue } from './testing/memoryComponentsApi';
export type { MemoryComponentsApiOptions } from './testing/memoryComponentsApi';
export { createMemoryWorkspaceApi, DEFAULT_FOLDER, starterExamples } from './testing/memoryWorkspaceApi';
export type { MemoryWorkspaceApi, MemoryWorkspaceSeed } from './testing/memoryWorkspaceApi';
export { createMemoryMonitorApi } from './testing/memoryMonitorApi';
export { createMemoryFilesApi, sampleFiles } from './testing/memoryFilesApi';
export type { MemoryFilesApiOptions } from './testing/memoryFilesApi';
export { flowRecord } from './testing/flowRecord';
export { createMemoryBuildTransport } from './testing/memoryBuildTransport';
export type { MemoryBuildScript } from './testing/memoryBuildTransport';
export { createMemoryBuildsApi } from './testing/memoryBuildsApi';
export type { MemoryMonitorApi } from './testing/memoryMonitorApi';
export { testChatMessage } from '@app/chat-ui/testing';
export { createMemoryPublishApi, policyGroup, samplePolicyGroups } from './testing/memoryPublishApi';
export type { MemoryPublishApi, MemoryPublishSeed } from './testing/memoryPublishApi';
export { apiKeyRecord, createMemoryApiKeysApi } from './testing/memoryApiKeysApi';
export type { MemoryApiKeysApi, StoredApiKey } from './testing/memoryApiKeysApi';
