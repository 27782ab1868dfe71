import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, createMemoryTokenStore, ErrorCode, type ApiClientOptions, type LogoutReason } from '../src/index';
import { envelope, startServer, user, type TestServer } from './httpServer';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

/** A server that accepts exactly one access token at a time and rotates both tokens on refresh. */
function serveSession(initialAccess = 'A1') {
  let access = initialAccess;
  let generation = 1;
  let refresh = 'R1';
  server.on('POST', '/api/v1/refresh', (request) => {
    if ((JSON.parse(request.body || '{}') as { refresh_token?: string }).refresh_token !== refresh) {
      return { status: 401, ...envelope(null, ErrorCode.LOGIN_REQUIRED, 'invalid refresh token') };
    }
    generation += 1;
    access = `A${generation}`;
    refresh = `R${generation}`;
    return envelope({ access_token: access, refresh_token: refresh, token_type: 'bearer' });
  });
  server.on('GET', '/api/v1/users/whoami', (request) =>
    request.headers.authorization === `Bearer ${access}` ? envelope(user()) : { status: 401, json: { detail: 'Not authenticated' } },
  );
  return {
    revoke: () => (refresh = 'revoked'),
    /** The current access token stops working; the next refresh issues a fresh one. */
    expire: () => (access = 'expired'),
  };
}

function client(overrides: ApiClientOptions = {}) {
  const logouts: LogoutReason[] = [];
  const tokenStore = createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' });
  const api = createApiClient({
    baseUrl: server.url,
    tokenStore,
    onLogout: (reason) => logouts.push(reason),
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
    ...overrides,
  });
  return { api, tokenStore, logouts };
}

