import { ErrorCode, type Envelope, type TokenPair } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createUser, login, postJson, setCookies, USER_PASSWORD } from './helpers';

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
    expect(cookies.get('refresh_token_lf')!.value).toBe(rotated.body.data.refresh_token);
    expect(cookies.get('access_token_lf')!.value).toBe(rotated.body.data.access_token);

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

  it('answers 401 {code:10099} for a missing, unknown or expired refresh token', async () => {
    const missing = await fetch(`${server.url}/api/v1/refresh`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual(loginRequired);
    expect((await refreshWithBody(server, 'not-a-token')).response.status).toBe(401);

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

  it('logout revokes the presented token and clears both cookies, with an expired access token too', async () => {
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

    expect((await refreshWithBody(server, refresh_token)).response.status).toBe(401);
  });

  it('logout takes the token from a JSON body and answers 0 without one', async () => {
    const { refresh_token } = await signIn();
    expect(((await (await postJson(`${server.url}/api/v1/logout`, { refresh_token })).json()) as Envelope<null>).code).toBe(0);
    expect((await refreshWithBody(server, refresh_token)).response.status).toBe(401);
    const bare = await fetch(`${server.url}/api/v1/logout`, { method: 'POST' });
    expect(((await bare.json()) as Envelope<null>).code).toBe(0);
  });
});
