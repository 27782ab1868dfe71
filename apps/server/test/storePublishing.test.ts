// Publishing (spec/3 publish page, history dialog, 设置 tab): release snapshots with notes,
// decommission, the history of both, the flow status they give, the stable store id, policy binding
// with real counts on the policy groups, and who may call what. SQLite and PostgreSQL.
import { EMPTY_UUID, ReleaseAction, type Envelope, type FlowStore, type Paged, type PolicyGroupRead, type ReleaseHistoryItem } from '@app/api-client';
import { getFlowStatus, type FlowRecord } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { dataOf, expectFieldError, expectRefusal } from './support/admin';
import { adminApi, userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';
import { decommission, publish } from './support/store';

describe.each(await databasesUnderTest())('publishing on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let dev: Api;
  let otherDev: Api;
  let user: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database });
    admin = await adminApi(server);
    [dev, otherDev, user] = await Promise.all([userApi(server, 'pub-dev'), userApi(server, 'pub-other'), userApi(server, 'pub-user', 8)]);
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  const newFlow = () => createFlow(dev, chatPromptGraph(catalogue), { tags: ['tool'] });
  const flowOf = async (id: string) => (await dev.get<FlowRecord>(`/api/v1/flows/${id}`)).body;
  const history = async (flowId: string) => dataOf(await dev.get<Envelope<Paged<ReleaseHistoryItem>>>(`/api/v1/store/release-history/${flowId}`));

  it('keeps one stable store id per flow, created on first need and kept by every release', async () => {
    const flow = await newFlow();
    const before = dataOf(await dev.get<Envelope<FlowStore>>(`/api/v1/store/flow/${flow.id}`));
    expect(before).toEqual({ id: expect.any(String), flow_id: flow.id, policy_id: EMPTY_UUID, status_type: 'develop', released_at: null });
    const storeId = await publish(dev, flow.id);
    expect(storeId).toBe(before.id);
    expect(await publish(dev, flow.id, '第二版')).toBe(before.id);
    const after = dataOf(await dev.get<Envelope<FlowStore>>(`/api/v1/store/flow/${flow.id}`));
    expect(after).toMatchObject({ id: before.id, status_type: 'published', released_at: expect.any(String) });
  });

  it('sets the flow status: Develop, Published after a release, Edit after a change, Published again, Develop after decommission', async () => {
    const flow = await newFlow();
    expect(getFlowStatus(await flowOf(flow.id))).toBe('Develop');
    await publish(dev, flow.id);
    expect(getFlowStatus(await flowOf(flow.id))).toBe('Published');
    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { description: '改了' })).status).toBe(200);
    expect(getFlowStatus(await flowOf(flow.id))).toBe('Edit');
    await publish(dev, flow.id, '第二版');
    expect(getFlowStatus(await flowOf(flow.id))).toBe('Published');
    const result = await decommission(dev, flow.id);
    expect(result).toMatchObject({ tpe: ReleaseAction.CANCEL, note: '下架', released_at: null, flow_id: flow.id });
    expect(getFlowStatus(await flowOf(flow.id))).toBe('Develop');
  });

  it('lists releases and decommissions newest first with their notes, 50 a page', async () => {
    const flow = await newFlow();
    expect(await history(flow.id)).toEqual({ items: [], page: 1, pages: 0, size: 50, total: 0 });
    await publish(dev, flow.id, '第一版');
    await decommission(dev, flow.id, '暂时下架');
    await publish(dev, flow.id, '第二版');
    const page = await history(flow.id);
    expect(page).toMatchObject({ page: 1, pages: 1, size: 50, total: 3 });
    expect(page.items.map((item) => [item.note, item.tpe])).toEqual([
      ['第二版', ReleaseAction.RELEASE],
      ['暂时下架', ReleaseAction.CANCEL],
      ['第一版', ReleaseAction.RELEASE],
    ]);
    expect(Date.parse(page.items[0]!.updated_at)).toBeGreaterThan(Date.parse(page.items[2]!.updated_at));
    const second = dataOf(await dev.get<Envelope<Paged<ReleaseHistoryItem>>>(`/api/v1/store/release-history/${flow.id}?page=2&size=2`));
    expect(second.items.map((item) => item.note)).toEqual(['第一版']);
  });

  it('refuses a missing or too long note and a decommission of an app that is not published, changing nothing', async () => {
    const flow = await newFlow();
    expectFieldError(await dev.post('/api/v1/store/release', { flow_id: flow.id, note: '   ' }), '请输入版本记录');
    expectFieldError(await dev.post('/api/v1/store/release', { flow_id: flow.id }), '请输入版本记录');
    expectFieldError(await dev.post('/api/v1/store/release', { flow_id: flow.id, note: '记'.repeat(501) }), '最多500个字符');
    expectRefusal(await dev.post('/api/v1/store/decomission', { flow_id: flow.id, note: '下架' }), 10003, '应用未上架');
    expect((await history(flow.id)).total).toBe(0);
    expect((await flowOf(flow.id)).released_at).toBeNull();
    await publish(dev, flow.id, '记'.repeat(500));
    expect((await history(flow.id)).items[0]?.note).toHaveLength(500);
  });

  it('lets only developers publish their own flows (administrators: any), and answers others as for a missing flow', async () => {
    const flow = await newFlow();
    const body = { flow_id: flow.id, note: '第一版' };
    for (const [method, path] of [
      ['POST', '/api/v1/store/release'],
      ['POST', '/api/v1/store/decomission'],
      ['POST', '/api/v1/store/bind_policy'],
      ['GET', `/api/v1/store/release-history/${flow.id}`],
      ['GET', `/api/v1/store/flow/${flow.id}`],
    ] as const) {
      expect((await user.call(method, path, method === 'POST' ? body : undefined)).status, path).toBe(403);
      const anonymous = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? JSON.stringify(body) : undefined });
      expect(anonymous.status, path).toBe(401);
    }
    expectRefusal(await otherDev.post('/api/v1/store/release', body), 10003, '工作流不存在');
    expectRefusal(await otherDev.post('/api/v1/store/release', { ...body, flow_id: crypto.randomUUID() }), 10003, '工作流不存在');
    expectRefusal(await otherDev.get(`/api/v1/store/release-history/${flow.id}`), 10003, '工作流不存在');
    expect((await history(flow.id)).total).toBe(0);
    expect(dataOf(await admin.post<Envelope<{ tpe: number }>>('/api/v1/store/release', body)).tpe).toBe(ReleaseAction.RELEASE);
    expect((await history(flow.id)).total).toBe(1);
  });

  it('binds a policy group, counts the apps of each group, and moves them to the default group when theirs is deleted', async () => {
    const flow = await newFlow();
    const storeId = await publish(dev, flow.id);
    const policy = dataOf(
      await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', { name: `策略 ${flow.id.slice(0, 6)}`, description: '仅测试', allowed_user_ids: [user.userId] }),
    );
    expectRefusal(await dev.post('/api/v1/store/bind_policy', { store_id: storeId, policy_id: crypto.randomUUID() }), 10003, '策略组不存在');
    expectRefusal(await otherDev.post('/api/v1/store/bind_policy', { store_id: storeId, policy_id: policy.id }), 10003, '应用不存在');
    expect(dataOf(await dev.post('/api/v1/store/bind_policy', { store_id: storeId, policy_id: policy.id }))).toEqual({ store_id: storeId, policy_id: policy.id });
    expect(dataOf(await dev.get<Envelope<FlowStore>>(`/api/v1/store/flow/${flow.id}`)).policy_id).toBe(policy.id);

    const groups = async () => new Map(dataOf(await admin.get<Envelope<PolicyGroupRead[]>>('/api/v1/policy/all')).map((group) => [group.id, group]));
    const bound = (await groups()).get(policy.id)!;
    expect(bound.stores_count).toBe(1);
    expect(bound.stores).toEqual([{ id: storeId, name: flow.name }]);
    const defaultBefore = (await groups()).get(EMPTY_UUID)!;
    expect(defaultBefore.stores.map((store) => store.id)).not.toContain(storeId);

    expect(dataOf(await admin.delete(`/api/v1/policy/${policy.id}`))).toBeNull();
    expect(dataOf(await dev.get<Envelope<FlowStore>>(`/api/v1/store/flow/${flow.id}`)).policy_id).toBe(EMPTY_UUID);
    const defaultAfter = (await groups()).get(EMPTY_UUID)!;
    expect(defaultAfter.stores.map((store) => store.id)).toContain(storeId);
    expect(defaultAfter.stores_count).toBe(defaultBefore.stores_count + 1);
  });
});
