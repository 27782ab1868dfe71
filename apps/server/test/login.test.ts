import { ErrorCode, type Envelope, type UserRead } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { bearer, createUser, login, postForm, postJson, setCookies, USER_PASSWORD } from './helpers';

describe.each(await databasesUnderTest())('POST /api/v1/login on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ database });
    await createUser(server, { username: 'alice', email: 'Alice@Example.com', telephone: '13812345678' });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['username', 'alice'],
    ['email, any case', 'alice@example.COM'],
    ['phone', '13812345678'],
    ['username with spaces around', '  alice  '],
  ])('signs in by %s', async (_label, loginName) => {
    const { response, body } = await login(server, loginName, ` ${USER_PASSWORD} `);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: 'success', data: { token_type: 'bearer' } });
    expect(body.data.access_token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const whoami = await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(body.data.access_token) });
    expect(((await whoami.json()) as Envelope<UserRead>).data.username).toBe('alice');
  });

  it('accepts JSON as well as a form', async () => {
    const response = await postJson(`${server.url}/api/v1/login`, { username: 'alice', password: USER_PASSWORD, remember_me: true });
    expect(((await response.json()) as Envelope<unknown>).code).toBe(0);
  });

  it('sets session cookies, the tokens out of reach of scripts, persistent only with remember_me', async () => {
    const session = setCookies((await login(server, 'alice', USER_PASSWORD)).response);
    const access = session.get('access_token_lf')!;
    const refresh = session.get('refresh_token_lf')!;
    const marker = session.get('signed_in_lf')!;
    expect(access.attributes).toMatchObject({ path: '/', samesite: 'Lax', httponly: true });
    expect(refresh.attributes).toMatchObject({ path: '/api/v1', samesite: 'Strict', httponly: true });
    // The marker only says a session exists: readable by the console, holding no secret.
    expect(marker).toMatchObject({ value: '1', attributes: { path: '/', samesite: 'Lax' } });
    expect(marker.attributes.httponly).toBeUndefined();
    for (const cookie of [access, refresh, marker]) expect(cookie.attributes['max-age'], cookie.name).toBeUndefined();

    const remembered = setCookies((await login(server, 'alice', USER_PASSWORD, { remember_me: 'true' })).response);
    for (const name of ['access_token_lf', 'refresh_token_lf', 'signed_in_lf']) expect(remembered.get(name)!.attributes['max-age'], name).toBe(String(30 * 24 * 3600));
  });

  it('gives the refresh token 30 days with remember_me and 1 day without', async () => {
    const db = server.app.database.db;
    const expiryOf = async (rememberMe: string) => {
      const before = Date.now();
      await login(server, 'alice', USER_PASSWORD, { remember_me: rememberMe });
      const row = await db.selectFrom('refresh_tokens').select('expires_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      return (new Date(row.expires_at).getTime() - before) / 3_600_000;
    };
    expect(await expiryOf('false')).toBeCloseTo(24, 1);
    expect(await expiryOf('true')).toBeCloseTo(720, 1);
  });

  it('records the login time', async () => {
    const before = Date.now();
    const { body } = await login(server, 'alice', USER_PASSWORD);
    const whoami = (await (await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(body.data.access_token) })).json()) as Envelope<UserRead>;
    expect(whoami.data.last_login_at).toMatch(/Z$/);
    expect(new Date(whoami.data.last_login_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 10001 alike for a wrong password and an unknown user, without cookies', async () => {
    const wrongPassword = await login(server, 'alice', 'Wrong#Pass1');
    const unknownUser = await login(server, 'nobody', USER_PASSWORD);
    for (const attempt of [wrongPassword, unknownUser]) {
      expect(attempt.response.status).toBe(200);
      expect(attempt.body).toEqual({ code: ErrorCode.WRONG_CREDENTIALS, msg: '用户名或密码错误', data: null });
      expect(attempt.response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers 10104 for a disabled and for a deleted account, 10098 while waiting for approval', async () => {
    await createUser(server, { username: 'disabled_user' });
    await createUser(server, { username: 'deleted_user' });
    await createUser(server, { username: 'pending_user', approvalPending: true });
    const db = server.app.database.db;
    await db.updateTable('users').set({ is_active: false }).where('username', '=', 'disabled_user').execute();
    await db.updateTable('users').set({ is_deleted: true }).where('username', '=', 'deleted_user').execute();

    expect((await login(server, 'disabled_user', USER_PASSWORD)).body.code).toBe(ErrorCode.USER_DELETED);
    expect((await login(server, 'deleted_user', USER_PASSWORD)).body.code).toBe(ErrorCode.USER_DELETED);
    const pending = await login(server, 'pending_user', USER_PASSWORD);
    expect(pending.response.status).toBe(200);
    expect(pending.body).toEqual({ code: ErrorCode.WAITING_APPROVAL, msg: '账号等待审核', data: null });
    // The account state is only told to someone who knows the password.
    expect((await login(server, 'pending_user', 'Wrong#Pass1')).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
  });

  it.each([
    ['no password', { username: 'alice' }],
    ['a blank username', { username: '   ', password: USER_PASSWORD }],
    ['a bad remember_me', { username: 'alice', password: USER_PASSWORD, remember_me: 'perhaps' }],
  ])('answers HTTP 400 code 10003 for %s', async (_label, fields) => {
    const response = await postForm(`${server.url}/api/v1/login`, fields as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: ErrorCode.PARAMETER_ERROR, data: null });
  });

  it('answers 400 code 10003 for malformed JSON and for no body', async () => {
    const malformed = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Envelope<null>).code).toBe(ErrorCode.PARAMETER_ERROR);
    const empty = await fetch(`${server.url}/api/v1/login`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Envelope<null>).code).toBe(ErrorCode.PARAMETER_ERROR);
  });
});

describe('session calls posted from another site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite' });
    await createUser(server, { username: 'carol' });
  });
  afterAll(async () => {
    await server.close();
  });

  const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' };
  const forbidden = { code: ErrorCode.FORBIDDEN, msg: '权限不足', data: null };

  it('refuses a login form of another site (login CSRF) and sets no cookie', async () => {
    const { response, body } = await login(server, 'carol', USER_PASSWORD, {}, crossSite);
    expect(response.status).toBe(403);
    expect(body).toEqual(forbidden);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses refresh and logout from another site, and the session goes on', async () => {
    const { data: tokens } = (await login(server, 'carol', USER_PASSWORD, {}, { 'sec-fetch-site': 'same-origin' })).body;
    const cookie = `refresh_token_lf=${tokens.refresh_token}; access_token_lf=${tokens.access_token}`;
    for (const path of ['refresh', 'logout']) {
      const response = await fetch(`${server.url}/api/v1/${path}`, { method: 'POST', headers: { ...crossSite, cookie } });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(tokens.access_token) })).status).toBe(200);
    const refreshed = await postJson(`${server.url}/api/v1/refresh`, { refresh_token: tokens.refresh_token }, { 'sec-fetch-site': 'same-origin' });
    expect(((await refreshed.json()) as Envelope<unknown>).code).toBe(0);
  });

  it('lets pages of the same site and clients that send no Sec-Fetch-Site sign in', async () => {
    expect((await login(server, 'carol', USER_PASSWORD, {}, { 'sec-fetch-site': 'same-site' })).body.code).toBe(0);
    expect((await login(server, 'carol', USER_PASSWORD)).body.code).toBe(0);
  });
});
