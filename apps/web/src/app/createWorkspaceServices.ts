// Loaded with the first screen that builds flows (see WorkspaceServicesGate), never by the sign-in page.
import {
  CONVERSATION_PAGE_SIZE,
  createApiKeysApi,
  createBuildsApi,
  createComponentsApi,
  createConversationsApi,
  createFilesApi,
  createFlowsApi,
  createFoldersApi,
  createKnowledgeBasesApi,
  createMonitorApi,
  createPoliciesApi,
  createStoreApi,
  createVariablesApi,
  createVoiceApi,
  storeBuildPath,
  type AuthApi,
  type DomainContext,
} from '@app/api-client';
import { BuildClient, createHttpTransport } from '@app/build-runner';
import type { AppChatApi } from '@app/chat-ui';
import { createEditorPreload } from '../workspace/editorPreload';
import { createPublicBuildTransport } from './publicBuildTransport';
import type { WorkspaceServices } from './workspaceServices';

/** The real workspace services over the console's API pipeline (`context`) and its signed-in `auth`. */
export function createWorkspaceServices(context: DomainContext, auth: AuthApi): WorkspaceServices {
  const { baseUrl } = context;
  const client = {
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
    policies: createPoliciesApi(context),
    apiKeys: createApiKeysApi(context),
    voice: createVoiceApi(context),
  };
  // One build client for the app: the editor's canvas and its playground follow the same runs.
  // After a reload the token comes from the client's shared refresh, like its own calls'.
  const bearer = async (): Promise<Record<string, string>> => {
    const access = await auth.accessToken();
    return access ? { Authorization: `Bearer ${access}` } : {};
  };
  // An expired access token is refreshed once, like the API client's own calls, and the call replayed.
  const refreshingFetch = async (url: string, init: RequestInit) => {
    const response = await fetch(url, init);
    if (response.status !== 401) return response;
    await auth.refresh();
    return fetch(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), ...(await bearer()) } });
  };
  const build = new BuildClient({ transport: createHttpTransport({ baseUrl: `${baseUrl}/api/v1`, headers: bearer, fetch: refreshingFetch }) });
  const { conversations, ...editorCalls } = client;
  const editorPreload = createEditorPreload({ ...editorCalls, build });
  const flowEditor = editorPreload.calls;
  const publicPlayground = {
    flow: (flowId: string) => client.flows.getPublic(flowId),
    build: new BuildClient({ transport: createPublicBuildTransport(baseUrl) }),
  };
  // Chats with apps start through the app's own build route; one build client per mode, made on first use.
  const appChats = new Map<boolean, AppChatApi>();
  const appChat = (preview: boolean): AppChatApi => {
    const made = appChats.get(preview) ?? {
      info: (storeId) => client.store.get(storeId),
      like: (storeId) => client.store.like(storeId),
      uiNode: (storeId) => client.store.storeNode(storeId, { preview }),
      conversations: async (storeId) => (await conversations.list({ store_id: storeId, size: CONVERSATION_PAGE_SIZE })).items,
      messages: (sessionId) => conversations.messages(sessionId),
      removeConversation: async (sessionId) => {
        await conversations.remove(sessionId);
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
  return { flowEditor, publicPlayground, appChat, preloadEditor: editorPreload.preload };
}