describe('login and bearer token', () => {
  it('posts the form url-encoded, stores the tokens and sends them as a bearer header', async () => {
    server.on('POST', '/api/v1/login', () => envelope({ access_token: 'A1', refresh_token: 'R1', token_type: 'bearer' }));
    serveSession();
    const { api, tokenStore } = client({ tokenStore: createMemoryTokenStore() });

    const tokens = await api.auth.login({ username: 'alice', password: 'p@ss word', remember_me: true });

    const [login] = server.hits('POST', '/api/v1/login');
    expect(login?.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({ username: 'alice', password: 'p@ss word', remember_me: 'true' });
    expect(tokens.access_token).toBe('A1');
    expect(tokenStore.getRefresh()).toBe('R1');
    expect(api.auth.isAuthenticated()).toBe(true);
    expect(await api.users.whoami()).toMatchObject({ username: 'alice' });
    expect(server.hits('GET', '/api/v1/users/whoami')[0]?.headers.authorization).toBe('Bearer A1');
  });

  it('sends no bearer header on auto-login calls', async () => {
    server.on('GET', '/api/v1/auto_login', () => envelope({ access_token: 'A9', refresh_token: 'R9', token_type: 'bearer' }));
    const { api } = client();
    await api.request({ path: '/api/v1/auto_login', envelope: true });
    expect(server.hits('GET', '/api/v1/auto_login')[0]?.headers.authorization).toBeUndefined();
  });

  it('turns a refused login into an ApiError with the code, without refresh or logout', async () => {
    server.on('POST', '/api/v1/login', () => ({ status: 401, ...envelope(null, ErrorCode.WRONG_CREDENTIALS, 'wrong username or password') }));
    const { api, logouts } = client();
    const error = await api.auth.login({ username: 'alice', password: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: ErrorCode.WRONG_CREDENTIALS, path: '/api/v1/login', message: 'wrong username or password' });
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(0);
    expect(logouts).toEqual([]);
  });
});

describe('refresh and replay on 401/403', () => {
  it('refreshes with the refresh token in the body and replays with the new access token', async () => {
    serveSession('A2');
    const { api, tokenStore, logouts } = client();
    // The server only accepts A2: the first try with A1 fails, the refresh issues A2.
    expect(await api.users.whoami()).toMatchObject({ username: 'alice' });
    const whoami = server.hits('GET', '/api/v1/users/whoami').map((r) => r.headers.authorization);
    expect(whoami).toEqual(['Bearer A1', 'Bearer A2']);
    expect(JSON.parse(server.hits('POST', '/api/v1/refresh')[0]?.body ?? '')).toEqual({ refresh_token: 'R1' });
    expect(tokenStore.getAccess()).toBe('A2');
    expect(tokenStore.getRefresh()).toBe('R2');
    expect(logouts).toEqual([]);
  });

  it('treats 403 like 401', async () => {
    let calls = 0;
    server.on('POST', '/api/v1/refresh', () => envelope({ access_token: 'A2', refresh_token: 'R2', token_type: 'bearer' }));
    server.on('GET', '/api/v1/users/whoami', () => (++calls === 1 ? { status: 403, json: { detail: 'Forbidden' } } : envelope(user())));
    const { api } = client();
    await api.users.whoami();
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s and counts them as one error', async () => {
    serveSession('A2');
    server.on('POST', '/api/v1/refresh', () => ({ ...envelope({ access_token: 'A2', refresh_token: 'R2', token_type: 'bearer' }), delayMs: 50 }));
    const { api, logouts } = client();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.request({ path: '/api/v1/users/whoami', searchParams: { n: i }, envelope: true })),
    );
    expect(results).toHaveLength(6);
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(1);
    expect(logouts).toEqual([]);
  });

  it('replays without refreshing when another request already refreshed the token', async () => {
    serveSession('A2');
    // Sent with A1, answered 401 only after the whoami below has refreshed to A2.
    let slowCalls = 0;
    server.on('GET', '/api/v1/slow', (request) =>
      ++slowCalls === 1 ? { status: 401, delayMs: 150, json: { detail: 'expired' } } : { json: { token: request.headers.authorization } },
    );
    const { api } = client();
    const slow = api.request<{ token: string }>({ path: '/api/v1/slow' });
    await api.users.whoami();
    expect(await slow).toEqual({ token: 'Bearer A2' });
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(1);
  });

  it('logs out when the refresh is refused and rethrows the original error', async () => {
    serveSession('A2').revoke();
    const { api, tokenStore, logouts } = client();
    await expect(api.users.whoami()).rejects.toMatchObject({ status: 401, path: '/api/v1/users/whoami', detail: 'Not authenticated' });
    expect(logouts).toEqual(['refresh-failed']);
    expect(tokenStore.getAccess()).toBeUndefined();
    expect(api.auth.isAuthenticated()).toBe(false);
  });

  it('does not refresh on the exempt paths', async () => {
    for (const path of ['/health', '/api/v1/flows/', '/api/v2/flows', '/api/v1/logout', '/api/v1/login', '/api/v1/auto_login']) {
      server.on('GET', path, () => ({ status: 401, json: { detail: 'no' } }));
    }
    const { api, logouts } = client();
    for (const path of ['/health', '/api/v1/flows/', '/api/v2/flows', '/api/v1/logout', '/api/v1/login', '/api/v1/auto_login']) {
      await expect(api.request({ path })).rejects.toMatchObject({ status: 401 });
    }
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(0);
    expect(logouts).toEqual([]);
  });

  it('logs out after more than three authentication errors in a row', async () => {
    server.on('POST', '/api/v1/refresh', (_request, attempt) =>
      envelope({ access_token: `A${attempt + 1}`, refresh_token: `R${attempt + 1}`, token_type: 'bearer' }),
    );
    server.on('GET', '/api/v1/users/whoami', () => ({ status: 401, json: { detail: 'never' } }));
    const { api, logouts } = client();
    // Each call: the first 401 (one error), a refresh, and a refused replay (another error).
    await expect(api.users.whoami()).rejects.toBeInstanceOf(ApiError);
    expect(logouts).toEqual([]);
    await expect(api.users.whoami()).rejects.toBeInstanceOf(ApiError);
    expect(logouts).toEqual(['auth-errors']);
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(2);
  });

  it('resets the error count after a success, so separate expiries never log out', async () => {
    const session = serveSession();
    const { api, logouts } = client();
    for (let i = 0; i < 6; i++) {
      session.expire();
      await api.request({ path: '/api/v1/users/whoami', searchParams: { i }, envelope: true });
    }
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(6);
    expect(logouts).toEqual([]);
  });
});

describe('logout', () => {
  it('calls the server with the refresh token, then clears the store and reports it', async () => {
    server.on('POST', '/api/v1/logout', () => envelope(null));
    const { api, tokenStore, logouts } = client();
    await api.auth.logout();
    const [call] = server.hits('POST', '/api/v1/logout');
    expect(call?.headers.authorization).toBe('Bearer A1');
    expect(JSON.parse(call?.body ?? '')).toEqual({ refresh_token: 'R1' });
    expect(tokenStore.getAccess()).toBeUndefined();
    expect(tokenStore.getRefresh()).toBeUndefined();
    expect(logouts).toEqual(['user']);
  });

  it('skips the server call in auto-login mode', async () => {
    const autoLogin = vi.fn(() => true);
    const { api, tokenStore, logouts } = client({ autoLogin });
    await api.auth.logout();
    expect(autoLogin).toHaveBeenCalled();
    expect(server.hits('POST', '/api/v1/logout')).toHaveLength(0);
    expect(tokenStore.getAccess()).toBeUndefined();
    expect(logouts).toEqual(['user']);
  });

  it('ends the local session even when the server call fails', async () => {
    server.on('POST', '/api/v1/logout', () => ({ status: 500, json: { detail: 'down' } }));
    const { api, tokenStore, logouts } = client();
    await expect(api.auth.logout()).rejects.toMatchObject({ status: 500 });
    expect(tokenStore.getAccess()).toBeUndefined();
    expect(logouts).toEqual(['user']);
  });
});
