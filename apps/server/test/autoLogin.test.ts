// AUTO_LOGIN (spec/1 auto-login call, Langflow's GET /api/v1/auto_login): off by default (400);
// on, the administrator's session without a password, cookies included; refused at start-up on an
// address other machines reach unless AUTO_LOGIN_ALLOW_REMOTE=true; run calls without any
// credential act for the administrator (programs and the server's own pages only). SQLite and PostgreSQL.
import { ErrorCode, SIGNED_IN_COOKIE, type ConfigResponse, type Envelope, type TokenPair, type UserRead } from '@app/api-client';
import type { RunResponse } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config/appConfig';
import { createTestServer, databasesUnderTest, TEST_ADMIN_USERNAME, type TestServer } from '../src/testing';
import { bearer, setCookies } from './helpers';
import { adminApi } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';

describe('AUTO_LOGIN at start-up', () => {
  it('is off by default', () => {
    expect(parseConfig({}).autoLogin).toBe(false);
  });

  it('refuses AUTO_LOGIN on an address other machines reach, unless AUTO_LOGIN_ALLOW_REMOTE=true', () => {
    expect(() => parseConfig({ AUTO_LOGIN: 'true', HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => parseConfig({ AUTO_LOGIN: 'true', HOST: '0.0.0.0' })).toThrow(/AUTO_LOGIN_ALLOW_REMOTE=true/);
    expect(() => parseConfig({ AUTO_LOGIN: 'true', HOST: '192.168.1.5' })).toThrow(ConfigError);
    expect(parseConfig({ AUTO_LOGIN: 'true', HOST: '0.0.0.0', AUTO_LOGIN_ALLOW_REMOTE: 'true' }).autoLogin).toBe(true);
    expect(parseConfig({ AUTO_LOGIN: 'true' }).autoLogin).toBe(true);
    expect(parseConfig({ AUTO_LOGIN: 'true', HOST: 'localhost' }).autoLogin).toBe(true);
    expect(parseConfig({ HOST: '0.0.0.0' }).autoLogin).toBe(false);
  });
});

describe.each(await databasesUnderTest())('the auto-login call on %s', (database) => {
  let off: TestServer;
  let on: TestServer;

  beforeAll(async () => {
    [off, on] = await Promise.all([createTestServer({ database }), createTestServer({ database, env: { AUTO_LOGIN: 'true' } })]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  });

  it('tells the console through GET /api/v1/config whether the mode is on, so that it need not try the call', async () => {
    const [offConfig, onConfig] = await Promise.all([off, on].map(async (server) => (await (await fetch(`${server.url}/api/v1/config`)).json()) as ConfigResponse));
    expect(offConfig.auto_login).toBe(false);
    expect(onConfig.auto_login).toBe(true);
  });

  it('answers 400 and signs nobody in when the mode is off', async () => {
    const response = await fetch(`${off.url}/api/v1/auto_login`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: ErrorCode.PARAMETER_ERROR, msg: '自动登录未开启', data: null });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('signs the console in as the administrator, with the session cookies, when the mode is on', async () => {
    const response = await fetch(`${on.url}/api/v1/auto_login`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Envelope<TokenPair>;
    expect(body.code).toBe(0);
    expect(setCookies(response).has(SIGNED_IN_COOKIE)).toBe(true);
    const whoami = (await (await fetch(`${on.url}/api/v1/users/whoami`, { headers: bearer(body.data.access_token) })).json()) as Envelope<UserRead>;
    expect(whoami.data).toMatchObject({ username: TEST_ADMIN_USERNAME, role: 32 });
    const refreshed = await fetch(`${on.url}/api/v1/refresh`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: body.data.refresh_token }) });
    expect(((await refreshed.json()) as Envelope<TokenPair>).code).toBe(0);
  });
});

describe.each(await databasesUnderTest())('keyless runs in AUTO_LOGIN mode on %s', (database) => {
  let off: TestServer;
  let on: TestServer;
  let onFlowId: string;
  let offFlowId: string;

  async function adminFlow(server: TestServer): Promise<string> {
    const admin = await adminApi(server);
    return (await createFlow(admin, chatPromptGraph(await fetchCatalogue(admin), 'Q: {question}'))).id;
  }
  const run = (server: TestServer, flowId: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/v1/run/${flowId}?stream=false`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ input_value: 'hi' }) });

  beforeAll(async () => {
    [off, on] = await Promise.all([createTestServer({ database }), createTestServer({ database, env: { AUTO_LOGIN: 'true' } })]);
    [onFlowId, offFlowId] = await Promise.all([adminFlow(on), adminFlow(off)]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  });

  it('runs the administrator’s flow without x-api-key, as the samples of auto-login mode send it', async () => {
    const response = await run(on, onFlowId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as RunResponse;
    expect((body.outputs[0]?.outputs[0]?.results.message as { text?: string }).text).toBe('Q: hi');
    expect((await run(on, onFlowId, { origin: on.url })).status).toBe(200);
  });

  it('refuses a page of another site, a wrong credential, the console routes, and every keyless call when the mode is off', async () => {
    expect((await run(on, onFlowId, { origin: 'https://evil.example' })).status).toBe(401);
    expect((await run(on, onFlowId, { 'x-api-key': 'sk-wrong-key' })).status).toBe(401);
    expect((await run(on, onFlowId, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await fetch(`${on.url}/api/v1/flows/`)).status).toBe(401);
    expect((await run(off, offFlowId)).status).toBe(401);
  });
});
