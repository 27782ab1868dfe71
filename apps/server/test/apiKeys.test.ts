// API keys and channel codes over HTTP: managing a store's keys (shown once, masked in lists,
// stored as a hash and a ciphertext only), and what a key opens: published apps' released
// snapshots, nothing of the workspace, the console or administration; channel codes one store;
// disabled keys and other sites refused at once; last_used_at kept. SQLite and PostgreSQL.
import { ErrorCode, type ApiKeyList, type ApiKeyRead, type Envelope } from '@app/api-client';
import type { RunResponse } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { testClock, type TestClock } from './support/accounts';
import { dataOf, expectFieldError, expectRefusal } from './support/admin';
import { adminApi, userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { decommission, publish } from './support/store';

function outputText(response: RunResponse): string | undefined {
  return (response.outputs[0]?.outputs[0]?.results.message as { text?: string } | undefined)?.text;
}

describe.each(await databasesUnderTest())('API keys on %s', (database) => {
  let server: TestServer;
  let clock: TestClock;
  let dev: Api;
  let other: Api;
  let admin: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    clock = testClock();
    server = await createTestServer({ database, clock: clock.now });
    [dev, other, admin] = await Promise.all([userApi(server, 'key-dev'), userApi(server, 'key-other'), adminApi(server)]);
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  async function publishedApp(owner: Api, template = 'Q: {question}'): Promise<{ flowId: string; storeId: string }> {
    const flow = await createFlow(owner, chatPromptGraph(catalogue, template));
    return { flowId: flow.id, storeId: await publish(owner, flow.id) };
  }

  const run = (key: string, flowId: string, input = 'hi', inQuery = false) =>
    keyCall<RunResponse>(server, key, 'POST', `/api/v1/run/${flowId}`, { body: { input_value: input }, inQuery });

  it('creates a key shown once in full, lists it masked, shows it again only through display, and stores no plain key', async () => {
    const { storeId } = await publishedApp(dev);
    const created = await createKey(dev, storeId, { name: '  后端服务  ', domain: 'HTTPS://Site.Example/' });
    expect(created).toMatchObject({ name: '后端服务', domain: 'site.example', is_active: true, is_channel: false, store_id: storeId, last_used_at: null });
    expect(created.api_key).toMatch(/^sk-[A-Za-z0-9_-]{43}$/);

    const listed = dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}`)).api_keys;
    expect(listed).toHaveLength(1);
    expect(listed[0]?.api_key).not.toBe(created.api_key);
    expect(listed[0]?.api_key).toMatch(/^sk-.{4}\*{8}.{4}$/);
    expect(created.api_key.startsWith(listed[0]!.api_key.slice(0, 7))).toBe(true);

    const shown = dataOf(await dev.get<Envelope<{ api_key: string }>>(`/api/v1/api_key/display/${created.id}`));
    expect(shown.api_key).toBe(created.api_key);

    const row = await server.app.database.db.selectFrom('api_keys').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    const secret = created.api_key.slice(3);
    for (const value of Object.values(row)) expect(String(value)).not.toContain(secret);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists API keys and channel codes apart, searches by name, updates and deletes', async () => {
    const { storeId } = await publishedApp(dev);
    const key = await createKey(dev, storeId, { name: 'alpha key' });
    const code = await createKey(dev, storeId, { name: 'beta code', is_channel: true });
    const keys = dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}`)).api_keys;
    expect(keys.map((item) => item.id)).toEqual([key.id]);
    const codes = dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}?channel_only=true&search=BETA`)).api_keys;
    expect(codes.map((item) => [item.id, item.is_channel])).toEqual([[code.id, true]]);
    expect(dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}?channel_only=true&search=alpha`)).api_keys).toEqual([]);

    const updated = dataOf(await dev.patch<Envelope<ApiKeyRead>>(`/api/v1/api_key/${code.id}`, { name: 'gamma', domain: '*.shop.example', is_active: false }));
    expect(updated).toMatchObject({ id: code.id, name: 'gamma', domain: '*.shop.example', is_active: false, is_channel: true });
    expect(updated.api_key).toMatch(/\*{8}/);
    const cleared = dataOf(await dev.patch<Envelope<ApiKeyRead>>(`/api/v1/api_key/${code.id}`, { domain: '' }));
    expect(cleared.domain).toBeNull();

    dataOf(await dev.delete(`/api/v1/api_key/${code.id}`));
    expect(dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}?channel_only=true`)).api_keys).toEqual([]);
    expectRefusal(await dev.get(`/api/v1/api_key/display/${code.id}`), ErrorCode.PARAMETER_ERROR, '密钥不存在');
  });

  it('checks the name and domain, and changes nothing on a bad request', async () => {
    const { storeId } = await publishedApp(dev);
    expectFieldError(await dev.post(`/api/v1/api_key/${storeId}`, { name: '   ' }), '请输入名称');
    expectFieldError(await dev.post(`/api/v1/api_key/${storeId}`, { name: 'x'.repeat(31) }), '最多30个字符');
    expectFieldError(await dev.post(`/api/v1/api_key/${storeId}`, { name: 'ok', domain: 'not a domain/x' }), '域名格式不正确');
    expect((await dev.post(`/api/v1/api_key/${storeId}`, { name: 'ok', is_channel: 'yes' })).status).toBe(400);
    const key = await createKey(dev, storeId, { name: 'x'.repeat(30) });
    expectFieldError(await dev.patch(`/api/v1/api_key/${key.id}`, { name: '' }), '请输入名称');
    expect(dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}`)).api_keys.map((item) => item.name)).toEqual(['x'.repeat(30)]);
  });

  it('lets developers manage the keys of their own stores only (administrators: any store)', async () => {
    const { storeId } = await publishedApp(dev);
    const key = await createKey(dev, storeId);
    expectRefusal(await other.get(`/api/v1/api_key/${storeId}`), ErrorCode.PARAMETER_ERROR, '应用不存在');
    expectRefusal(await other.post(`/api/v1/api_key/${storeId}`, { name: 'mine' }), ErrorCode.PARAMETER_ERROR, '应用不存在');
    expectRefusal(await other.get(`/api/v1/api_key/display/${key.id}`), ErrorCode.PARAMETER_ERROR, '密钥不存在');
    expectRefusal(await other.patch(`/api/v1/api_key/${key.id}`, { is_active: false }), ErrorCode.PARAMETER_ERROR, '密钥不存在');
    expectRefusal(await other.delete(`/api/v1/api_key/${key.id}`), ErrorCode.PARAMETER_ERROR, '密钥不存在');
    const plain = await userApi(server, 'key-plain', 8);
    expectRefusal(await plain.get(`/api/v1/api_key/${storeId}`), ErrorCode.FORBIDDEN, undefined, 403);
    expect(dataOf(await admin.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}`)).api_keys.map((item) => item.id)).toEqual([key.id]);
    expect(dataOf(await admin.get<Envelope<{ api_key: string }>>(`/api/v1/api_key/display/${key.id}`)).api_key).toBe(key.api_key);
    expect(dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}`)).api_keys[0]?.is_active).toBe(true);
  });

  it('runs every published app’s released snapshot with a key, in the header or the query, and keeps last_used_at', async () => {
    const { storeId } = await publishedApp(dev);
    const { flowId: othersApp } = await publishedApp(other, 'O: {question}');
    const key = await createKey(dev, storeId);
    const answer = await run(key.api_key, othersApp, 'hello');
    expect(answer.status, answer.text).toBe(200);
    expect(outputText(answer.body)).toBe('O: hello');
    expect(outputText((await run(key.api_key, othersApp, 'query', true)).body)).toBe('O: query');

    const firstUse = dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}`)).api_keys[0]?.last_used_at;
    expect(firstUse).toBe(clock.now().toISOString());
    clock.advance(120);
    await run(key.api_key, othersApp);
    expect(dataOf(await dev.get<Envelope<ApiKeyList>>(`/api/v1/api_key/${storeId}`)).api_keys[0]?.last_used_at).toBe(clock.now().toISOString());
  });

  it('never runs a working copy: not a draft, not another user’s unpublished flow, not edits after the release', async () => {
    const { storeId, flowId } = await publishedApp(dev, 'R: {question}');
    const key = await createKey(dev, storeId);
    const draft = await createFlow(dev, chatPromptGraph(catalogue));
    const othersDraft = await createFlow(other, chatPromptGraph(catalogue));
    expect((await run(key.api_key, draft.id)).status).toBe(404);
    expect((await run(key.api_key, othersDraft.id)).status).toBe(404);
    expect((await keyCall(server, key.api_key, 'POST', `/api/v1/webhook/${draft.id}`, { body: {} })).status).toBe(404);

    await dev.patch(`/api/v1/flows/${flowId}`, { data: chatPromptGraph(catalogue, 'EDITED: {question}') });
    expect(outputText((await run(key.api_key, flowId, 'x')).body)).toBe('R: x');
    await decommission(dev, flowId);
    expect((await run(key.api_key, flowId)).status).toBe(404);
  });

  it('reaches no console, workspace or administration call, even with an administrator’s key', async () => {
    const { storeId } = await publishedApp(admin);
    const key = await createKey(admin, storeId);
    const calls: Array<[string, string]> = [
      ['GET', '/api/v1/users/whoami'],
      ['GET', '/api/v1/users/list'],
      ['POST', '/api/v1/users/'],
      ['GET', '/api/v1/flows/'],
      ['GET', `/api/v1/flows/${storeId}`],
      ['GET', '/api/v1/folders/'],
      ['GET', '/api/v1/variables/'],
      ['GET', '/api/v2/files'],
      ['GET', '/api/v1/store/list'],
      ['GET', `/api/v1/api_key/${storeId}`],
      ['POST', `/api/v1/api_key/${storeId}`],
      ['GET', '/api/v1/monitor/messages'],
      ['POST', '/api/v1/store/release'],
      ['POST', '/api/v1/build/00000000-0000-4000-8000-000000000000/flow'],
    ];
    for (const [method, path] of calls) {
      const answer = await keyCall(server, key.api_key, method, path, { body: method === 'POST' ? { name: 'x' } : undefined });
      expect([401, 403], `${method} ${path}: ${answer.status} ${answer.text}`).toContain(answer.status);
      expect((await keyCall(server, key.api_key, method, path, { inQuery: true })).status, `${method} ${path} (query)`).toBeOneOf([401, 403]);
    }
  });

  it('opens only its own store with a channel code', async () => {
    const { storeId, flowId } = await publishedApp(dev, 'C: {question}');
    const { storeId: otherStore, flowId: otherFlow } = await publishedApp(dev);
    const code = await createKey(dev, storeId, { is_channel: true });
    expect(outputText((await run(code.api_key, flowId, 'mine')).body)).toBe('C: mine');
    expect((await run(code.api_key, otherFlow)).status).toBe(404);
    expect(dataOf(await keyCall<Envelope<{ id: string }>>(server, code.api_key, 'GET', `/api/v1/rest/${storeId}`)).id).toBe(storeId);
    expectRefusal(await keyCall(server, code.api_key, 'GET', `/api/v1/rest/${otherStore}`), ErrorCode.PARAMETER_ERROR, '应用不存在');
  });

  it('refuses a disabled key at once (403), and takes it back when enabled again', async () => {
    const { storeId, flowId } = await publishedApp(dev);
    const key = await createKey(dev, storeId);
    expect((await run(key.api_key, flowId)).status).toBe(200);
    dataOf(await dev.patch(`/api/v1/api_key/${key.id}`, { is_active: false }));
    const refused = await run(key.api_key, flowId);
    expect(refused).toMatchObject({ status: 403, body: { detail: 'The API key is disabled' } });
    // The envelope calls of the embedded page carry the reason in msg, so the page can say the code is off.
    expect(await keyCall(server, key.api_key, 'GET', `/api/v1/rest/${storeId}`)).toMatchObject({ status: 403, body: { code: ErrorCode.FORBIDDEN, msg: 'The API key is disabled' } });
    dataOf(await dev.patch(`/api/v1/api_key/${key.id}`, { is_active: true }));
    expect((await run(key.api_key, flowId)).status).toBe(200);
    dataOf(await dev.delete(`/api/v1/api_key/${key.id}`));
    expect((await run(key.api_key, flowId)).status).toBe(401);
    expect((await run('sk-not-a-key-at-all', flowId)).status).toBe(401);
  });

  it('checks a bound key’s domain against the calling page’s Origin', async () => {
    const { storeId, flowId } = await publishedApp(dev);
    const key = await createKey(dev, storeId, { domain: 'shop.example' });
    const from = (origin?: string) => keyCall(server, key.api_key, 'POST', `/api/v1/run/${flowId}`, { body: { input_value: 'x' }, headers: origin ? { origin } : {} });
    expect((await from('https://shop.example')).status).toBe(200);
    expect((await from('http://shop.example:8080')).status).toBe(200);
    expect(await from('https://evil.example')).toMatchObject({ status: 403, body: { detail: 'The API key is not valid for this site' } });
    expect((await from('https://shop.example.evil.example')).status).toBe(403);
    expect((await from(server.url)).status).toBe(200);
    expect((await from()).status).toBe(200);
    const wildcard = await createKey(dev, storeId, { domain: '*.shop.example' });
    const sub = (origin: string) => keyCall(server, wildcard.api_key, 'POST', `/api/v1/run/${flowId}`, { body: {}, headers: { origin } });
    expect((await sub('https://cn.shop.example')).status).toBe(200);
    expect((await sub('https://shop.example')).status).toBe(403);
  });

  it('uploads a file for a published app with an API key, not for a draft, not with a channel code', async () => {
    const { storeId, flowId } = await publishedApp(dev);
    const key = await createKey(dev, storeId);
    const code = await createKey(dev, storeId, { is_channel: true });
    const draft = await createFlow(dev, chatPromptGraph(catalogue));
    const upload = (apiKey: string, target: string) => {
      const form = new FormData();
      form.append('file', new Blob(['hello file']), 'note.txt');
      return fetch(`${server.url}/api/v1/files/upload/${target}`, { method: 'POST', headers: { 'x-api-key': apiKey }, body: form });
    };
    const stored = await upload(key.api_key, flowId);
    expect(stored.status).toBe(201);
    // With a random part: other users of the app cannot name it in their own chat builds.
    expect(await stored.json()).toMatchObject({ flowId, file_path: expect.stringMatching(new RegExp(`^${flowId}/\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}_[0-9a-f]{24}_note\\.txt$`)) });
    expect((await upload(key.api_key, draft.id)).status).toBe(404);
    expect((await upload(code.api_key, flowId)).status).toBe(404);
  });
});
