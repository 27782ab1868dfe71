import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/logging/logger';
import { createTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing';
import type { ApiKeyList, ApiKeyRead, Envelope } from '@app/api-client';
import { bearer, login, postJson } from './helpers';
import { dataOf } from './support/admin';
import { adminApi } from './support/api';

describe('log redaction', () => {
  const lines: string[] = [];
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({
      database: 'sqlite',
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line: string) => void lines.push(line) },
      // What a careless handler might do: log the whole body and all headers.
      configure(app) {
        app.post('/api/v1/test/careless', { config: { auth: 'public' } }, async (request) => {
          request.log.info({ body: request.body, headers: request.headers }, 'received');
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps passwords, tokens, cookies and API keys out of the log', async () => {
    const { response, body } = await login(server, 'admin', TEST_ADMIN_PASSWORD);
    const { access_token, refresh_token } = body.data;
    expect(response.headers.getSetCookie().join()).toContain(refresh_token);

    await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(access_token) });
    await fetch(`${server.url}/api/v1/refresh`, { method: 'POST', headers: { cookie: `refresh_token_lf=${refresh_token}` } });
    await fetch(`${server.url}/api/v1/version?api_key=QUERYKEY1234&token=QUERYTOKEN5678&page=2`);
    await postJson(
      `${server.url}/api/v1/test/careless`,
      { username: 'admin', password: TEST_ADMIN_PASSWORD, refresh_token, api_key: 'BODYKEY999', nested: { secret: 'NESTEDSECRET' } },
      { ...bearer(access_token), 'x-api-key': 'HEADERKEY777', cookie: `access_token_lf=${access_token}` },
    );

    const log = lines.join('');
    // The log did record these requests...
    expect(log).toContain('"url":"/api/v1/login"');
    expect(log).toContain('"msg":"received"');
    expect(log).toContain('"username":"admin"');
    expect(log).toContain('"url":"/api/v1/version?api_key=[Redacted]&token=[Redacted]&page=2"');
    expect(log).toContain('"authorization":"[Redacted]"');
    // ...but none of the secrets.
    for (const secret of [TEST_ADMIN_PASSWORD, access_token, refresh_token, 'QUERYKEY1234', 'QUERYTOKEN5678', 'BODYKEY999', 'HEADERKEY777', 'NESTEDSECRET']) {
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }
  });

  it('keeps real API keys out of the log: their creation, display and every use, header or query', async () => {
    const admin = await adminApi(server);
    const flow = await admin.post<{ id: string }>('/api/v1/flows/', { name: 'logged app', data: { nodes: [], edges: [] } });
    const storeId = dataOf(await admin.post<Envelope<{ store_id: string }>>('/api/v1/store/release', { flow_id: flow.body.id, note: 'v1' })).store_id;
    const key = dataOf(await admin.post<Envelope<ApiKeyRead>>(`/api/v1/api_key/${storeId}`, { name: 'logged' })).api_key;
    await admin.get(`/api/v1/api_key/display/${dataOf(await admin.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}`)).api_keys[0]!.id}`);
    await fetch(`${server.url}/api/v1/rest/${storeId}`, { headers: { 'x-api-key': key } });
    await fetch(`${server.url}/api/v1/rest/${storeId}?x-api-key=${key}`);
    await postJson(`${server.url}/api/v1/run/${flow.body.id}?x-api-key=${encodeURIComponent(key)}`, { input_value: 'x' });
    const log = lines.join('');
    expect(log).toContain(`"url":"/api/v1/rest/${storeId}?x-api-key=[Redacted]"`);
    expect(log).not.toContain(key.slice(3));
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a', '/a'],
    ['/a?x=1', '/a?x=1'],
    ['/a?API_KEY=k&x-api-key=k2&Token', '/a?API_KEY=[Redacted]&x-api-key=[Redacted]&Token=[Redacted]'],
    ['/a?%61pi_key=k', '/a?%61pi_key=[Redacted]'],
    ['/a?bad=%E0%A4%A', '/a?bad=%E0%A4%A'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
