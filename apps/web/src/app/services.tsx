import type { AdminApi } from '@app/admin-ui';
import type { MarketplaceApi } from '@app/marketplace-ui';
import type { HealthResponse, UsersApi } from '@app/api-client';
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { NotificationStore } from '../notifications/notificationStore';
import type { SessionApi, SessionState, SessionStore } from '../session/sessionStore';
import type { ServerInfoApi, ServerInfoState, ServerInfoStore } from './serverInfoStore';
import type { WorkspaceServices } from './workspaceServices';

/** Self-service account calls: registration, verification codes, passwords, avatar and nickname. */
export type AccountApi = Pick<
  UsersApi,
  'register' | 'sendRegisterVerifyCode' | 'sendVerifyCode' | 'verifyCode' | 'exists' | 'resetPassword' | 'updatePassword' | 'uploadAvatar' | 'generateLogo' | 'update'
>;

/** The calls the shell makes; the real API client satisfies it, stories and tests pass fakes. */
export interface ShellApi extends SessionApi, ServerInfoApi {
  users: SessionApi['users'] & AccountApi;
  system: ServerInfoApi['system'] & { healthCheck(): Promise<HealthResponse> };
}

export interface AppServices {
  api: ShellApi;
  /** The calls of the administration pages (/user, /policy, /failed-jobs). */
  admin: AdminApi;
  /** The marketplace and favourites screens (/explore, /collect). */
  marketplace: MarketplaceApi;
  /**
   * The editor's, the playground's and the app chat's services, made on the first call: they carry
   * the build runner, which the sign-in page does not load (see WorkspaceServicesGate).
   */
  workspace(): Promise<WorkspaceServices>;
  session: SessionStore;
  /** This browser holds a session (not yet checked): calls can go out beside the check, sharing its token refresh. */
  hasSession(): boolean;
  serverInfo: ServerInfoStore;
  notifications: NotificationStore;
  /** The server's AUTO_LOGIN mode is on (set by the auto-login call): API samples carry no key. */
  autoLogin(): boolean;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useServices().session, selector);
}

export function useServerInfo<T>(selector: (state: ServerInfoState) => T): T {
  return useStore(useServices().serverInfo, selector);
}

export function useNotify() {
  return useServices().notifications.getState().notify;
}
