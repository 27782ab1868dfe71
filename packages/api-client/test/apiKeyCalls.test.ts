// The API key calls (method, path, query, body, envelope), a client signed by a key instead of a
// session (x-api-key on every call, no bearer, no refresh), and the auto-login call.
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, createBrowserTokenStore, restBuildPath, type ApiKeyRead } from '../src/index';
import { envelope, serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const STORE_ID = '44444444-4444-4444-8444-444444444444';
const KEY_ID = '55555555-5555-4555-8555-555555555555';
const queryOf = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search ?? ''));

const record = (apiKey = 'sk-abcd********wxyz'): ApiKeyRead => ({
  id: KEY_ID,
  name: '后端',
  domain: null,
  api_key: apiKey,
  is_active: true,
  is_channel: false,
  created_at: '2025-01-01T00:00:00.000Z',
  last_used_at: null,
  store_id: STORE_ID,
});

describe('API key calls', () => {
  it('lists, shows, creates, updates and removes a store’s keys', async () => {
    server().on('GET', `/api/v1/api_key/${STORE_ID}`, () => envelope({ api_keys: [record()] }));
    server().on('GET', `/api/v1/api_key/display/${KEY_ID}`, () => envelope({ api_key: 'sk-full-key' }));
    server().on('POST', `/api/v1/api_key/${STORE_ID}`, () => envelope(record('sk-full-key')));
    server().on('PATCH', `/api/v1/api_key/${KEY_ID}`, () => envelope({ ...record(), is_active: false }));
    server().on('DELETE', `/api/v1/api_key/${KEY_ID}`, () => envelope(null));
    const client = signedInClient(server());

    expect(await client.apiKeys.list(STORE_ID, { channel_only: true, search: ' 渠道 ' })).toEqual([record()]);
    expect(queryOf(server().hits('GET', `/api/v1/api_key/${STORE_ID}`)[0]?.query)).toEqual({ channel_only: 'true', search: '渠道' });
    expect(await client.apiKeys.display(KEY_ID)).toBe('sk-full-key');
    expect((await client.apiKeys.create(STORE_ID, { name: '后端', domain: 'example.com', is_channel: false })).api_key).toBe('sk-full-key');
    expect(JSON.parse(server().hits('POST', `/api/v1/api_key/${STORE_ID}`)[0]!.body)).toEqual({ name: '后端', domain: 'example.com', is_channel: false });
    expect((await client.apiKeys.update(KEY_ID, { is_active: false })).is_active).toBe(false);
    expect(JSON.parse(server().hits('PATCH', `/api/v1/api_key/${KEY_ID}`)[0]!.body)).toEqual({ is_active: false });
    await client.apiKeys.remove(KEY_ID);
    expect(server().hits('DELETE', `/api/v1/api_key/${KEY_ID}`)).toHaveLength(1);
    expect(restBuildPath(STORE_ID)).toBe(`rest/build/${STORE_ID}/flow`);
  });

  it('turns a refused key call into an ApiError with the envelope’s code and message', async () => {
    server().on('GET', `/api/v1/api_key/display/${KEY_ID}`, () => envelope(null, 10003, '密钥不存在'));
    const error = await signedInClient(server()).apiKeys.display(KEY_ID).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10003, message: '密钥不存在' });
  });
});

describe('a client signed by an API key', () => {
  it('sends x-api-key on every call, never a bearer token, and does not refresh on 401', async () => {
    server().on('POST', '/api/v1/run/flow-1', () => ({ json: { session_id: 's', outputs: [] } }));
    server().on('GET', `/api/v1/rest/${STORE_ID}`, () => ({ status: 401, json: { code: 10099, msg: '请先登录', data: null } }));
    const client = createApiClient({ baseUrl: server().url, apiKey: 'sk-third-party' });
    await client.request({ method: 'POST', path: '/api/v1/run/flow-1', json: { input_value: 'hi' } });
    const [run] = server().hits('POST', '/api/v1/run/flow-1');
    expect(run?.headers['x-api-key']).toBe('sk-third-party');
    expect(run?.headers.authorization).toBeUndefined();
    await expect(client.request({ path: `/api/v1/rest/${STORE_ID}`, envelope: true })).rejects.toMatchObject({ status: 401 });
    expect(server().hits('POST', '/api/v1/refresh')).toHaveLength(0);
  });
});

describe('the embedded page’s calls', () => {
  it('reads the store and its greeting and starts a build of the release, signed by the channel code', async () => {
    server().on('GET', `/api/v1/rest/${STORE_ID}`, () => envelope({ id: STORE_ID }));
    server().on('GET', `/api/v1/rest/store_node/${STORE_ID}`, () => envelope({ node_id: null, greeting: '你好', suggestions: [] }));
    server().on('POST', `/api/v1/rest/build/${STORE_ID}/flow`, () => ({ json: { job_id: 'job-1' } }));
    const client = createApiClient({ baseUrl: server().url, apiKey: 'sk-channel' });
    expect((await client.rest.store(STORE_ID)).id).toBe(STORE_ID);
    expect((await client.rest.storeNode(STORE_ID, 'UIOutput')).greeting).toBe('你好');
    expect(queryOf(server().hits('GET', `/api/v1/rest/store_node/${STORE_ID}`)[0]?.query)).toEqual({ search: 'UIOutput' });
    expect(await client.rest.build(STORE_ID, { inputs: { input_value: '嗨', session: 's-1' } }, 'streaming')).toEqual({ job_id: 'job-1' });
    const [build] = server().hits('POST', `/api/v1/rest/build/${STORE_ID}/flow`);
    expect(queryOf(build?.query)).toEqual({ event_delivery: 'streaming' });
    expect(JSON.parse(build!.body)).toEqual({ inputs: { input_value: '嗨', session: 's-1' } });
    expect(build?.headers['x-api-key']).toBe('sk-channel');
  });
});

describe('auto-login', () => {
  it('stores the tokens of GET auto_login and sets the auto-login flag, so logout skips the server', async () => {
    server().on('GET', '/api/v1/auto_login', () => envelope({ access_token: 'AUTO', refresh_token: 'R', token_type: 'bearer' }));
    server().on('GET', '/api/v1/users/whoami', () => envelope({ id: 'u' }));
    const jar = { cookie: '' };
    const cookies = new Map<string, string>();
    Object.defineProperty(jar, 'cookie', {
      get: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      set: (text: string) => {
        const [pair] = text.split(';');
        const [name, value] = pair!.split('=');
        if (/max-age=0/.test(text)) cookies.delete(name!);
        else cookies.set(name!, value ?? '');
      },
    });
    const tokenStore = createBrowserTokenStore({ jar });
    const client = createApiClient({ baseUrl: server().url, tokenStore, autoLogin: () => tokenStore.isAutoLogin() });
    await client.auth.autoLogin();
    expect(server().hits('GET', '/api/v1/auto_login')[0]?.headers.authorization).toBeUndefined();
    expect(tokenStore.isAutoLogin()).toBe(true);
    await client.users.whoami();
    expect(server().hits('GET', '/api/v1/users/whoami')[0]?.headers.authorization).toBe('Bearer AUTO');
    await client.auth.logout();
    expect(server().hits('POST', '/api/v1/logout')).toHaveLength(0);
    expect(client.auth.isAuthenticated()).toBe(false);
  });
});
