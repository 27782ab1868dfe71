// createApiClient: one object per server, holding the session and grouping the calls by domain
// (like TanStack's QueryClient, framework-agnostic; React bindings live in the apps).
import { createAuthSession, type LogoutReason } from './authSession';
import { createDeduper } from './dedupe';
import { createAuthApi, refreshTokens, type AuthApi } from './domains/auth';
import { createComponentsApi, type ComponentsApi } from './domains/components';
import { createConversationsApi, type ConversationsApi } from './domains/conversations';
import type { DomainContext } from './domains/context';
import { createApiKeysApi, type ApiKeysApi } from './domains/apiKeys';
import { createBuildsApi, type BuildsApi } from './domains/builds';
import { createFilesApi, type FilesApi } from './domains/files';
import { createFlowsApi, type FlowsApi } from './domains/flows';
import { createFoldersApi, type FoldersApi } from './domains/folders';
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
import { createKeyRequester, createRequester } from './requester';
import { DEFAULT_RETRY, type RetryOptions } from './retryPolicy';
import { createMemoryTokenStore, type TokenStore } from './tokenStore';
import { createTransport, type ApiRequest, type FetchFunction } from './transport';

/** spec/1 section 9: ten minutes. */
export const DEFAULT_TIMEOUT_MS = 600_000;
/** The largest delay timers accept (2^31 - 1 ms); ky rejects anything above. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface ApiClientOptions {
  /** Server root, e.g. `http://localhost:7860`. Default '' (same origin, browsers only). */
  baseUrl?: string;
  /** Default: a memory store (Node, scripts). Browsers pass `createBrowserTokenStore()`. */
  tokenStore?: TokenStore;
  /** Called after the tokens were cleared: on logout, refused refresh, or too many auth errors. */
  onLogout?: (reason: LogoutReason) => void;
  /** Per-attempt timeout. Default 600000 ms. */
  timeoutMs?: number;
  /** Replaces the global fetch (tests, proxies, instrumentation). */
  fetch?: FetchFunction;
  /** Auto-login mode: logout does not call the server. A function is read at each logout. */
  autoLogin?: boolean | (() => boolean);
  /**
   * An API key or channel code (third parties, scripts, other sites): every call carries it as
   * `x-api-key` instead of a bearer token, without cookies and without the session's refresh and
   * logout handling. A key opens the run API, webhooks, uploads for published apps and the rest/*
   * calls of the embedded chat page, nothing of the console.
   */
  apiKey?: string;
  retry?: RetryOptions;
  /**
   * The user's language (`zh`, `en`), read at each call and sent as Accept-Language: the server
   * answers texts it keeps in several languages (component catalogue, starter templates) in it.
   */
  language?: () => string | undefined;
}

export interface ApiClient {
  readonly auth: AuthApi;
  readonly users: UsersApi;
  readonly userGroups: UserGroupsApi;
  readonly policies: PoliciesApi;
  readonly variables: VariablesApi;
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
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  let timeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const send = createTransport({
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    timeoutMs: () => timeoutMs,
    apiKey: options.apiKey,
    language: options.language,
  });
  const session = createAuthSession({ tokenStore, onLogout: options.onLogout, refreshTokens: () => refreshTokens(request, tokenStore) });
  const deduper = createDeduper();
  const request = options.apiKey === undefined ? createRequester({ send, session, tokenStore, deduper }) : createKeyRequester(send, deduper);
  const { autoLogin } = options;
  const context: DomainContext = {
    request,
    baseUrl: options.baseUrl ?? '',
    session,
    tokenStore,
    isAutoLogin: () => (typeof autoLogin === 'function' ? autoLogin() : autoLogin === true),
  };

  return {
    auth: createAuthApi(context),
    users: createUsersApi(context),
    userGroups: createUserGroupsApi(context),
    policies: createPoliciesApi(context),
    variables: createVariablesApi(context),
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
    tokenStore,
    request,
    setTimeout(ms) {
      timeoutMs = checkTimeout(ms);
    },
  };
}

function checkTimeout(ms: number): number {
  if (!(ms > 0)) throw new RangeError(`timeout must be a positive number of milliseconds, got ${ms}`);
  return Math.min(ms, MAX_TIMEOUT_MS);
}
