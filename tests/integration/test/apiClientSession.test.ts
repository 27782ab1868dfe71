// @app/api-client against the real server (SQLite, and PostgreSQL when reachable): the session
// rules of spec/1 sections 4 and 7 end to end, over real HTTP.
import {
  ApiError,
  createApiClient,
  createMemoryTokenStore,
  ErrorCode,
  isAdmin,
  isHealthy,
  type ApiClientOptions,
  type LogoutReason,
} from '@app/api-client';
import { createTestServer, databasesUnderTest, type TestServer } from '@app/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const databases = await databasesUnderTest();

describe.each(databases)('api-client session against the server on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
  });

  /** A client that records its logouts and every URL it fetches. */
  function client(options: ApiClientOptions = {}) {
    const logouts: LogoutReason[] = [];
    const fetched: string[] = [];
    const tokenStore = options.tokenStore ?? createMemoryTokenStore();
    const api = createApiClient({
      baseUrl: server.url,
      tokenStore,
      onLogout: (reason) => logouts.push(reason),
      fetch: (input, init) => {
        fetched.push(new URL(input.url).pathname);
        return fetch(input, init);
      },
      retry: { baseDelayMs: 10, maxDelayMs: 20 },
      ...options,
    });
    return { api, tokenStore, logouts, fetched };
  }

  async function signedIn() {
    const session = client();
    await session.api.auth.login({ username: server.admin.username, password: server.admin.password });
    return session;
  }

  it('logs in with the memory store and reads the current user', async () => {
    const { api, tokenStore } = client();
    const tokens = await api.auth.login({ username: server.admin.username, password: server.admin.password, remember_me: true });
    expect(tokens.token_type).toBe('bearer');
    expect(tokenStore.getAccess()).toBe(tokens.access_token);
    expect(tokenStore.getRefresh()).toBe(tokens.refresh_token);
    const me = await api.users.whoami();
    expect(me.username).toBe(server.admin.username);
    expect(isAdmin(me)).toBe(true);
  });

  it('refreshes an invalid access token transparently and replays the call', async () => {
    const { api, tokenStore, logouts, fetched } = await signedIn();
    const refreshBefore = tokenStore.getRefresh();
    tokenStore.setTokens({ access_token: 'not-a-valid-jwt' });

    expect((await api.users.whoami()).username).toBe(server.admin.username);
    expect(fetched.filter((path) => path === '/api/v1/refresh')).toHaveLength(1);
    expect(tokenStore.getAccess()).not.toBe('not-a-valid-jwt');
    // The server rotates the refresh token on every refresh.
    expect(tokenStore.getRefresh()).not.toBe(refreshBefore);
    expect(logouts).toEqual([]);
  });

  it('shares one refresh among concurrent calls that all meet a 401', async () => {
    const { api, tokenStore, logouts, fetched } = await signedIn();
    tokenStore.setTokens({ access_token: 'expired-or-forged' });
    const users = await Promise.all([1, 2, 3, 4, 5].map((n) => api.request({ path: '/api/v1/users/whoami', searchParams: { n }, envelope: true })));
    expect(users).toHaveLength(5);
    expect(fetched.filter((path) => path === '/api/v1/refresh')).toHaveLength(1);
    expect(logouts).toEqual([]);
  });

  it('ends the session when the refresh token was revoked', async () => {
    const first = await signedIn();
    // A second client holding the same tokens signs out, which revokes the refresh token.
    const second = client({ tokenStore: createMemoryTokenStore({ access_token: first.tokenStore.getAccess() ?? '', refresh_token: first.tokenStore.getRefresh() }) });
    await second.api.auth.logout();
    expect(second.logouts).toEqual(['user']);

    first.tokenStore.setTokens({ access_token: 'stale' });
    const error = await first.api.users.whoami().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, path: '/api/v1/users/whoami' });
    expect(first.logouts).toEqual(['refresh-failed']);
    expect(first.api.auth.isAuthenticated()).toBe(false);
  });

  it('logs out on the server: the old refresh token no longer works', async () => {
    const { api, tokenStore, logouts } = await signedIn();
    const refreshToken = tokenStore.getRefresh();
    await api.auth.logout();
    expect(logouts).toEqual(['user']);
    expect(tokenStore.getAccess()).toBeUndefined();

    const replay = client({ tokenStore: createMemoryTokenStore({ access_token: 'x', refresh_token: refreshToken }) });
    await expect(replay.api.auth.refresh()).rejects.toMatchObject({ status: 401, code: ErrorCode.LOGIN_REQUIRED });
    expect(replay.logouts).toEqual(['refresh-failed']);
  });

  it('reads config, version and health', async () => {
    const { api } = client();
    const config = await api.system.config();
    expect(config.frontend_timeout).toEqual(expect.any(Number));
    expect(['open', 'approval', 'closed']).toContain(config.registration_mode);
    expect(['streaming', 'polling', 'direct']).toContain(config.event_delivery);
    const version = await api.system.version();
    expect(version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(isHealthy(await api.system.health())).toBe(true);
  });

  it('reports a wrong password as ApiError 10001 without touching the session', async () => {
    const { api, logouts, fetched } = client();
    const error = await api.auth.login({ username: server.admin.username, password: 'wrong-password' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.WRONG_CREDENTIALS, path: '/api/v1/login' });
    expect(api.auth.isAuthenticated()).toBe(false);
    expect(fetched).toEqual(['/api/v1/login']);
    expect(logouts).toEqual([]);
  });

  it('answers 10105 once logins for an account are throttled, without retrying', async () => {
    const { api, fetched } = client();
    const codes: Array<number | undefined> = [];
    // An account of its own, so the administrator stays able to sign in.
    for (let attempt = 0; attempt < 10 && codes.at(-1) !== ErrorCode.TOO_MANY_ATTEMPTS; attempt++) {
      const error = (await api.auth.login({ username: 'throttled-user', password: 'wrong' }).catch((e: unknown) => e)) as ApiError;
      codes.push(error.code);
    }
    expect(codes.at(-1)).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    expect(codes.slice(0, -1).every((code) => code === ErrorCode.WRONG_CREDENTIALS)).toBe(true);
    // One request per attempt: the throttled answer (429 with a code) is not retried.
    expect(fetched).toHaveLength(codes.length);
  });
});
