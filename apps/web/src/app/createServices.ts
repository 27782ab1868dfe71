import {
  createApiCore,
  createAuthApi,
  createBrowserTokenStore,
  createFailedJobsApi,
  createPoliciesApi,
  createStoreApi,
  createSystemApi,
  createUserGroupsApi,
  createUsersApi,
} from '@app/api-client';
import { notificationStore } from '../notifications/notificationStore';
import { createSessionStore } from '../session/sessionStore';
import { startTokenRefresh } from '../session/tokenRefresh';
import { createServerInfoStore, loadedConfig } from './serverInfoStore';
import type { AppServices } from './services';
import type { WorkspaceServices } from './workspaceServices';

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
  const { context } = createApiCore({
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
  // Only the domains the shell calls are made here: the editor's come with the workspace services.
  const auth = createAuthApi(context);
  const users = createUsersApi(context);
  startTokenRefresh({ auth });
  const probe = createApiCore({ baseUrl, retry: { queries: 0, mutations: 0 }, timeoutMs: PROBE_TIMEOUT_MS });
  const api = { auth, users, system: createSystemApi(probe.context) };
  const hasSession = () => auth.isAuthenticated();
  const serverInfo = createServerInfoStore(api);
  const session = createSessionStore({
    api,
    hasSession,
    clearTokens: () => tokenStore.clear(),
    // A config that could not be read says nothing: the call itself then decides, as it always did.
    autoLoginOn: async () => (await loadedConfig(serverInfo))?.auto_login ?? true,
  });
  const admin = { users, userGroups: createUserGroupsApi(context), policies: createPoliciesApi(context), failedJobs: createFailedJobsApi(context) };
  // Made once, on the first screen that needs them; a failed chunk fetch is tried again next time.
  let workspace: Promise<WorkspaceServices> | undefined;
  const loadWorkspace = () =>
    (workspace ??= import('./createWorkspaceServices').then(
      (module) => module.createWorkspaceServices(context, auth),
      (error: unknown) => {
        workspace = undefined;
        throw error;
      },
    ));
  return { api, admin, marketplace: createStoreApi(context), workspace: loadWorkspace, session, hasSession, serverInfo, notifications: notificationStore, autoLogin: () => tokenStore.isAutoLogin() };
}
