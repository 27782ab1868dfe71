export { createApiClient, DEFAULT_TIMEOUT_MS } from './client';
export { API_KEY_DOMAIN_MAX_LENGTH, API_KEY_HEADER, API_KEY_REFUSAL, API_KEY_NAME_MAX_LENGTH, restBuildPath } from './apiKeyTypes';
export type { ApiKeyCreate, ApiKeyDisplay, ApiKeyList, ApiKeyListQuery, ApiKeyRead, ApiKeyUpdate } from './apiKeyTypes';
export { BUILTIN_CODE_REFERENCE } from './domains/builtinCode';
export { API_KEY_PLACEHOLDER, EMBED_CHAT_PATH, EMBED_CONFIG_GLOBAL, EMBED_LOADER_PATH, embedChatUrl, embedSnippet, runEndpoint, runSamples } from './integrationSnippets';
export type { RunSampleOptions, RunSamples } from './integrationSnippets';
export { MCP_SERVER_NAME, MCP_SSE_PATH, MCP_STREAMABLE_PATH, mcpClientConfigs, mcpEndpoints, mcpServerName } from './mcpConfig';
export type { McpClientConfigOptions, McpClientConfigs, McpEndpoints } from './mcpConfig';
export type { ApiClient, ApiClientOptions } from './client';
export { createApiCore } from './core';
export type { ApiCore } from './core';
export type { DomainContext } from './domains/context';
export { ApiError, errorFromBody, isApiError } from './apiError';
export type { ApiErrorKind, ApiErrorInit } from './apiError';
export { ErrorCode, type ErrorCodeValue } from './errorCodes';
export { createMemoryTokenStore } from './tokenStore';
export type { StoredTokens, TokenStore } from './tokenStore';
export { createBrowserTokenStore, SIGNED_IN_COOKIE, AUTO_LOGIN_COOKIE } from './browserTokenStore';
export type { BrowserTokenStore, BrowserTokenStoreOptions, CookieJar } from './browserTokenStore';
export { createTokenRefresher } from './tokenRefresher';
export type { TokenRefresher, TokenRefresherOptions } from './tokenRefresher';
export { MAX_AUTH_ERRORS } from './authSession';
export type { LogoutReason } from './authSession';
export { DEFAULT_RETRY } from './retryPolicy';
export type { RetryOptions } from './retryPolicy';
export { DEDUPE_WINDOW_MS } from './dedupe';
export { isRefreshExempt } from './paths';
export type { ApiRequest, FetchFunction, HttpMethod, SearchParams } from './transport';
export { createApiKeysApi, type ApiKeysApi } from './domains/apiKeys';
export type { RestApi } from './domains/rest';
export type { RunCallOptions, RunsApi } from './domains/runs';
export { RUN_STREAM_EVENT_NAMES, runOutputText } from '@app/flow-graph';
export type { RunInputType, RunMessage, RunOutputType, RunRequest, RunResponse, RunResultData, RunStreamEvent, RunStreamEventName, WebhookResponse } from '@app/flow-graph';
export { createAuthApi, type AuthApi } from './domains/auth';
export { createUsersApi, type UsersApi } from './domains/users';
export { createUserGroupsApi, type UserGroupsApi } from './domains/userGroups';
export { createPoliciesApi, type PoliciesApi } from './domains/policies';
export { createFailedJobsApi, type FailedJobsApi } from './domains/failedJobs';
export { createKnowledgeBasesApi, type KnowledgeBasesApi } from './domains/knowledgeBases';
export { createVariablesApi, type VariablesApi } from './domains/variables';
export { createVoiceApi, type VoiceApi, type VoiceSocketOptions } from './domains/voice';
export { voiceSocketUrl } from './domains/voice';
export { createFlowsApi, type FlowsApi } from './domains/flows';
export { createFoldersApi, type FoldersApi } from './domains/folders';
export { createComponentsApi, type ComponentsApi } from './domains/components';
export { createFilesApi, type FilesApi, type UploadOptions } from './domains/files';
export { createMonitorApi, type MonitorApi } from './domains/monitor';
export { createBuildsApi, type BuildsApi, type VertexBuildRecord } from './domains/builds';
export { createStoreApi, type StoreApi, type StoreUploadOptions } from './domains/store';
export { createConversationsApi, type ConversationsApi } from './domains/conversations';
export {
  CONVERSATION_PAGE_SIZE,
  DEFAULT_CONVERSATION_TITLE,
  RELEASE_HISTORY_PAGE_SIZE,
  RELEASE_NOTE_MAX_LENGTH,
  ReleaseAction,
  STORE_ALL_TAG,
  STORE_CATEGORIES,
  STORE_PAGE_SIZE,
  storeBuildPath,
} from './storeTypes';
export type {
  BindPolicyRequest,
  ChatSuggestion,
  CollectState,
  ConversationRead,
  ConversationsQuery,
  FlowStore,
  HistoryQuery,
  LikeState,
  ReleaseActionValue,
  ReleaseHistoryItem,
  ReleaseRequest,
  ReleaseResult,
  StoreApp,
  StoreBuildBody,
  StoreBuildQuery,
  StoreCategory,
  StoreCollectInfo,
  StoreListQuery,
  StoreNode,
  StoreNodeQuery,
  StorePageQuery,
  StoreStatusType,
  StoreTagCount,
  StoreTags,
} from './storeTypes';
export {
  DEFAULT_MAX_FILE_SIZE_MB,
  FILE_TYPE_NOT_ALLOWED,
  fileExtension,
  fileTooLargeDetail,
  fileTypeNotAllowedDetail,
  FLOW_LOGO_EXTENSIONS,
  FLOW_LOGO_MAX_MB,
  isUploadedLogo,
  isUploadExtension,
  UPLOAD_EXTENSIONS,
} from './fileTypes';
export type { FlowFileList, FlowFileUpload, FlowLogo, UploadExtension, UserFile } from './fileTypes';
export type { MessageOrderColumn, MessagesQuery, MessageUpdate, TransactionRecord, TransactionsQuery } from './monitorTypes';
export { MESSAGE_ORDER_COLUMNS } from './monitorTypes';
export type {
  BasicExample,
  BasicExampleFields,
  FlowCreate,
  FlowDeleted,
  FlowFilterQuery,
  FlowHeader,
  FlowPageQuery,
  FlowsDeleted,
  FlowUpdate,
} from './flowTypes';
export type { FolderCreate, FolderFlowSortColumn, FolderFlowsQuery, FolderRead, FolderUpdate, FolderWithFlows } from './folderTypes';
export { FOLDER_FLOW_SORT_COLUMNS } from './folderTypes';
export type {
  CodeValidation,
  ComponentCatalogue,
  CustomComponentRequest,
  CustomComponentResponse,
  PromptValidation,
  PromptValidationRequest,
  TemplateUpdateRequest,
} from './componentTypes';
export {
  VARIABLE_FIELD_FALLBACK,
  VARIABLE_NAME_REQUIRED,
  VARIABLE_VALUE_REQUIRED,
  VariableType,
  variableFieldOptions,
  variablesByField,
} from './variableTypes';
export type { KnowledgeBaseInfo, KnowledgeBulkDelete, KnowledgeBulkDeleteResult } from './knowledgeTypes';
export type { VariableCreate, VariableRead, VariableTypeValue, VariableUpdate } from './variableTypes';
export {
  AVATAR_EXTENSIONS,
  AVATAR_MAX_BYTES,
  UploadKind,
  UserKeyType,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_RESEND_SECONDS,
  VerifyPurpose,
} from './accountTypes';
export type {
  ExistsCheck,
  GenerateLogoForm,
  RegisterForm,
  ResetPasswordForm,
  StoredImage,
  UpdatePasswordForm,
  UploadKindValue,
  UserKeyTypeValue,
  VerifyCodeCheck,
  VerifyCodeSent,
  VerifyPurposeValue,
  VerifyTarget,
} from './accountTypes';
export {
  emailProblem,
  isEmail,
  isPhone,
  loginNameProblem,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  newPasswordProblem,
  newUsernameProblem,
  nicknameProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  phoneProblem,
  satisfiesPasswordRule,
  verifyCodeProblem,
} from './accountRules';
export type { AccountFieldProblem } from './accountRules';
export { ADMIN_PAGE_SIZE, DESCRIPTION_MAX_LENGTH } from './adminTypes';
export type {
  BindUserGroupsForm,
  FailedJobRead,
  FailedJobsQuery,
  ListQuery,
  PolicyEntry,
  PolicyGroupRead,
  PolicyGroupWrite,
  PolicyStoreRef,
  UserCreate,
  UserGroupRead,
  UserGroupWrite,
  UserUpdate,
} from './adminTypes';
export { createSystemApi, type SystemApi } from './domains/system';
export { isHealthy } from './domains/system';
export { isAdmin, isDeveloper, roleName } from './roles';
export type { RoleName } from './roles';
export type {
  ConfigResponse,
  DetailError,
  ErrorParams,
  Envelope,
  HealthResponse,
  LoginForm,
  Paged,
  TokenPair,
  UserGroupRef,
  UserRead,
  VersionResponse,
} from './types';
export { EMPTY_UUID, ROLE_ADMIN, ROLE_DEV, ROLE_USER } from './types';
export { OPENAI_VOICES, VOICE_DEFAULTS, VOICE_KEY_VARIABLES } from './voiceTypes';
export type {
  ElevenLabsVoice,
  OpenAiVoice,
  SpeechRequest,
  VoiceClientMessage,
  VoiceErrorCode,
  VoiceProvider,
  VoiceServerMessage,
} from './voiceTypes';
