import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTO_LOGIN_COOKIE,
  createApiClient,
  createBrowserTokenStore,
  createMemoryTokenStore,
  ErrorCode,
  SIGNED_IN_COOKIE,
  type CookieJar,
  type LogoutReason,
} from '../src/index';
import { REFRESH_LOCK } from '../src/domains/auth';
import { envelope, startServer, user, type TestServer } from './httpServer';

/** Mimics `document.cookie`: reading lists name=value pairs, writing sets or (max-age=0) deletes one. */
class FakeCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: string[] = [];
  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    this.writes.push(line);
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    if (attributes.includes('max-age=0')) this.values.delete(name);
    else this.values.set(name, value);
  }
}

/** A browser tab after a reload: the server's signed-in marker is there, no token in memory. */
function reloadedTab(jar = new FakeCookieJar()) {
  jar.values.set(SIGNED_IN_COOKIE, '1');
  return { jar, store: createBrowserTokenStore({ jar }) };
}

describe('memory token store', () => {
  it('keeps both tokens, keeps the refresh token when none is rotated in, and clears', () => {
    const store = createMemoryTokenStore();
    expect(store.getAccess()).toBeUndefined();
    expect(store.hasSession()).toBe(false);
    store.setTokens({ access_token: 'A1', refresh_token: 'R1' });
    store.setTokens({ access_token: 'A2' });
    expect([store.getAccess(), store.getRefresh(), store.hasSession()]).toEqual(['A2', 'R1', true]);
    store.clear();
    expect([store.getAccess(), store.getRefresh(), store.hasSession()]).toEqual([undefined, undefined, false]);
  });
});

describe('browser token store', () => {
  it('keeps the access token in memory only and never exposes the (httpOnly) refresh token', () => {
    const { jar, store } = reloadedTab();
    expect(store.hasSession()).toBe(true);
    expect(store.getAccess()).toBeUndefined();
    store.setTokens({ access_token: 'A1', refresh_token: 'R1' });
    expect(store.getAccess()).toBe('A1');
    expect(store.getRefresh()).toBeUndefined();
    expect(jar.writes).toEqual([]);
    expect(jar.cookie).not.toContain('A1');
  });

  it('drops the token once the marker is gone (signed out in another tab)', () => {
    const { jar, store } = reloadedTab();
    store.setTokens({ access_token: 'A1' });
    jar.values.delete(SIGNED_IN_COOKIE);
    expect(store.getAccess()).toBeUndefined();
    expect(store.hasSession()).toBe(false);
  });

  it('writes the marker only when the server has not set it (a cross-origin API)', () => {
    const jar = new FakeCookieJar();
    const store = createBrowserTokenStore({ jar, secure: true });
    expect(store.hasSession()).toBe(false);
    store.setTokens({ access_token: 'A1', refresh_token: 'R1' });
    expect(jar.writes).toEqual([`${SIGNED_IN_COOKIE}=1; path=/; SameSite=Lax; Secure`]);
    store.setTokens({ access_token: 'A2' });
    expect(jar.writes).toHaveLength(1);
    expect([store.getAccess(), store.hasSession()]).toEqual(['A2', true]);
  });

  it('keeps the auto-login flag and clears it with the token and the marker', () => {
    const { jar, store } = reloadedTab();
    expect(store.isAutoLogin()).toBe(false);
    store.setAutoLogin(true);
    store.setTokens({ access_token: 'A1' });
    expect(jar.values.get(AUTO_LOGIN_COOKIE)).toBe('true');
    expect(store.isAutoLogin()).toBe(true);
    store.clear();
    expect(jar.values.size).toBe(0);
    expect([store.getAccess(), store.hasSession()]).toEqual([undefined, false]);
  });

  it('keeps the token in memory without a document (Node)', () => {
    const store = createBrowserTokenStore();
    expect(store.hasSession()).toBe(false);
    store.setTokens({ access_token: 'A1' });
    expect([store.getAccess(), store.hasSession(), store.isAutoLogin()]).toEqual(['A1', true, false]);
    store.clear();
    expect(store.hasSession()).toBe(false);
  });
});

