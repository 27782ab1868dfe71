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
  const bearer = (): Record<string, string> => {
    const access = tokenStore.getAccess();
    return access ? { Authorization: `Bearer ${access}` } : {};
  };
  const build = new BuildClient({
    transport: createHttpTransport({
      baseUrl: `${baseUrl}/api/v1`,
      headers: bearer,
      // An expired access token is refreshed once, like the API client's own calls, and the call replayed.
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        if (response.status !== 401) return response;
        await client.auth.refresh();
        return fetch(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), ...bearer() } });
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
  const publicPlayground = {
    flow: (flowId: string) => client.flows.getPublic(flowId),
    build: new BuildClient({ transport: createHttpTransport({ baseUrl: `${baseUrl}/api/v1`, startPath: (flowId) => `build_public_tmp/${encodeURIComponent(flowId)}/flow` }) }),
  };
  return { api, admin, flowEditor, publicPlayground, session, serverInfo: createServerInfoStore(api), notifications: notificationStore };
}
