// What the flow editor's screens need from the app: the API calls, a way to show toasts, and the
// field names of the component catalogue (the applies-to-fields choices of a global variable).
import type { BuildsApi, ComponentsApi, FilesApi, FlowsApi, FoldersApi, MonitorApi, VariablesApi } from '@app/api-client';
import type { BuildClient } from '@app/build-runner';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface FlowEditorApi {
  variables: VariablesApi;
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
}

export interface FlowEditorNotification {
  kind: 'error' | 'notice' | 'success';
  title: string;
  list?: string[];
}

export interface FlowEditorContextValue {
  api: FlowEditorApi;
  notify(input: FlowEditorNotification): void;
  /** Field display names of the component catalogue; empty until the catalogue is known. */
  componentFields: readonly string[];
}

const FlowEditorContext = createContext<FlowEditorContextValue | null>(null);

export interface FlowEditorProviderProps {
  api: FlowEditorApi;
  notify(input: FlowEditorNotification): void;
  componentFields?: readonly string[];
  children: ReactNode;
}

const NO_FIELDS: readonly string[] = [];

export function FlowEditorProvider({ api, notify, componentFields = NO_FIELDS, children }: FlowEditorProviderProps) {
  const value = useMemo(() => ({ api, notify, componentFields }), [api, notify, componentFields]);
  return <FlowEditorContext.Provider value={value}>{children}</FlowEditorContext.Provider>;
}

export function useFlowEditor(): FlowEditorContextValue {
  const value = useContext(FlowEditorContext);
  if (!value) throw new Error('useFlowEditor must be used inside <FlowEditorProvider>');
  return value;
}
