import { ErrorCode, ROLE_DEV, type Envelope, type TokenPair } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalOf } from '../src/auth/authHook';
import { SESSION_CACHE_TTL_MS } from '../src/auth/sessionCache';
import { success } from '../src/errors/envelope';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { bearer, createUser, login, postJson, setCookies, USER_PASSWORD } from './helpers';
import { adminApi, type Api } from './support/api';
import { dataOf } from './support/admin';
import { testClock, type TestClock } from './support/accounts';

const loginRequired = { code: ErrorCode.LOGIN_REQUIRED, msg: '请先登录', data: null };

async function refreshWithBody(server: TestServer, refreshToken: string): Promise<{ response: Response; body: Envelope<TokenPair> }> {
  const response = await postJson(`${server.url}/api/v1/refresh`, { refresh_token: refreshToken });
  return { response, body: (await response.json()) as Envelope<TokenPair> };
}

describe.each(await databasesUnderTest())('refresh and logout on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ database });
    await createUser(server, { username: 'dave' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signIn(): Promise<TokenPair> {
    return (await login(server, 'dave', USER_PASSWORD)).body.data;
  }

  it('rotates: the new pair works, the old refresh token does not', async () => {
    const first = await signIn();
    const rotated = await refreshWithBody(server, first.refresh_token);
    expect(rotated.response.status).toBe(200);
    expect(rotated.body).toMatchObject({ code: 0, data: { token_type: 'bearer' } });
    expect(rotated.body.data.refresh_token).not.toBe(first.refresh_token);
    const cookies = setCookies(rotated.response);
    expect(cookies.get('refresh_token_lf')).toMatchObject({ value: rotated.body.data.refresh_token, attributes: { path: '/api/v1', samesite: 'Strict', httponly: true } });
    expect(cookies.get('access_token_lf')).toMatchObject({ value: rotated.body.data.access_token, attributes: { path: '/', samesite: 'Lax', httponly: true } });
    expect(cookies.get('signed_in_lf')).toMatchObject({ value: '1', attributes: { path: '/', samesite: 'Lax' } });
    expect(cookies.get('signed_in_lf')!.attributes.httponly).toBeUndefined();

    const whoami = await fetch(`${server.url}/api/v1/users/whoami`, { headers: { authorization: `Bearer ${rotated.body.data.access_token}` } });
    expect(whoami.status).toBe(200);

    const again = await refreshWithBody(server, rotated.body.data.refresh_token);
    expect(again.body.code).toBe(0);
  });

  it('treats a reused refresh token as stolen and revokes the whole family', async () => {
    const first = await signIn();
    const otherSession = await signIn();
    const rotated = await refreshWithBody(server, first.refresh_token);
    expect(rotated.body.code).toBe(0);

    const replay = await refreshWithBody(server, first.refresh_token);
    expect(replay.response.status).toBe(401);
    expect(replay.body).toEqual(loginRequired);

    // Every refresh token of the user is gone, including the legitimate successor.
    expect((await refreshWithBody(server, rotated.body.data.refresh_token)).response.status).toBe(401);
    expect((await refreshWithBody(server, otherSession.refresh_token)).response.status).toBe(401);
  });

  it('reads the refresh token from the cookie', async () => {
    const { refresh_token } = await signIn();
    const response = await fetch(`${server.url}/api/v1/refresh`, { method: 'POST', headers: { cookie: `refresh_token_lf=${refresh_token}` } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Envelope<TokenPair>).code).toBe(0);
  });

  it('answers 401 {code:10099} for a missing, unknown or expired refresh token, and clears the session cookies', async () => {
    const missing = await fetch(`${server.url}/api/v1/refresh`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual(loginRequired);
    const unknown = await refreshWithBody(server, 'not-a-token');
    expect(unknown.response.status).toBe(401);
    const cleared = setCookies(unknown.response);
    expect([...cleared.values()].map(({ name, value, attributes }) => ({ name, value, path: attributes.path }))).toEqual([
      { name: 'access_token_lf', value: '', path: '/' },
      { name: 'refresh_token_lf', value: '', path: '/api/v1' },
      { name: 'signed_in_lf', value: '', path: '/' },
    ]);

    const { refresh_token } = await signIn();
    await server.app.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await refreshWithBody(server, refresh_token)).response.status).toBe(401);
  });

  it('refuses to refresh for a disabled user', async () => {
    const userId = await createUser(server, { username: 'erin' });
    const { body } = await login(server, 'erin', USER_PASSWORD);
    await server.app.database.db.updateTable('users').set({ is_active: false }).where('id', '=', userId).execute();
    expect((await refreshWithBody(server, body.data.refresh_token)).response.status).toBe(401);
  });

  it('logout revokes the presented token and clears the session cookies, with an expired access token too', async () => {
    const { refresh_token } = await signIn();
    const response = await fetch(`${server.url}/api/v1/logout`, {
      method: 'POST',
      headers: { cookie: `refresh_token_lf=${refresh_token}`, authorization: 'Bearer expired.or.garbage' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, msg: 'success', data: null });
    const cleared = setCookies(response);
    expect(cleared.get('access_token_lf')).toMatchObject({ value: '', attributes: { path: '/' } });
    expect(cleared.get('refresh_token_lf')).toMatchObject({ value: '', attributes: { path: '/api/v1' } });
    expect(cleared.get('signed_in_lf')).toMatchObject({ value: '', attributes: { path: '/' } });

    expect((await refreshWithBody(server, refresh_token)).response.status).toBe(401);
  });

  it('logout takes the token from a JSON body and answers 0 without one', async () => {
    const { refresh_token } = await signIn();
    expect(((await (await postJson(`${server.url}/api/v1/logout`, { refresh_token })).json()) as Envelope<null>).code).toBe(0);
    expect((await refreshWithBody(server, refresh_token)).response.status).toBe(401);
    const bare = await fetch(`${server.url}/api/v1/logout`, { method: 'POST' });
    expect(((await bare.json()) as Envelope<null>).code).toBe(0);
  });
  it('logout with the bearer token alone ends its session: the access and refresh tokens stop, other sessions go on', async () => {
    const leaving = await signIn();
    const staying = await signIn();
    const response = await fetch(`${server.url}/api/v1/logout`, { method: 'POST', headers: bearer(leaving.access_token) });
    expect(((await response.json()) as Envelope<null>).code).toBe(0);
    expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(leaving.access_token) })).status).toBe(401);
    expect((await refreshWithBody(server, leaving.refresh_token)).body).toEqual(loginRequired);
    // A plain 401, not a stolen token's: the user's other session is not ended with it.
    expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(staying.access_token) })).status).toBe(200);
    expect((await refreshWithBody(server, staying.refresh_token)).body.code).toBe(0);
  });

  it('logout with the access cookie ends its session too', async () => {
    const leaving = await signIn();
    await fetch(`${server.url}/api/v1/logout`, { method: 'POST', headers: { cookie: `access_token_lf=${leaving.access_token}` } });
    expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(leaving.access_token) })).status).toBe(401);
    expect((await refreshWithBody(server, leaving.refresh_token)).response.status).toBe(401);
  });
});

