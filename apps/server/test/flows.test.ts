// Flows over HTTP (spec/3 sections 3, 5, 6, 7): the form rules, defaults, lists and their options,
// ownership, and what plain users get. On SQLite and PostgreSQL.
import type { Paged } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { STARTER_TEMPLATES } from '@app/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { adminApi, userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, makeNode, type Catalogue } from './support/flows';

describe.each(await databasesUnderTest())('flows on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let dev: Api;
  let other: Api;
  let plain: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database });
    admin = await adminApi(server);
    dev = await userApi(server, 'flow-dev');
    other = await userApi(server, 'flow-other');
    plain = await userApi(server, 'flow-plain', 8);
    catalogue = await fetchCatalogue(admin);
  });
  afterAll(() => server.close());

  it('creates a flow with the defaults, in the default folder', async () => {
    const created = await dev.post<FlowRecord>('/api/v1/flows/', { name: '  My flow  ', data: chatPromptGraph(catalogue), tags: ['a', 'b', 'a'], endpoint_name: '' });
    expect(created.status).toBe(201);
    const flow = created.body;
    expect(flow).toMatchObject({
      name: 'My flow',
      icon: 'Workflow',
      icon_bg_color: '#7366f3',
      endpoint_name: null,
      tags: ['a', 'b'],
      is_component: false,
      locked: false,
      webhook: false,
      released_at: null,
      user_id: dev.userId,
    });
    expect(flow.data?.nodes).toHaveLength(3);
    const folders = await dev.get<Array<{ id: string; name: string }>>('/api/v1/folders/');
    expect(folders.body).toEqual([{ id: flow.folder_id, name: '我的收藏', description: null, parent_id: null }]);
    expect((await dev.get<FlowRecord>(`/api/v1/flows/${flow.id}`)).body).toEqual(flow);
  });

  it('refuses a missing, too long or taken name, per user', async () => {
    expect((await dev.post('/api/v1/flows/', { data: null })).body).toEqual({ detail: '请填写名称' });
    expect((await dev.post('/api/v1/flows/', { name: '   ' })).body).toEqual({ detail: '请填写名称' });
    const long = await dev.post('/api/v1/flows/', { name: 'x'.repeat(51) });
    expect(long).toMatchObject({ status: 400, body: { detail: '名称最多50个字符' } });
    expect((await dev.post('/api/v1/flows/', { name: '名'.repeat(50) })).status).toBe(201);
    await createFlow(dev, { nodes: [], edges: [] }, { name: 'Taken' });
    expect(await dev.post('/api/v1/flows/', { name: 'Taken' })).toMatchObject({ status: 400, body: { detail: '名称已存在' } });
    // Another user's flow of the same name is no conflict.
    expect((await other.post('/api/v1/flows/', { name: 'Taken' })).status).toBe(201);
  });

  it('checks endpoint names: characters, uniqueness, empty as null', async () => {
    expect(await dev.post('/api/v1/flows/', { name: 'E1', endpoint_name: 'bad name!' })).toMatchObject({
      status: 400,
      body: { detail: '仅可使用字母、数字、连字符和下划线' },
    });
    const flow = await createFlow(dev, { nodes: [], edges: [] }, { endpoint_name: 'my-end_point1' });
    expect(flow.endpoint_name).toBe('my-end_point1');
    expect(await other.post('/api/v1/flows/', { name: 'E2', endpoint_name: 'my-end_point1' })).toMatchObject({
      status: 400,
      body: { detail: '端点名称已存在' },
    });
    const cleared = await dev.patch<FlowRecord>(`/api/v1/flows/${flow.id}`, { endpoint_name: '' });
    expect(cleared.body.endpoint_name).toBeNull();
  });

  it('updates fields, keeps updated_at current and flags webhook flows', async () => {
    const flow = await createFlow(dev, { nodes: [], edges: [] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const webhookGraph = { nodes: [makeNode(catalogue, 'Webhook-wh000')], edges: [] };
    const updated = await dev.patch<FlowRecord>(`/api/v1/flows/${flow.id}`, {
      name: 'Renamed',
      description: 'about',
      data: webhookGraph,
      locked: true,
      tags: ['x'],
      icon: 'Bot',
      icon_bg_color: '#000000',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', description: 'about', locked: true, tags: ['x'], icon: 'Bot', icon_bg_color: '#000000', webhook: true });
    expect(Date.parse(updated.body.updated_at as string)).toBeGreaterThan(Date.parse(flow.updated_at as string));
    await createFlow(dev, { nodes: [], edges: [] }, { name: 'Other name' });
    expect(await dev.patch(`/api/v1/flows/${flow.id}`, { name: 'Other name' })).toMatchObject({ status: 400, body: { detail: '名称已存在' } });
    expect(await dev.patch(`/api/v1/flows/${flow.id}`, { name: '' })).toMatchObject({ status: 400, body: { detail: '请填写名称' } });
    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { data: { nodes: 'no' } })).status).toBe(400);
  });

  it('lists a page of one’s own flows, or all of them, headers only on request', async () => {
    const lister = await userApi(server, 'flow-lister');
    const graph = chatPromptGraph(catalogue);
    await createFlow(lister, graph, { name: 'A' });
    await createFlow(lister, graph, { name: 'B' });
    await createFlow(lister, graph, { name: 'C', is_component: true });
    const page = await lister.get<Paged<FlowRecord>>('/api/v1/flows/?page=1&size=2');
    expect(page.body).toMatchObject({ total: 3, page: 1, size: 2, pages: 2 });
    expect(page.body.items.map((flow) => flow.name)).toEqual(['C', 'B']);
    const all = await lister.get<FlowRecord[]>('/api/v1/flows?get_all=true');
    expect(all.body.map((flow) => flow.name).sort()).toEqual(['A', 'B', 'C']);
    const components = await lister.get<FlowRecord[]>('/api/v1/flows/?get_all=true&components_only=true');
    expect(components.body.map((flow) => flow.name)).toEqual(['C']);
    const headers = await lister.get<Array<Record<string, unknown>>>('/api/v1/flows/?get_all=true&header_flows=true');
    const header = headers.body.find((flow) => flow.name === 'A');
    expect(header).toMatchObject({ name: 'A', data: null, is_component: false });
    expect(headers.body.find((flow) => flow.name === 'C')?.data).not.toBeNull();
  });

  it('gives plain users an empty flow list and refuses them the other calls', async () => {
    expect(await plain.get('/api/v1/flows/?get_all=true')).toMatchObject({ status: 200, body: [] });
    expect((await plain.get('/api/v1/flows/')).body).toEqual({ items: [], total: 0, page: 1, size: 50, pages: 0 });
    expect((await plain.post('/api/v1/flows/', { name: 'x' })).status).toBe(403);
    expect((await plain.get('/api/v1/folders/')).status).toBe(403);
    expect((await plain.get('/api/v1/flows/basic_examples/')).status).toBe(403);
    const anonymous = await fetch(`${server.url}/api/v1/flows/`);
    expect(anonymous.status).toBe(401);
  });

  it('keeps each flow to its owner; administrators see all with get_all', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    expect(await other.get(`/api/v1/flows/${flow.id}`)).toMatchObject({ status: 404, body: { detail: 'Flow not found' } });
    expect((await other.patch(`/api/v1/flows/${flow.id}`, { name: 'mine' })).status).toBe(404);
    expect((await other.delete(`/api/v1/flows/${flow.id}`)).status).toBe(404);
    expect((await other.delete('/api/v1/flows/', [flow.id])).body).toEqual({ deleted: 0 });
    const otherList = await other.get<FlowRecord[]>('/api/v1/flows/?get_all=true');
    expect(otherList.body.map((item) => item.id)).not.toContain(flow.id);
    const adminAll = await admin.get<FlowRecord[]>('/api/v1/flows/?get_all=true');
    expect(adminAll.body.map((item) => item.id)).toContain(flow.id);
    const adminOwn = await admin.get<Paged<FlowRecord>>('/api/v1/flows/');
    expect(adminOwn.body.items.map((item) => item.id)).not.toContain(flow.id);
    expect((await admin.get(`/api/v1/flows/${flow.id}`)).status).toBe(200);
  });

  it('deletes one flow or a list of them', async () => {
    const first = await createFlow(dev, { nodes: [], edges: [] });
    const second = await createFlow(dev, { nodes: [], edges: [] });
    const third = await createFlow(dev, { nodes: [], edges: [] });
    expect((await dev.delete(`/api/v1/flows/${first.id}`)).body).toEqual({ message: 'Flow deleted successfully' });
    expect((await dev.get(`/api/v1/flows/${first.id}`)).status).toBe(404);
    expect((await dev.delete('/api/v1/flows/', [second.id, third.id, first.id])).body).toEqual({ deleted: 2 });
    expect((await dev.get(`/api/v1/flows/${third.id}`)).status).toBe(404);
    expect((await dev.delete('/api/v1/flows/', ['not-a-uuid'])).status).toBe(400);
  });

  it('refuses a malformed flow id by code and field, its schema text only the fallback', async () => {
    const refused = await dev.get('/api/v1/flows/not-a-uuid');
    expect(refused).toMatchObject({ status: 400, body: { code: 10003, params: { fields: 'id' } } });
    expect(refused.body).toHaveProperty('detail');
  });

  it('answers the shipped templates as basic examples, never as anyone’s own flows', async () => {
    const examples = await dev.get<FlowRecord[]>('/api/v1/flows/basic_examples/');
    expect(examples.body.map((flow) => flow.id)).toEqual(STARTER_TEMPLATES.map((template) => template.id));
    const adminAll = await admin.get<FlowRecord[]>('/api/v1/flows/?get_all=true');
    expect(adminAll.body.map((flow) => flow.id)).not.toContain(STARTER_TEMPLATES[0]!.id);
  });
});
