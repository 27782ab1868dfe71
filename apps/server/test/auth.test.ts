import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_UUID, ErrorCode, ROLE_ADMIN, ROLE_DEV, type Envelope, type UserRead } from '@app/api-client';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalOf } from '../src/auth/authHook';
import { SECRET_KEY_FILE } from '../src/config/secrets';
import { success } from '../src/errors/envelope';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { bearer, createUser, login, loginAsAdmin, setCookies, USER_PASSWORD } from './helpers';
import { adminApi } from './support/api';

const loginRequired = { code: ErrorCode.LOGIN_REQUIRED, msg: '请先登录', data: null };

describe.each(await databasesUnderTest())('authentication and roles on %s', (database) => {
  let server: TestServer;
  let userToken: string;
  let userId: string;

  beforeAll(async () => {
    server = await createTestServer({
      database,
      configure(app) {
        app.get('/api/v1/test/developer', { config: { auth: ROLE_DEV, errorFormat: 'envelope' } }, async (request) => success(principalOf(request)));
        app.get('/api/v1/test/admin', { config: { auth: ROLE_ADMIN } }, async (request) => ({ method: principalOf(request).method }));
        app.post('/api/v1/test/write', { config: { errorFormat: 'envelope' } }, async (request) => success(principalOf(request).method));
        app.get('/api/v1/test/undeclared', async () => ({ ok: true }));
      },
    });
    userId = await createUser(server, { username: 'frank', email: 'frank@example.com' });
    userToken = (await login(server, 'frank', USER_PASSWORD)).body.data.access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  it('whoami answers the signed-in user with group names', async () => {
    const response = await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(userToken) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Envelope<UserRead>;
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    expect(body.data).toEqual({
      id: userId,
      username: 'frank',
      name: 'frank',
      email: 'frank@example.com',
      telephone: null,
      profile_image: null,
      role: 8,
      is_active: true,
      user_groups: [{ id: EMPTY_UUID, name: '所有用户' }],
      user_group_ids: [EMPTY_UUID],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      last_login_at: expect.stringMatching(/Z$/),
    });
    expect(body.data).not.toHaveProperty('password_hash');
  });

  it('whoami without a token, or with a bad one, answers 401 {code:10099}', async () => {
    for (const headers of [{}, bearer('not.a.jwt'), { authorization: 'Basic Zm9vOmJhcg==' }]) {
      const response = await fetch(`${server.url}/api/v1/users/whoami`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(loginRequired);
    }
  });

  it('rejects expired tokens, tokens signed with another key and tokens without a session', async () => {
    const secret = new TextEncoder().encode(readFileSync(join(server.config.dataDir, SECRET_KEY_FILE), 'utf8').trim());
    const expired = await new SignJWT({ role: 8, type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const forged = await new SignJWT({ role: 32, type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(43)));
    // Signed with the right key but naming no session: issued before sessions existed.
    const sessionless = await new SignJWT({ role: 8, type: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('1h').sign(secret);
    for (const token of [expired, forged, sessionless]) {
      expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(token) })).status).toBe(401);
    }
  });

  it('accepts the access-token cookie for GET but not for state-changing calls', async () => {
    const cookie = { cookie: `access_token_lf=${userToken}` };
    expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: cookie })).status).toBe(200);

    const viaCookie = await fetch(`${server.url}/api/v1/test/write`, { method: 'POST', headers: cookie });
    expect(viaCookie.status).toBe(401);
    expect(await viaCookie.json()).toEqual(loginRequired);

    const viaBearer = await fetch(`${server.url}/api/v1/test/write`, { method: 'POST', headers: bearer(userToken) });
    expect(await viaBearer.json()).toEqual({ code: 0, msg: 'success', data: 'bearer' });
  });

  it('takes the httpOnly cookie the login sets as a credential, and never the signed-in marker', async () => {
    const signedIn = setCookies((await login(server, 'frank', USER_PASSWORD)).response);
    const access = signedIn.get('access_token_lf')!;
    expect(access.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: { cookie: `access_token_lf=${access.value}` } })).status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: { cookie: 'signed_in_lf=1' } })).status).toBe(401);
  });

  it('lets the bearer header win over the cookie', async () => {
    const response = await fetch(`${server.url}/api/v1/users/whoami`, { headers: { ...bearer('bad.token.here'), cookie: `access_token_lf=${userToken}` } });
    expect(response.status).toBe(401);
  });

  it('answers 403 when the role is too low, in the route’s error format', async () => {
    const envelopeRoute = await fetch(`${server.url}/api/v1/test/developer`, { headers: bearer(userToken) });
    expect(envelopeRoute.status).toBe(403);
    expect(await envelopeRoute.json()).toEqual({ code: ErrorCode.FORBIDDEN, msg: '权限不足', data: null });

    const detailRoute = await fetch(`${server.url}/api/v1/test/admin`, { headers: bearer(userToken) });
    expect(detailRoute.status).toBe(403);
    expect(await detailRoute.json()).toEqual({ detail: 'Not enough permissions' });
  });

  it('answers 401 {detail} on Langflow-style routes and protects routes that declare nothing', async () => {
    const detailRoute = await fetch(`${server.url}/api/v1/test/admin`);
    expect(detailRoute.status).toBe(401);
    expect(detailRoute.headers.get('www-authenticate')).toBe('Bearer');
    expect(await detailRoute.json()).toEqual({ detail: 'Not authenticated' });
    expect((await fetch(`${server.url}/api/v1/test/undeclared`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/test/undeclared`, { headers: bearer(userToken) })).status).toBe(200);
  });

  it('lets the administrator through every role check', async () => {
    const { access_token } = await loginAsAdmin(server);
    expect(await (await fetch(`${server.url}/api/v1/test/admin`, { headers: bearer(access_token) })).json()).toEqual({ method: 'bearer' });
    const developer = (await (await fetch(`${server.url}/api/v1/test/developer`, { headers: bearer(access_token) })).json()) as Envelope<{ role: number }>;
    expect(developer.data.role).toBe(ROLE_ADMIN);
  });

  it('shuts out a disabled or deleted user at once, even with a valid token', async () => {
    const admin = await adminApi(server);
    const whoamiStatus = async (token: string) => (await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(token) })).status;
    const graceId = await createUser(server, { username: 'grace' });
    const heidiId = await createUser(server, { username: 'heidi' });
    const graceToken = (await login(server, 'grace', USER_PASSWORD)).body.data.access_token;
    const heidiToken = (await login(server, 'heidi', USER_PASSWORD)).body.data.access_token;
    expect([await whoamiStatus(graceToken), await whoamiStatus(heidiToken)]).toEqual([200, 200]);

    expect((await admin.patch(`/api/v1/users/${graceId}`, { is_active: false })).status).toBe(200);
    expect(await whoamiStatus(graceToken)).toBe(401);
    expect((await admin.delete(`/api/v1/users/${heidiId}`)).status).toBe(200);
    expect(await whoamiStatus(heidiToken)).toBe(401);
  });
});
