// createApiClient: one object per server, holding the session and grouping the calls by domain
// (like TanStack's QueryClient, framework-agnostic; React bindings live in the apps).
import { createApiCore, type ApiClientOptions } from './core';
import { createAuthApi, type AuthApi } from './domains/auth';
import { createComponentsApi, type ComponentsApi } from './domains/components';
import { createConversationsApi, type ConversationsApi } from './domains/conversations';
import { createApiKeysApi, type ApiKeysApi } from './domains/apiKeys';
import { createBuildsApi, type BuildsApi } from './domains/builds';
import { createFailedJobsApi, type FailedJobsApi } from './domains/failedJobs';
import { createFilesApi, type FilesApi } from './domains/files';
import { createFlowsApi, type FlowsApi } from './domains/flows';
import { createFoldersApi, type FoldersApi } from './domains/folders';
import { createKnowledgeBasesApi, type KnowledgeBasesApi } from './domains/knowledgeBases';
import { createMonitorApi, type MonitorApi } from './domains/monitor';
import { createPoliciesApi, type PoliciesApi } from './domains/policies';
import { createRestApi, type RestApi } from './domains/rest';
import { createRunsApi, type RunsApi } from './domains/runs';
import { createStoreApi, type StoreApi } from './domains/store';
import { createSystemApi, type SystemApi } from './domains/system';
import { createUserGroupsApi, type UserGroupsApi } from './domains/userGroups';
import { createUsersApi, type UsersApi } from './domains/users';
import { createVariablesApi, type VariablesApi } from './domains/variables';
import { createVoiceApi, type VoiceApi } from './domains/voice';
import type { TokenStore } from './tokenStore';
import type { ApiRequest } from './transport';

export { DEFAULT_TIMEOUT_MS, type ApiClientOptions } from './core';

export interface ApiClient {
  readonly auth: AuthApi;
  readonly users: UsersApi;
  readonly userGroups: UserGroupsApi;
  readonly policies: PoliciesApi;
  /** The jobs that did not complete (administrators). */
  readonly failedJobs: FailedJobsApi;
  readonly variables: VariablesApi;
  /** The developer's knowledge bases (Langflow 1.6's Knowledge). */
  readonly knowledgeBases: KnowledgeBasesApi;
  readonly flows: FlowsApi;
  readonly folders: FoldersApi;
  readonly components: ComponentsApi;
  readonly files: FilesApi;
  readonly monitor: MonitorApi;
  readonly builds: BuildsApi;
  /** The marketplace, favourites and likes, publishing, and an app's chat build. */
  readonly store: StoreApi;
  /** A user's conversations with apps and their messages. */
  readonly conversations: ConversationsApi;
  readonly system: SystemApi;
  /** A store's API keys and channel codes (developers). */
  readonly apiKeys: ApiKeysApi;
  /** The embedded chat page's calls, for a client signed by a channel code or API key. */
  readonly rest: RestApi;
  /** The run API (whole answers and streamed events) and webhooks, with a session or an API key. */
  readonly runs: RunsApi;
  /** The speak button's speech, the ElevenLabs voices and the voice assistant's socket address. */
  readonly voice: VoiceApi;
  readonly tokenStore: TokenStore;
  /** Any call through the same pipeline (token, refresh-and-replay, retries, sharing of duplicate GETs). */
  request<T>(request: ApiRequest): Promise<T>;
  /** Changes the timeout of later requests, e.g. to `config.frontend_timeout * 1000`. */
  setTimeout(ms: number): void;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const core = createApiCore(options);
  const { context } = core;
  return {
    auth: createAuthApi(context),
    users: createUsersApi(context),
    userGroups: createUserGroupsApi(context),
    policies: createPoliciesApi(context),
    failedJobs: createFailedJobsApi(context),
    variables: createVariablesApi(context),
    knowledgeBases: createKnowledgeBasesApi(context),
    flows: createFlowsApi(context),
    folders: createFoldersApi(context),
    components: createComponentsApi(context),
    files: createFilesApi(context),
    monitor: createMonitorApi(context),
    builds: createBuildsApi(context),
    store: createStoreApi(context),
    conversations: createConversationsApi(context),
    system: createSystemApi(context),
    apiKeys: createApiKeysApi(context),
    rest: createRestApi(context),
    runs: createRunsApi(context),
    voice: createVoiceApi(context),
    tokenStore: core.tokenStore,
    request: core.request,
    setTimeout: core.setTimeout,
  };
}
