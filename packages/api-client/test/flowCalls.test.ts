// The flows and folders calls: each one's method, path, query string and body, plain JSON answers
// and `{detail}` refusals.
import type { FlowRecord } from '@app/flow-graph';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, type BasicExample, type FlowHeader, type FolderRead, type Paged } from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());
const paged = <T>(items: T[]): Paged<T> => ({ items, page: 1, pages: 1, size: 50, total: items.length });
const FOLDER_ID = '22222222-2222-4222-8222-222222222222';

const flow = (changes: Partial<FlowRecord> = {}): FlowRecord => ({
  id: 'f1',
  name: 'Support bot',
  description: null,
  endpoint_name: null,
  tags: [],
  icon: 'Workflow',
  icon_bg_color: '#ffffff',
  gradient: null,
  folder_id: FOLDER_ID,
  data: { nodes: [], edges: [] },
  locked: false,
  is_component: false,
  updated_at: '2025-01-01T00:00:00.000Z',
  released_at: null,
  webhook: false,
  last_tested_version: null,
  user_id: 'u1',
  ...changes,
});

const folder = (changes: Partial<FolderRead> = {}): FolderRead => ({ id: FOLDER_ID, name: '我的收藏', description: null, parent_id: null, ...changes });

describe('flows calls', () => {
  it('lists a page of flows with the folder, component and paging query', async () => {
    server().on('GET', '/api/v1/flows/', () => ({ json: paged([flow()]) }));
    const page = await api().flows.list({ folder_id: FOLDER_ID, components_only: true, page: 2, size: 20 });
    expect(page.items).toEqual([flow()]);
    expect(server().hits('GET', '/api/v1/flows/')[0]?.query).toBe(`?folder_id=${FOLDER_ID}&components_only=true&page=2&size=20`);
  });

  it('asks for headers or for every flow at once with header_flows and get_all', async () => {
    server().on('GET', '/api/v1/flows/', (request) => ({ json: request.query.includes('get_all=true') ? [] : paged([]) }));
    const client = api();
    const headers = await client.flows.list({ header_flows: true });
    const all = await client.flows.all({ components_only: false });
    const allHeaders = await client.flows.all({ header_flows: true, folder_id: FOLDER_ID });
    expect(headers.items).toEqual([]);
    expect(all).toEqual([]);
    expect(allHeaders).toEqual([]);
    expect(server().hits('GET', '/api/v1/flows/').map((request) => request.query)).toEqual([
      '?header_flows=true',
      '?components_only=false&get_all=true',
      `?folder_id=${FOLDER_ID}&header_flows=true&get_all=true`,
    ]);
    expectTypeOf(headers).toEqualTypeOf<Paged<FlowHeader>>();
    expectTypeOf(all).toEqualTypeOf<FlowRecord[]>();
    expectTypeOf(allHeaders).toEqualTypeOf<FlowHeader[]>();
  });

  it('gets, creates, patches and deletes a flow by its encoded id', async () => {
    server().on('GET', '/api/v1/flows/f%201', () => ({ json: flow({ id: 'f 1' }) }));
    server().on('POST', '/api/v1/flows/', () => ({ status: 201, json: flow({ name: 'Support bot (1)' }) }));
    server().on('PATCH', '/api/v1/flows/f%201', () => ({ json: flow({ id: 'f 1', locked: true }) }));
    server().on('DELETE', '/api/v1/flows/f%201', () => ({ json: { message: 'Flow deleted successfully' } }));
    const client = api();
    expect((await client.flows.get('f 1')).id).toBe('f 1');
    const copy = { name: 'Support bot (1)', data: { nodes: [], edges: [] }, folder_id: FOLDER_ID, tags: ['chatbots'] };
    expect((await client.flows.create(copy)).name).toBe('Support bot (1)');
    expect(JSON.parse(server().hits('POST', '/api/v1/flows/')[0]!.body)).toEqual(copy);
    expect((await client.flows.update('f 1', { locked: true, endpoint_name: null })).locked).toBe(true);
    expect(JSON.parse(server().hits('PATCH', '/api/v1/flows/f%201')[0]!.body)).toEqual({ locked: true, endpoint_name: null });
    expect(await client.flows.remove('f 1')).toEqual({ message: 'Flow deleted successfully' });
  });

  it('reads a public flow from flows/public_flow/{id} and makes a flow public with PATCH', async () => {
    server().on('GET', '/api/v1/flows/public_flow/f1', () => ({ json: flow({ access_type: 'PUBLIC', user_id: null }) }));
    server().on('PATCH', '/api/v1/flows/f1', () => ({ json: flow({ access_type: 'PUBLIC' }) }));
    const client = api();
    expect(await client.flows.getPublic('f1')).toMatchObject({ access_type: 'PUBLIC', user_id: null });
    expect((await client.flows.update('f1', { access_type: 'PUBLIC' })).access_type).toBe('PUBLIC');
    expect(JSON.parse(server().hits('PATCH', '/api/v1/flows/f1')[0]!.body)).toEqual({ access_type: 'PUBLIC' });
  });

  it('takes a refusal of the public flow as final: a visitor has no session to refresh', async () => {
    server().on('GET', '/api/v1/flows/public_flow/f1', () => ({ status: 403, json: { detail: 'Forbidden' } }));
    server().on('POST', '/api/v1/refresh', () => ({ json: { access_token: 'A2', refresh_token: 'R2', token_type: 'bearer' } }));
    await expect(api().flows.getPublic('f1')).rejects.toMatchObject({ status: 403 });
    expect(server().hits('POST', '/api/v1/refresh')).toHaveLength(0);
  });

  it('deletes several flows with their ids as the body of DELETE flows/', async () => {
    server().on('DELETE', '/api/v1/flows/', () => ({ json: { deleted: 2 } }));
    expect(await api().flows.removeMany(['a', 'b'])).toEqual({ deleted: 2 });
    const request = server().hits('DELETE', '/api/v1/flows/')[0]!;
    expect(JSON.parse(request.body)).toEqual(['a', 'b']);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
  });

  it('reads the example flows with their template keys and filters', async () => {
    const example: BasicExample = { ...flow({ user_id: null }), template_key: 'basic-prompting', use_cases: ['assistants'], methods: ['chatbots'], get_started: true };
    server().on('GET', '/api/v1/flows/basic_examples/', () => ({ json: [example] }));
    expect(await api().flows.basicExamples()).toEqual([example]);
  });

  it('turns a refused name into an ApiError carrying the server detail', async () => {
    server().on('POST', '/api/v1/flows/', () => ({ status: 400, json: { detail: '名称已存在' } }));
    server().on('GET', '/api/v1/flows/gone', () => ({ status: 404, json: { detail: 'Flow not found' } }));
    const client = api();
    const refused = client.flows.create({ name: 'Support bot' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, detail: '名称已存在' });
    await expect(client.flows.get('gone')).rejects.toMatchObject({ status: 404, detail: 'Flow not found' });
  });
});

