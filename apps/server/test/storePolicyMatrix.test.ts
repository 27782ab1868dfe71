// Who sees and uses an app (ARCHITECTURE section 4, Access policies): the owner, an administrator,
// a user allowed by name, a user of an allowed group, a user denied by name, a user of a denied
// group, an outsider, and the default policy — on the list, a tag's page, favourites, store info,
// chat, conversations and the run API. A refused user gets the answer of an app that does not
// exist; a decommissioned app vanishes for everyone but its owner and administrators.
import { EMPTY_UUID, type Envelope, type Paged, type PolicyGroupRead, type StoreApp, type StoreTags } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createGroup, dataOf } from './support/admin';
import { adminApi, userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';
import { answerOf, chat, codeOf, decommission, publish, startChat } from './support/store';

type Role = 'owner' | 'admin' | 'allowedUser' | 'allowedGroup' | 'deniedUser' | 'deniedGroup' | 'outsider';
const ADMITTED: Record<Role, boolean> = { owner: true, admin: true, allowedUser: true, allowedGroup: true, deniedUser: false, deniedGroup: false, outsider: false };
const ROLES = Object.keys(ADMITTED) as Role[];

describe.each(await databasesUnderTest())('the access policy matrix on %s', (database) => {
  let server: TestServer;
  const as = {} as Record<Role, Api>;
  let restricted: { flowId: string; storeId: string; name: string };
  let open: { flowId: string; storeId: string; name: string };
  const missingStore = crypto.randomUUID();

  const listIds = async (api: Api, path: string) => dataOf(await api.get<Envelope<Paged<StoreApp>>>(path)).items.map((app) => app.id);

  beforeAll(async () => {
    server = await createTestServer({ database });
    as.admin = await adminApi(server);
    as.owner = await userApi(server, 'matrix-owner');
    for (const role of ROLES.filter((role) => role !== 'owner' && role !== 'admin')) as[role] = await userApi(server, `matrix-${role.toLowerCase()}`, 8);
    const allowedGroup = await createGroup(as.admin, '允许的组');
    const deniedGroup = await createGroup(as.admin, '拒绝的组');
    dataOf(await as.admin.post('/api/v1/users/bind_user_group', { user_ids: [as.allowedGroup.userId, as.deniedUser.userId, as.deniedGroup.userId], user_group_ids: [allowedGroup] }));
    dataOf(await as.admin.post('/api/v1/users/bind_user_group', { user_ids: [as.deniedGroup.userId], user_group_ids: [deniedGroup] }));
    const policy = dataOf(
      await as.admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', {
        name: '矩阵策略',
        description: '允许一个组和一个用户，拒绝一个组和一个用户',
        allowed_group_ids: [allowedGroup],
        allowed_user_ids: [as.allowedUser.userId],
        denied_group_ids: [deniedGroup],
        denied_user_ids: [as.deniedUser.userId],
      }),
    );
    const catalogue = await fetchCatalogue(as.owner);
    const make = async (name: string, tags: string[]) => {
      const flow = await createFlow(as.owner, chatPromptGraph(catalogue), { name, tags, description: `${name}的描述` });
      return { flowId: flow.id, storeId: await publish(as.owner, flow.id), name };
    };
    restricted = await make('受限翻译应用', ['tool']);
    open = await make('公开写作应用', ['tool', 'life']);
    // Everyone marks the restricted app while it is still open to all; the policy then narrows who keeps it.
    for (const role of ROLES) dataOf(await as[role].post('/api/v1/store/collect', { store_id: restricted.storeId }));
    dataOf(await as.owner.post('/api/v1/store/bind_policy', { store_id: restricted.storeId, policy_id: policy.id }));
  });
  afterAll(() => server.close());

  it.each(ROLES)('lists the restricted app for %s only when the policy admits them, the default-policy app for everyone', async (role) => {
    const api = as[role];
    const expected = ADMITTED[role];
    for (const path of ['/api/v1/store/list', `/api/v1/store/tags/tool`, `/api/v1/store/tags/${encodeURIComponent('全部')}`, `/api/v1/store/list?search=${encodeURIComponent('受限')}`]) {
      const ids = await listIds(api, path);
      expect(ids.includes(restricted.storeId), `${role} ${path}`).toBe(expected);
      if (!path.includes('search')) expect(ids, `${role} ${path}`).toContain(open.storeId);
    }
    expect(await listIds(api, '/api/v1/store/list/collect')).toEqual(expected ? [restricted.storeId] : []);
    const tags = dataOf(await api.get<Envelope<StoreTags>>('/api/v1/store/list_tags')).tags;
    expect(tags.find((tag) => tag.name === 'tool')?.count).toBe(expected ? 2 : 1);
    expect(tags.find((tag) => tag.name === 'life')?.count).toBe(1);
    const page = dataOf(await api.get<Envelope<Paged<StoreApp>>>('/api/v1/store/list'));
    expect(page.total).toBe(expected ? 2 : 1);
  });

  it.each(ROLES)('gives %s the store info, chat, conversations and runs when admitted, and otherwise the answer of a missing app', async (role) => {
    const api = as[role];
    const session = `${crypto.randomUUID()}-${restricted.storeId}`;
    const info = await api.get<Envelope<StoreApp>>(`/api/v1/store/${restricted.storeId}`);
    const conversations = await api.get(`/api/v1/conversations?store_id=${restricted.storeId}`);
    const run = await api.post(`/api/v1/run/${restricted.flowId}`, { input_value: '你好' });
    if (ADMITTED[role]) {
      expect(dataOf(info)).toMatchObject({ id: restricted.storeId, name: restricted.name, user_name: expect.any(String), collect: true, status_type: 'published' });
      expect(dataOf(await api.post('/api/v1/store/info', { store_id: restricted.storeId }))).toEqual(dataOf(info));
      expect(answerOf(await chat(api, restricted.storeId, session, '你好'))).toBe('Q: 你好');
      expect(dataOf<Paged<{ id: string; title: string }>>(await api.get(`/api/v1/conversations?store_id=${restricted.storeId}`)).items.map((item) => [item.id, item.title])).toContainEqual([session, '新对话']);
      expect(run.status, run.text).toBe(200);
      expect(run.text).toContain('Q: 你好');
      return;
    }
    const missingInfo = await api.get(`/api/v1/store/${missingStore}`);
    expect({ status: info.status, body: info.body }).toEqual({ status: missingInfo.status, body: missingInfo.body });
    expect(info.body).toEqual({ code: 10003, msg: '应用不存在', data: null });
    const chatStart = await startChat(api, restricted.storeId, session, '你好');
    const missingChat = await startChat(api, missingStore, session, '你好');
    expect({ status: chatStart.status, body: chatStart.body }).toEqual({ status: 404, body: { detail: 'Flow not found' } });
    expect({ status: missingChat.status, body: missingChat.body }).toEqual({ status: 404, body: { detail: 'Flow not found' } });
    expect(conversations.body).toEqual((await api.get(`/api/v1/conversations?store_id=${missingStore}`)).body);
    expect(codeOf(conversations)).toBe(10003);
    const missingRun = await api.post(`/api/v1/run/${crypto.randomUUID()}`, { input_value: '你好' });
    expect(run.status).toBe(404);
    expect(missingRun.status).toBe(404);
    for (const path of [`/api/v1/store/likes/${restricted.storeId}`, `/api/v1/store/collect/${restricted.storeId}`, `/api/v1/store/store_node/${restricted.storeId}`, `/api/v1/store/history_session/${restricted.storeId}`]) {
      expect((await api.get(path)).body, path).toEqual({ code: 10003, msg: '应用不存在', data: null });
    }
    for (const path of ['/api/v1/store/like', '/api/v1/store/collect', '/api/v1/store/info']) {
      expect((await api.post(path, { store_id: restricted.storeId })).body, path).toEqual({ code: 10003, msg: '应用不存在', data: null });
    }
    expect(dataOf(await api.post('/api/v1/store/check-collect', { stores_ids: [restricted.storeId, open.storeId] }))).toEqual([{ store_id: open.storeId, collect: false, likes: expect.any(Number), liked: false }]);
  });

  it('lets every signed-in user use a default-policy app, and nobody without signing in', async () => {
    expect(dataOf(await as.outsider.get<Envelope<StoreApp>>(`/api/v1/store/${open.storeId}`)).id).toBe(open.storeId);
    expect(answerOf(await chat(as.outsider, open.storeId, crypto.randomUUID(), '在吗'))).toBe('Q: 在吗');
    const anonymous = await fetch(`${server.url}/api/v1/store/list`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 10099 });
    const anonymousChat = await fetch(`${server.url}/api/v1/store/${open.storeId}/build`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs: { session: 's' } }) });
    expect(anonymousChat.status).toBe(401);
  });

  it('hides a decommissioned app at once from everyone but its owner and administrators, and brings it back with its conversations on republish', async () => {
    const session = `${crypto.randomUUID()}-${open.storeId}`;
    expect(answerOf(await chat(as.allowedUser, open.storeId, session, '第一句'))).toBe('Q: 第一句');
    await decommission(as.owner, open.flowId);
    for (const role of ROLES) {
      const listed = await listIds(as[role], '/api/v1/store/list');
      expect(listed.includes(open.storeId), role).toBe(false);
      const info = await as[role].get(`/api/v1/store/${open.storeId}`);
      expect(codeOf(info) === 0, role).toBe(role === 'owner' || role === 'admin');
    }
    expect(dataOf<StoreApp>(await as.owner.get(`/api/v1/store/${open.storeId}`)).status_type).toBe('develop');
    expect(await listIds(as.owner, '/api/v1/store/list?belongs_me=true')).toEqual(expect.arrayContaining([open.storeId, restricted.storeId]));
    expect((await startChat(as.allowedUser, open.storeId, session, '还在吗')).status).toBe(404);
    expect((await as.allowedUser.post(`/api/v1/run/${open.flowId}`, { input_value: '还在吗' })).status).toBe(404);
    expect(codeOf(await as.allowedUser.get(`/api/v1/store/current_session/${session}`))).toBe(10003);

    await publish(as.owner, open.flowId, '重新上架');
    const messages = dataOf<Array<{ text: string; sender: string }>>(await as.allowedUser.get(`/api/v1/store/current_session/${session}`));
    expect(messages.map((message) => [message.sender, message.text])).toEqual([
      ['User', '第一句'],
      ['Machine', 'Q: 第一句'],
    ]);
  });

  it('keeps the default policy for a new app', async () => {
    const flow = await createFlow(as.owner, chatPromptGraph(await fetchCatalogue(as.owner)), { name: '新应用' });
    await publish(as.owner, flow.id);
    expect(dataOf<{ policy_id: string }>(await as.owner.get(`/api/v1/store/flow/${flow.id}`)).policy_id).toBe(EMPTY_UUID);
  });
});
