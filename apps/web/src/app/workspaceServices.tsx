// The services of the screens that build flows (editor, playground, app chat), loaded by the routes
// that show them: the sign-in page's first load stays without the build runner.
import type { BuildClient } from '@app/build-runner';
import type { AppChatApi } from '@app/chat-ui';
import type { FlowEditorApi } from '@app/flow-editor';
import type { FlowRecord } from '@app/flow-graph';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from './FullPageLoader';
import { useServices } from './services';

export interface PublicPlaygroundApi {
  flow(flowId: string): Promise<FlowRecord>;
  build: BuildClient;
}

export interface WorkspaceServices {
  /** The calls of the flow editor's screens (/flow, /variable, /files, the flow lists). */
  flowEditor: FlowEditorApi;
  /** The public playground: a public flow without sign-in, built through the public build route. */
  publicPlayground: PublicPlaygroundApi;
  /** The chat with an app (/chat/bot/{id}); `preview` builds the working copy (paths with /apps/dev). */
  appChat(preview: boolean): AppChatApi;
  /** Asks for the flow and the catalogue in `language` ahead of the editor, whose first load takes them (workspace/editorPreload.ts). */
  preloadEditor(flowId: string, language: string): void;
}

const WorkspaceServicesContext = createContext<WorkspaceServices | null>(null);

type Loading = { status: 'loading' } | { status: 'ready'; services: WorkspaceServices } | { status: 'failed'; error: unknown };

/** Parent route (or wrapper of `children`) of the screens that use the workspace services: a loader until they are made. */
export function WorkspaceServicesGate({ children }: { children?: ReactNode }) {
  const services = useServices();
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    services.workspace().then(
      (made) => current && setLoading({ status: 'ready', services: made }),
      (error: unknown) => current && setLoading({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [services]);
  // A chunk that cannot be fetched ends on the route's crash screen, like a lazy route's.
  if (loading.status === 'failed') throw loading.error;
  if (loading.status === 'loading') return <FullPageLoader />;
  return (
    <WorkspaceServicesContext.Provider value={loading.services}>
      {children ?? <Outlet />}
    </WorkspaceServicesContext.Provider>
  );
}

export function useWorkspaceServices(): WorkspaceServices {
  const services = useContext(WorkspaceServicesContext);
  if (!services) throw new Error('useWorkspaceServices must be used under <WorkspaceServicesGate>');
  return services;
}
