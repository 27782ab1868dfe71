import { CONVERSATION_PAGE_SIZE, createApiClient, createBrowserTokenStore, storeBuildPath } from '@app/api-client';
import type { AppChatApi } from '@app/chat-ui';
import { BuildClient, createHttpTransport } from '@app/build-runner';
import { notificationStore } from '../notifications/notificationStore';
import { createSessionStore } from '../session/sessionStore';
import { startTokenRefresh } from '../session/tokenRefresh';
import { createServerInfoStore } from './serverInfoStore';
import type { AppServices } from './services';

/**
 * Config, version and health are asked without the client's own retries and with a short timeout:
 * the health monitor does its own back-off, and a down server must surface in seconds, not after
 * the ten-minute timeout and five retries meant for ordinary queries.
 */
const PROBE_TIMEOUT_MS = 30_000;

/** The console's current language, as the i18n set-up writes it on the document (zh-CN, en). */
const documentLanguage = () => document.documentElement.lang || undefined;

/** The real services of the browser console: API clients on the page's origin, the access token in memory. */
export function createServices(): AppServices {
  const baseUrl = window.location.origin;
  const tokenStore = createBrowserTokenStore();
  const client = createApiClient({
    baseUrl,
    tokenStore,
    // Server texts kept in several languages (component catalogue, templates) come in the user's.
    language: documentLanguage,
    // AUTO_LOGIN mode (the flag is set by the auto-login call): logout does not call the server.
    autoLogin: () => tokenStore.isAutoLogin(),
    // The client gave up on the tokens (refused refresh, repeated auth errors): end the session
    // here too. A logout the user asked for is already handled by the session store.
    onLogout: (reason) => {
      if (reason !== 'user') session.getState().expire();
    },
  });
  startTokenRefresh(client);
  const probe = createApiClient({ baseUrl, retry: { queries: 0, mutations: 0 }, timeoutMs: PROBE_TIMEOUT_MS });
  const api = { auth: client.auth, users: client.users, system: probe.system };
  const session = createSessionStore({
    api,
    hasSession: () => client.auth.isAuthenticated(),
    clearTokens: () => tokenStore.clear(),
  });
  const admin = { users: client.users, userGroups: client.userGroups, policies: client.policies };
  // One build client for the app: the editor's canvas and its playground follow the same runs.
  // After a reload the token comes from the client's shared refresh, like its own calls'.
  const bearer = async (): Promise<Record<string, string>> => {
    const access = await client.auth.accessToken();
    return access ? { Authorization: `Bearer ${access}` } : {};
  };
  // An expired access token is refreshed once, like the API client's own calls, and the call replayed.
  const refreshingFetch = async (url: string, init: RequestInit) => {
    const response = await fetch(url, init);
    if (response.status !== 401) return response;
    await client.auth.refresh();
    return fetch(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), ...(await bearer()) } });
  };
  const build = new BuildClient({ transport: createHttpTransport({ baseUrl: `${baseUrl}/api/v1`, headers: bearer, fetch: refreshingFetch }) });
  const flowEditor = {
    variables: client.variables,
    flows: client.flows,
    folders: client.folders,
    components: client.components,
    files: client.files,
    monitor: client.monitor,
    builds: client.builds,
    build,
    store: client.store,
    policies: client.policies,
    apiKeys: client.apiKeys,
    voice: client.voice,
  };
  const publicPlayground = {
    flow: (flowId: string) => client.flows.getPublic(flowId),
    build: new BuildClient({ transport: createHttpTransport({ baseUrl: `${baseUrl}/api/v1`, startPath: (flowId) => `build_public_tmp/${encodeURIComponent(flowId)}/flow` }) }),
  };
  // Chats with apps start through the app's own build route; one build client per mode, made on first use.
  const appChats = new Map<boolean, AppChatApi>();
  const appChat = (preview: boolean): AppChatApi => {
    const made = appChats.get(preview) ?? {
      info: (storeId) => client.store.get(storeId),
      like: (storeId) => client.store.like(storeId),
      uiNode: (storeId) => client.store.storeNode(storeId, { preview }),
      conversations: async (storeId) => (await client.conversations.list({ store_id: storeId, size: CONVERSATION_PAGE_SIZE })).items,
      messages: (sessionId) => client.conversations.messages(sessionId),
      removeConversation: async (sessionId) => {
        await client.conversations.remove(sessionId);
      },
      upload: async (storeId, file) => ({ path: (await client.store.uploadFile(storeId, file, { preview })).file_path }),
      build: new BuildClient({
        transport: createHttpTransport({ baseUrl: `${baseUrl}/api/v1`, headers: bearer, fetch: refreshingFetch, startPath: storeBuildPath, query: preview ? { preview: 'true' } : {} }),
      }),
      // The socket signs in with the console's auth cookie; the keys are the signed-in user's variables.
      voice: {
        speech: (request, signal) => client.voice.speech(request, { signal }),
        socketUrl: (flowId, sessionId, storeId) => client.voice.socketUrl(flowId, sessionId, { storeId }),
        keys: { list: client.variables.list, create: client.variables.create, update: client.variables.update, elevenLabsVoices: client.voice.elevenLabsVoices },
      },
    };
    appChats.set(preview, made);
    return made;
  };
  return { api, admin, flowEditor, publicPlayground, marketplace: client.store, appChat, session, serverInfo: createServerInfoStore(api), notifications: notificationStore, autoLogin: () => tokenStore.isAutoLogin() };
}