describe('folders calls', () => {
  it('lists, creates and patches folders as plain JSON', async () => {
    server().on('GET', '/api/v1/folders/', () => ({ json: [folder()] }));
    server().on('POST', '/api/v1/folders/', () => ({ status: 201, json: folder({ id: 'd2', name: 'Drafts' }) }));
    server().on('PATCH', '/api/v1/folders/d2', () => ({ json: folder({ id: 'd2', name: 'Old drafts' }) }));
    const client = api();
    expect(await client.folders.list()).toEqual([folder()]);
    expect((await client.folders.create({ name: 'Drafts', flows_list: ['f1'] })).id).toBe('d2');
    expect(JSON.parse(server().hits('POST', '/api/v1/folders/')[0]!.body)).toEqual({ name: 'Drafts', flows_list: ['f1'] });
    expect((await client.folders.update('d2', { name: 'Old drafts', flows: ['f2'] })).name).toBe('Old drafts');
    expect(JSON.parse(server().hits('PATCH', '/api/v1/folders/d2')[0]!.body)).toEqual({ name: 'Old drafts', flows: ['f2'] });
  });

  it('reads a folder with a page of its flows in the asked order, leaving out a blank search', async () => {
    server().on('GET', `/api/v1/folders/${FOLDER_ID}`, () => ({ json: { folder: folder(), flows: paged([flow()]) } }));
    const client = api();
    const opened = await client.folders.get(FOLDER_ID, { page: 3, size: 12, is_component: true, search: ' bot ' });
    expect(opened.flows.items[0]?.name).toBe('Support bot');
    await client.folders.get(FOLDER_ID, { is_flow: true, search: '  ' });
    await client.folders.get(FOLDER_ID);
    await client.folders.get(FOLDER_ID, { sort_by: 'released_at', sort_order: 'asc' });
    expect(server().hits('GET', `/api/v1/folders/${FOLDER_ID}`).map((request) => request.query)).toEqual([
      '?page=3&size=12&is_component=true&search=bot',
      '?is_flow=true',
      '',
      '?sort_by=released_at&sort_order=asc',
    ]);
  });

  it('deletes a folder (204, no answer) and reports a missing one with its detail', async () => {
    server().on('DELETE', '/api/v1/folders/d2', () => ({ status: 204 }));
    server().on('DELETE', '/api/v1/folders/gone', () => ({ status: 404, json: { detail: 'Folder not found' } }));
    const client = api();
    await expect(client.folders.remove('d2')).resolves.toBeUndefined();
    await expect(client.folders.remove('gone')).rejects.toMatchObject({ status: 404, detail: 'Folder not found' });
  });
});
