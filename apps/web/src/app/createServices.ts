import { createApiClient, createCookieTokenStore } from '@app/api-client';
import { BuildClient, createHttpTransport } from '@app/build-runner';
import { notificationStore } from '../notifications/notificationStore';
import { createSessionStore } from '../session/sessionStore';
import { createServerInfoStore } from './serverInfoStore';
import type { AppServices } from './services';

/**
 * Config, version and health are asked without the client's own retries and with a short timeout:
 * the health monitor does its own back-off, and a down server must surface in seconds, not after
 * the ten-minute timeout and five retries meant for ordinary queries.
 */
const PROBE_TIMEOUT_MS = 30_000;

/** The real services of the browser console: API clients on the page's origin, cookie tokens. */
export function createServices(): AppServices {
  const baseUrl = window.location.origin;
  const tokenStore = createCookieTokenStore();
  const client = createApiClient({
    baseUrl,
    tokenStore,
    // The client gave up on the tokens (refused refresh, repeated auth errors): end the session
    // here too. A logout the user asked for is already handled by the session store.
    onLogout: (reason) => {
      if (reason !== 'user') session.getState().expire();
    },
  });
  const probe = createApiClient({ baseUrl, retry: { queries: 0, mutations: 0 }, timeoutMs: PROBE_TIMEOUT_MS });
  const api = { auth: client.auth, users: client.users, system: probe.system };
  const session = createSessionStore({
    api,
    hasAccessToken: () => client.auth.isAuthenticated(),
    clearTokens: () => tokenStore.clear(),
  });
  const admin = { users: client.users, userGroups: client.userGroups, policies: client.policies };
  // One build client for the app: the editor's canvas and its playground follow the same runs.
  const build = new BuildClient({
    transport: createHttpTransport({
      baseUrl: `${baseUrl}/api/v1`,
      headers: (): Record<string, string> => {
        const access = tokenStore.getAccess();
        return access ? { Authorization: `Bearer ${access}` } : {};
      },
    }),
  });
  const flowEditor = {
    variables: client.variables,
    flows: client.flows,
    folders: client.folders,
    components: client.components,
    files: client.files,
    monitor: client.monitor,
    builds: client.builds,
    build,
  };
  return { api, admin, flowEditor, session, serverInfo: createServerInfoStore(api), notifications: notificationStore };
}
