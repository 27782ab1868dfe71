// Folders over HTTP: the default folder, unique names, paged contents with filters, moving flows,
// and deleting a folder with its flows. On SQLite and PostgreSQL.
import type { FlowRecord } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFolder } from '../src/folders/folderQueries';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createUser } from './helpers';
import { userApi, type Api } from './support/api';
import { createFlow } from './support/flows';

interface Folder {
  id: string;
  name: string;
  description: string | null;
  parent_id: string | null;
}

interface FolderWithFlows {
  folder: Folder;
  flows: { items: FlowRecord[]; total: number; page: number; size: number; pages: number };
}

const empty = { nodes: [], edges: [] };

describe.each(await databasesUnderTest())('folders on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let other: Api;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'folder-dev');
    other = await userApi(server, 'folder-other');
  });
  afterAll(() => server.close());

  it('creates the default folder on first need, once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => dev.get<Folder[]>('/api/v1/folders/')));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.map((folder) => folder.name)).toEqual(['我的收藏']);
  });

  it('holds every user to one default folder in the database itself', async () => {
    const userId = await createUser(server, { username: 'folder-twice' });
    await insertFolder(server.app.database.db, { userId, name: '我的收藏', isDefault: true });
    await expect(insertFolder(server.app.database.db, { userId, name: '我的收藏 (1)', isDefault: true })).rejects.toThrow();
    await insertFolder(server.app.database.db, { userId, name: 'Plain' });
  });

  it('gives a new folder with a taken name a number, and refuses renaming onto a taken name', async () => {
    const a = await dev.post<Folder>('/api/v1/folders/', { name: 'Work', description: 'stuff' });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ name: 'Work', description: 'stuff', parent_id: null });
    const b = await dev.post<Folder>('/api/v1/folders/', { name: 'Work' });
    expect(b.body.name).toBe('Work (1)');
    expect(await dev.patch(`/api/v1/folders/${b.body.id}`, { name: 'Work' })).toMatchObject({ status: 400, body: { detail: '名称已存在' } });
    expect(await dev.post('/api/v1/folders/', { name: ' ' })).toMatchObject({ status: 400, body: { detail: '请填写名称' } });
    const renamed = await dev.patch<Folder>(`/api/v1/folders/${b.body.id}`, { name: 'Play', description: 'fun', parent_id: a.body.id });
    expect(renamed.body).toEqual({ id: b.body.id, name: 'Play', description: 'fun', parent_id: a.body.id });
    expect((await dev.patch(`/api/v1/folders/${a.body.id}`, { parent_id: b.body.id })).status).toBe(400);
  });

  it('pages a folder’s flows with the component, flow and search filters', async () => {
    const folder = (await dev.post<Folder>('/api/v1/folders/', { name: 'Paged' })).body;
    await createFlow(dev, empty, { name: 'Alpha flow', folder_id: folder.id });
    await createFlow(dev, empty, { name: 'Beta flow', folder_id: folder.id });
    await createFlow(dev, empty, { name: 'Alpha component', folder_id: folder.id, is_component: true });
    await createFlow(dev, empty, { name: 'Elsewhere' });
    const read = (query: string) => dev.get<FolderWithFlows>(`/api/v1/folders/${folder.id}${query}`);
    const all = await read('?page=1&size=2');
    expect(all.body.folder).toEqual({ id: folder.id, name: 'Paged', description: null, parent_id: null });
    expect(all.body.flows).toMatchObject({ total: 3, page: 1, size: 2, pages: 2 });
    expect(all.body.flows.items).toHaveLength(2);
    expect((await read('?page=2&size=2')).body.flows.items).toHaveLength(1);
    expect((await read('?is_component=true')).body.flows.items.map((flow) => flow.name)).toEqual(['Alpha component']);
    expect((await read('?is_flow=true')).body.flows.total).toBe(2);
    expect((await read('?is_flow=true&is_component=true')).body.flows.total).toBe(3);
    expect((await read('?search=ALPHA')).body.flows.items.map((flow) => flow.name).sort()).toEqual(['Alpha component', 'Alpha flow']);
    expect((await read('?search=%25')).body.flows.total).toBe(0);
    expect((await read('?size=1000')).status).toBe(400);
  });

  it('sorts a folder’s pages by release or edit time, flows without the time last either way', async () => {
    const folder = (await dev.post<Folder>('/api/v1/folders/', { name: 'Sorted' })).body;
    const names = ['Never released', 'Released first', 'Released last'];
    const ids: string[] = [];
    for (const name of names) ids.push((await createFlow(dev, empty, { name, folder_id: folder.id })).id);
    // Nothing publishes yet: the release times are written as a release would write them.
    const release = (id: string, at: string) => server.app.database.db.updateTable('flows').set({ released_at: at }).where('id', '=', id).execute();
    await release(ids[1]!, '2025-01-01T00:00:00.000Z');
    await release(ids[2]!, '2025-06-01T00:00:00.000Z');
    const order = async (query: string) => {
      const pages = [];
      for (const page of [1, 2]) pages.push(...(await dev.get<FolderWithFlows>(`/api/v1/folders/${folder.id}?size=2&page=${page}&${query}`)).body.flows.items.map((flow) => flow.name));
      return pages;
    };
    expect(await order('sort_by=released_at&sort_order=desc')).toEqual(['Released last', 'Released first', 'Never released']);
    expect(await order('sort_by=released_at&sort_order=asc')).toEqual(['Released first', 'Released last', 'Never released']);
    expect(await order('sort_by=updated_at&sort_order=asc')).toEqual(names);
    expect(await order('')).toEqual([...names].reverse());
    expect((await dev.get(`/api/v1/folders/${folder.id}?sort_by=name`)).status).toBe(400);
  });

  it('moves the listed flows into a folder', async () => {
    const flow = await createFlow(dev, empty);
    const created = await dev.post<Folder>('/api/v1/folders/', { name: 'Moved in', flows_list: [flow.id] });
    expect((await dev.get<FlowRecord>(`/api/v1/flows/${flow.id}`)).body.folder_id).toBe(created.body.id);
    const target = (await dev.post<Folder>('/api/v1/folders/', { name: 'Target' })).body;
    await dev.patch(`/api/v1/folders/${target.id}`, { flows: [flow.id] });
    expect((await dev.get<FlowRecord>(`/api/v1/flows/${flow.id}`)).body.folder_id).toBe(target.id);
    const moved = await dev.patch<FlowRecord>(`/api/v1/flows/${flow.id}`, { folder_id: created.body.id });
    expect(moved.body.folder_id).toBe(created.body.id);
  });

  it('deletes a folder with its sub-folders and their flows', async () => {
    const parent = (await dev.post<Folder>('/api/v1/folders/', { name: 'Doomed' })).body;
    const child = (await dev.post<Folder>('/api/v1/folders/', { name: 'Doomed child', parent_id: parent.id })).body;
    const inParent = await createFlow(dev, empty, { folder_id: parent.id });
    const inChild = await createFlow(dev, empty, { folder_id: child.id });
    const kept = await createFlow(dev, empty);
    expect((await dev.delete(`/api/v1/folders/${parent.id}`)).status).toBe(204);
    expect((await dev.get(`/api/v1/flows/${inParent.id}`)).status).toBe(404);
    expect((await dev.get(`/api/v1/flows/${inChild.id}`)).status).toBe(404);
    expect((await dev.get(`/api/v1/flows/${kept.id}`)).status).toBe(200);
    expect((await dev.get(`/api/v1/folders/${child.id}`)).status).toBe(404);
  });

  it('keeps folders to their owner', async () => {
    const folder = (await dev.post<Folder>('/api/v1/folders/', { name: 'Private' })).body;
    expect(await other.get(`/api/v1/folders/${folder.id}`)).toMatchObject({ status: 404, body: { detail: 'Folder not found' } });
    expect((await other.patch(`/api/v1/folders/${folder.id}`, { name: 'x' })).status).toBe(404);
    expect((await other.delete(`/api/v1/folders/${folder.id}`)).status).toBe(404);
    expect((await other.post('/api/v1/flows/', { name: 'Intruder', folder_id: folder.id })).status).toBe(404);
    expect((await other.get<Folder[]>('/api/v1/folders/')).body.map((item) => item.id)).not.toContain(folder.id);
  });
});
