import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  AUTO_LOGIN_COOKIE,
  createApiClient,
  createCookieTokenStore,
  createMemoryTokenStore,
  type CookieJar,
  type LogoutReason,
} from '../src/index';
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

describe('memory token store', () => {
  it('keeps both tokens, keeps the refresh token when none is rotated in, and clears', () => {
    const store = createMemoryTokenStore();
    expect(store.getAccess()).toBeUndefined();
    store.setTokens({ access_token: 'A1', refresh_token: 'R1' });
    store.setTokens({ access_token: 'A2' });
    expect([store.getAccess(), store.getRefresh()]).toEqual(['A2', 'R1']);
    store.clear();
    expect([store.getAccess(), store.getRefresh()]).toEqual([undefined, undefined]);
  });
});

describe('cookie token store', () => {
  it('reads the access token cookie and never exposes the (httpOnly) refresh token', () => {
    const jar = new FakeCookieJar();
    jar.values.set('other', 'x');
    jar.values.set(ACCESS_TOKEN_COOKIE, 'A%201');
    const store = createCookieTokenStore({ jar });
    expect(store.getAccess()).toBe('A 1');
    expect(store.getRefresh()).toBeUndefined();
  });

  it('writes the access cookie only when the server has not set that value already', () => {
    const jar = new FakeCookieJar();
    const store = createCookieTokenStore({ jar, secure: true });
    store.setTokens({ access_token: 'A1', refresh_token: 'R1' });
    expect(jar.writes).toEqual([`${ACCESS_TOKEN_COOKIE}=A1; path=/; SameSite=Lax; Secure`]);
    store.setTokens({ access_token: 'A1' });
    expect(jar.writes).toHaveLength(1);
    expect(jar.values.has('refresh_token_lf')).toBe(false);
  });

  it('keeps the auto-login flag and clears it with the access token', () => {
    const jar = new FakeCookieJar();
    const store = createCookieTokenStore({ jar });
    expect(store.isAutoLogin()).toBe(false);
    store.setAutoLogin(true);
    store.setTokens({ access_token: 'A1' });
    expect(jar.values.get(AUTO_LOGIN_COOKIE)).toBe('true');
    expect(store.isAutoLogin()).toBe(true);
    store.clear();
    expect(jar.values.size).toBe(0);
    expect(store.getAccess()).toBeUndefined();
  });

  it('is empty without a document (Node)', () => {
    const store = createCookieTokenStore();
    store.setTokens({ access_token: 'A1' });
    expect(store.getAccess()).toBeUndefined();
    expect(store.isAutoLogin()).toBe(false);
  });
});

describe('client with the cookie store', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('refreshes without a body (the cookie carries the refresh token) and replays with the new cookie value', async () => {
    const jar = new FakeCookieJar();
    jar.values.set(ACCESS_TOKEN_COOKIE, 'A1');
    server.on('POST', '/api/v1/refresh', () => envelope({ access_token: 'A2', refresh_token: 'R2', token_type: 'bearer' }));
    server.on('GET', '/api/v1/users/whoami', (request) =>
      request.headers.authorization === 'Bearer A2' ? envelope(user()) : { status: 401, json: { detail: 'expired' } },
    );
    const logouts: LogoutReason[] = [];
    const api = createApiClient({ baseUrl: server.url, tokenStore: createCookieTokenStore({ jar }), onLogout: (r) => logouts.push(r) });
    await api.users.whoami();
    const [refresh] = server.hits('POST', '/api/v1/refresh');
    expect(refresh?.body).toBe('');
    expect(jar.values.get(ACCESS_TOKEN_COOKIE)).toBe('A2');
    expect(logouts).toEqual([]);
  });

  it('logs out by calling the server without a body and deleting the cookies', async () => {
    const jar = new FakeCookieJar();
    jar.values.set(ACCESS_TOKEN_COOKIE, 'A1');
    server.on('POST', '/api/v1/logout', () => envelope(null));
    const api = createApiClient({ baseUrl: server.url, tokenStore: createCookieTokenStore({ jar }) });
    await api.auth.logout();
    expect(server.hits('POST', '/api/v1/logout')[0]?.body).toBe('');
    expect(api.auth.isAuthenticated()).toBe(false);
  });
});