describe.each(await databasesUnderTest())('access tokens of ended sessions on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let clock: TestClock;
  const queries: string[] = [];
  beforeAll(async () => {
    clock = testClock();
    server = await createTestServer({
      database,
      clock: clock.now,
      onQuery: (sql) => void queries.push(sql),
      // A route that reads nothing itself: every query it causes is the authentication's.
      configure(app) {
        app.get('/api/v1/test/me', { config: { auth: ROLE_DEV, errorFormat: 'envelope' } }, async (request) => success(principalOf(request)));
      },
    });
    admin = await adminApi(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const statusOf = async (tokens: TokenPair) => (await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(tokens.access_token) })).status;

  async function signedInUser(username: string, role?: number): Promise<{ userId: string; tokens: TokenPair }> {
    const userId = await createUser(server, { username, ...(role ? { role } : {}) });
    const tokens = (await login(server, username, USER_PASSWORD)).body.data;
    expect(await statusOf(tokens)).toBe(200);
    return { userId, tokens };
  }

  it('end at sign-out; other sessions of the user go on', async () => {
    const { tokens } = await signedInUser('leaving');
    const other = (await login(server, 'leaving', USER_PASSWORD)).body.data;
    expect((await postJson(`${server.url}/api/v1/logout`, { refresh_token: tokens.refresh_token })).status).toBe(200);
    expect(await statusOf(tokens)).toBe(401);
    expect(await statusOf(other)).toBe(200);
  });

  it('keep working across refreshes, the session being the same', async () => {
    const { tokens } = await signedInUser('refresher');
    const rotated = (await postJson(`${server.url}/api/v1/refresh`, { refresh_token: tokens.refresh_token }).then((r) => r.json())) as Envelope<TokenPair>;
    expect(await statusOf(tokens)).toBe(200);
    expect(await statusOf(rotated.data)).toBe(200);
    // Presenting the rotated-out refresh token again counts as theft: the whole session ends.
    await postJson(`${server.url}/api/v1/refresh`, { refresh_token: tokens.refresh_token });
    expect(await statusOf(rotated.data)).toBe(401);
  });

  it('end when the owner changes the password, except the session that changed it', async () => {
    const { tokens: here } = await signedInUser('changing');
    const elsewhere = (await login(server, 'changing', USER_PASSWORD)).body.data;
    const changed = await postJson(
      `${server.url}/api/v1/users/update-password`,
      { old_password: USER_PASSWORD, new_password: 'Changed#Pass1', refresh_token: here.refresh_token },
      bearer(here.access_token),
    );
    expect(((await changed.json()) as Envelope<null>).code).toBe(0);
    expect(await statusOf(elsewhere)).toBe(401);
    expect(await statusOf(here)).toBe(200);
  });

  it.each([
    ['resets the password', { password: 'Admin#Reset1' }],
    ['disables the account', { is_active: false }],
  ])('end when an administrator %s', async (_what, change) => {
    const { userId, tokens } = await signedInUser(`changed${Object.keys(change)[0]}`);
    dataOf(await admin.patch(`/api/v1/users/${userId}`, change));
    expect(await statusOf(tokens)).toBe(401);
  });

  it('end when an administrator deletes the account', async () => {
    const { userId, tokens } = await signedInUser('deleted');
    dataOf(await admin.delete(`/api/v1/users/${userId}`));
    expect(await statusOf(tokens)).toBe(401);
  });

  it('answer with the new role at once when an administrator changes it', async () => {
    const { userId, tokens } = await signedInUser('promoted');
    const me = () => fetch(`${server.url}/api/v1/test/me`, { headers: bearer(tokens.access_token) });
    expect((await me()).status).toBe(403);
    dataOf(await admin.patch(`/api/v1/users/${userId}`, { role: ROLE_DEV }));
    expect((await me()).status).toBe(200);
  });

  it('cost no query per request: a storm of requests looks the session up once', async () => {
    const { tokens } = await signedInUser('stormy', ROLE_DEV);
    const me = async () => expect((await fetch(`${server.url}/api/v1/test/me`, { headers: bearer(tokens.access_token) })).status).toBe(200);
    // The lookup the sign-in check made is over; the storm starts from an empty cache.
    clock.advance(SESSION_CACHE_TTL_MS / 1000);
    queries.length = 0;
    await Promise.all(Array.from({ length: 20 }, me));
    for (let i = 0; i < 20; i++) await me();
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/refresh_tokens/);
  });

  it('are noticed within the cache lifetime when another instance ends the session', async () => {
    const { userId, tokens } = await signedInUser('elsewhere');
    // What another API instance does: the database changes, this process is not told.
    await server.app.database.db.updateTable('users').set({ is_active: false }).where('id', '=', userId).execute();
    expect(await statusOf(tokens)).toBe(200);
    clock.advance(SESSION_CACHE_TTL_MS / 1000);
    expect(await statusOf(tokens)).toBe(401);
  });
});