describe('client with the browser store', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    await server.close();
  });

  const tokens = (generation: number) => envelope({ access_token: `A${generation}`, refresh_token: `R${generation}`, token_type: 'bearer' });
  const whoamiWith = (token: string) => server.on('GET', '/api/v1/users/whoami', (request) => (request.headers.authorization === `Bearer ${token}` ? envelope(user()) : { status: 401, json: { detail: 'expired' } }));

  it('after a reload, the first calls wait for one shared refresh (no body: the cookie carries it) and go with its token', async () => {
    const { store } = reloadedTab();
    server.on('POST', '/api/v1/refresh', () => tokens(2));
    server.on('GET', '/api/v1/flows/', (request) => (request.headers.authorization === 'Bearer A2' ? { json: [] } : { status: 401, json: { detail: 'no token' } }));
    whoamiWith('A2');
    const api = createApiClient({ baseUrl: server.url, tokenStore: store });
    expect(api.auth.isAuthenticated()).toBe(true);

    await Promise.all([api.users.whoami(), api.flows.list(), api.auth.accessToken()]);

    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(1);
    expect(server.hits('POST', '/api/v1/refresh')[0]?.body).toBe('');
    expect(server.requests.filter((request) => request.method === 'GET').map((request) => request.headers.authorization)).toEqual(['Bearer A2', 'Bearer A2']);
    expect(await api.auth.accessToken()).toBe('A2');
  });

  it('after a reload with an expired refresh cookie, ends the session and signs out', async () => {
    const { jar, store } = reloadedTab();
    server.on('POST', '/api/v1/refresh', () => ({ status: 401, ...envelope(null, ErrorCode.LOGIN_REQUIRED, 'invalid refresh token') }));
    whoamiWith('A2');
    const logouts: LogoutReason[] = [];
    const api = createApiClient({ baseUrl: server.url, tokenStore: store, onLogout: (reason) => logouts.push(reason) });

    await expect(api.users.whoami()).rejects.toMatchObject({ status: 401 });
    expect(logouts).toEqual(['refresh-failed']);
    expect(server.hits('GET', '/api/v1/users/whoami')).toHaveLength(0);
    expect(jar.values.has(SIGNED_IN_COOKIE)).toBe(false);
    expect(api.auth.isAuthenticated()).toBe(false);
  });

  it('refreshes an expired token and replays the call with the new one', async () => {
    const { store } = reloadedTab();
    store.setTokens({ access_token: 'A1' });
    server.on('POST', '/api/v1/refresh', () => tokens(2));
    whoamiWith('A2');
    const api = createApiClient({ baseUrl: server.url, tokenStore: store });
    await api.users.whoami();
    expect(server.hits('GET', '/api/v1/users/whoami').map((request) => request.headers.authorization)).toEqual(['Bearer A1', 'Bearer A2']);
    expect(store.getAccess()).toBe('A2');
  });

  it('logs out by calling the server without a body, then forgets the token and the marker', async () => {
    const { jar, store } = reloadedTab();
    store.setTokens({ access_token: 'A1' });
    server.on('POST', '/api/v1/logout', () => envelope(null));
    const api = createApiClient({ baseUrl: server.url, tokenStore: store });
    await api.auth.logout();
    expect(server.hits('POST', '/api/v1/logout')[0]?.body).toBe('');
    expect(server.hits('POST', '/api/v1/logout')[0]?.headers.authorization).toBe('Bearer A1');
    expect(api.auth.isAuthenticated()).toBe(false);
    expect(store.getAccess()).toBeUndefined();
    expect(jar.values.size).toBe(0);
  });

  it('lets the tabs of one browser refresh one after another (a rotated refresh cookie must not be sent twice)', async () => {
    const jar = new FakeCookieJar();
    let answerFirst: () => void = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    server.on('POST', '/api/v1/refresh', async (_request, attempt) => {
      if (attempt === 1) await firstAnswered;
      return tokens(attempt + 1);
    });
    const first = createApiClient({ baseUrl: server.url, tokenStore: reloadedTab(jar).store });
    const second = createApiClient({ baseUrl: server.url, tokenStore: reloadedTab(jar).store });

    const firstToken = first.auth.accessToken();
    await expect.poll(() => server.hits('POST', '/api/v1/refresh').length).toBe(1);
    const secondToken = second.auth.accessToken();
    // The second tab waits for the lock the first one holds, and has sent nothing.
    await expect.poll(async () => (await navigator.locks.query()).pending?.filter((lock) => lock.name === REFRESH_LOCK).length).toBe(1);
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(1);

    answerFirst();
    expect(await Promise.all([firstToken, secondToken])).toEqual(['A2', 'A3']);
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(2);
  });
});
