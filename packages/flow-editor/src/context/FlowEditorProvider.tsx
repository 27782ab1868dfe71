// What the flow editor's screens need from the app: the API calls, a way to show toasts, and the
// field names of the component catalogue (the applies-to-fields choices of a global variable); and
// the texts of its canvas components (see EditorTexts).
import type { ApiKeysApi, BuildsApi, ComponentsApi, FilesApi, FlowsApi, FoldersApi, KnowledgeBasesApi, MonitorApi, PoliciesApi, StoreApi, VariablesApi, VoiceApi } from '@app/api-client';
import type { BuildClient } from '@app/build-runner';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { EditorTextsProvider } from './EditorTexts';

export interface FlowEditorApi {
  variables: VariablesApi;
  /** The developer's knowledge bases (知识库). */
  knowledgeBases: KnowledgeBasesApi;
  flows: FlowsApi;
  folders: FoldersApi;
  components: ComponentsApi;
  /** The execution log of the editor's 日志 dialog. */
  monitor: MonitorApi;
  /** The user's files (我的文件) of the file picker. */
  files: FilesApi;
  /** Starts builds and holds their state (one client per app, so the playground and the canvas see the same runs). */
  build: BuildClient;
  /** Freezing a path and the flow pool. */
  builds: BuildsApi;
  /** Publishing: the flow's store, releases, the publish history, unpublishing and the access policy. */
  store: PublishApi;
  /** The policy groups the 设置 tab offers (GET policy/all). */
  policies: Pick<PoliciesApi, 'all'>;
  /** The API keys and channel codes of the 集成 tab. */
  apiKeys: ApiKeysApi;
  /** The playground's voice: speaking answers and the voice assistant; without it there is none. */
  voice?: VoiceApi;
}

/** The publishing calls of @app/api-client's store domain. */
export type PublishApi = Pick<StoreApi, 'ofFlow' | 'releaseHistory' | 'release' | 'decommission' | 'bindPolicy'>;

export interface FlowEditorNotification {
  kind: 'error' | 'notice' | 'success';
  title: string;
  list?: string[];
  /** Notifications of one process: a new one replaces the shown one of its group (a build's result its 组件正在运行). */
  group?: string;
}

export interface FlowEditorContextValue {
  api: FlowEditorApi;
  notify(input: FlowEditorNotification): void;
  /** Field display names of the component catalogue; empty until the catalogue is known. */
  componentFields: readonly string[];
  /** The server's address as integrators reach it (the 集成 tab's snippets, links and samples). */
  publicOrigin: string;
  /** The server runs in AUTO_LOGIN mode: API samples carry no x-api-key (spec/3 section 6). */
  autoLogin(): boolean;
}

const FlowEditorContext = createContext<FlowEditorContextValue | null>(null);

export interface FlowEditorProviderProps {
  api: FlowEditorApi;
  notify(input: FlowEditorNotification): void;
  componentFields?: readonly string[];
  /** Default: the page's origin. */
  publicOrigin?: string;
  /** Default: never. */
  autoLogin?: () => boolean;
  children: ReactNode;
}

const NO_FIELDS: readonly string[] = [];
const NEVER = () => false;

export function FlowEditorProvider({ api, notify, componentFields = NO_FIELDS, publicOrigin = window.location.origin, autoLogin = NEVER, children }: FlowEditorProviderProps) {
  const value = useMemo(() => ({ api, notify, componentFields, publicOrigin, autoLogin }), [api, notify, componentFields, publicOrigin, autoLogin]);
  return (
    <FlowEditorContext.Provider value={value}>
      <EditorTextsProvider>{children}</EditorTextsProvider>
    </FlowEditorContext.Provider>
  );
}

export function useFlowEditor(): FlowEditorContextValue {
  const value = useContext(FlowEditorContext);
  if (!value) throw new Error('useFlowEditor must be used inside <FlowEditorProvider>');
  return value;
}
