// The marketplace, favourites, likes, publishing and conversation calls: each one's method, path,
// query or body, and envelope handling (the build start call is plain JSON).
import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode, ReleaseAction, storeBuildPath, type StoreApp } from '../src/index';
import { envelope, serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());
const STORE_ID = '44444444-4444-4444-8444-444444444444';
const FLOW_ID = '33333333-3333-4333-8333-333333333333';
const paged = (items: unknown[], size = 10) => ({ items, page: 1, pages: 1, size, total: items.length });
const queryOf = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search ?? ''));
const bodyOf = (method: string, path: string) => JSON.parse(server().hits(method, path)[0]!.body) as unknown;

const app = (): StoreApp => ({
  id: STORE_ID,
  flow_id: FLOW_ID,
  name: '翻译助手',
  description: null,
  icon: null,
  icon_bg_color: null,
  tags: ['tool'],
  user_id: 'u',
  user_name: 'Alice',
  user_profile_image: null,
  likes: 3,
  liked: false,
  collect: true,
  status_type: 'published',
  released_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('marketplace lists', () => {
  it('sends the list, tag and favourites queries, leaving a blank search out', async () => {
    server().on('GET', '/api/v1/store/list', () => envelope(paged([app()])));
    server().on('GET', `/api/v1/store/tags/${encodeURIComponent('全部')}`, () => envelope(paged([])));
    server().on('GET', '/api/v1/store/list/collect', () => envelope(paged([app()])));
    server().on('GET', '/api/v1/store/list_tags', () => envelope({ tags: [{ name: 'tool', count: 1 }] }));
    const client = api();
    expect((await client.store.list({ belongs_me: true, likes: true, search: ' 翻译 ', page: 2, size: 10 })).items[0]?.name).toBe('翻译助手');
    expect(queryOf(server().hits('GET', '/api/v1/store/list')[0]?.query)).toEqual({ belongs_me: 'true', likes: 'true', search: '翻译', page: '2', size: '10' });
    await client.store.listByTag('全部', { search: '  ' });
    expect(server().hits('GET', `/api/v1/store/tags/${encodeURIComponent('全部')}`)[0]?.query).toBe('');
    expect((await client.store.listCollected({ page: 1 })).items).toHaveLength(1);
    expect(queryOf(server().hits('GET', '/api/v1/store/list/collect')[0]?.query)).toEqual({ page: '1' });
    expect(await client.store.listTags()).toEqual({ tags: [{ name: 'tool', count: 1 }] });
  });

  it('reads store info by GET and POST, and turns a refused app into an ApiError with its code', async () => {
    server().on('GET', `/api/v1/store/${STORE_ID}`, () => envelope(app()));
    server().on('POST', '/api/v1/store/info', () => envelope(null, ErrorCode.PARAMETER_ERROR, '应用不存在'));
    const client = api();
    expect((await client.store.get(STORE_ID)).id).toBe(STORE_ID);
    const refused = client.store.info(STORE_ID);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.PARAMETER_ERROR, message: '应用不存在' });
    expect(bodyOf('POST', '/api/v1/store/info')).toEqual({ store_id: STORE_ID });
  });
});

describe('favourites and likes', () => {
  it('posts store ids and toggles, and reads states by GET', async () => {
    const info = [{ store_id: STORE_ID, collect: true, likes: 3, liked: true }];
    server().on('POST', '/api/v1/store/check-collect', () => envelope(info));
    server().on('POST', '/api/v1/store/list_collect_info', () => envelope(info));
    server().on('POST', '/api/v1/store/collect', () => envelope({ collect: false }));
    server().on('GET', `/api/v1/store/collect/${STORE_ID}`, () => envelope({ collect: false }));
    server().on('POST', '/api/v1/store/like', () => envelope({ likes: 4, liked: true }));
    server().on('GET', `/api/v1/store/likes/${STORE_ID}`, () => envelope({ likes: 4, liked: true }));
    const client = api();
    expect(await client.store.checkCollect([STORE_ID])).toEqual(info);
    expect(await client.store.listCollectInfo([STORE_ID])).toEqual(info);
    expect(bodyOf('POST', '/api/v1/store/check-collect')).toEqual({ stores_ids: [STORE_ID] });
    expect(bodyOf('POST', '/api/v1/store/list_collect_info')).toEqual({ stores_ids: [STORE_ID] });
    expect(await client.store.toggleCollect(STORE_ID)).toEqual({ collect: false });
    expect(bodyOf('POST', '/api/v1/store/collect')).toEqual({ store_id: STORE_ID });
    expect(await client.store.collectState(STORE_ID)).toEqual({ collect: false });
    expect(await client.store.like(STORE_ID)).toEqual({ likes: 4, liked: true });
    expect(bodyOf('POST', '/api/v1/store/like')).toEqual({ store_id: STORE_ID });
    expect(await client.store.likes(STORE_ID)).toEqual({ likes: 4, liked: true });
  });
});

describe('the chat page', () => {
  it('finds the UI node by GET and POST', async () => {
    const node = { node_id: 'UIOutput-1', greeting: '你好', suggestions: [{ name: '介绍一下' }] };
    server().on('GET', `/api/v1/store/store_node/${STORE_ID}`, () => envelope(node));
    server().on('POST', '/api/v1/store/find_node', () => envelope(node));
    const client = api();
    expect(await client.store.storeNode(STORE_ID, { search: 'UIOutput', preview: true })).toEqual(node);
    expect(queryOf(server().hits('GET', `/api/v1/store/store_node/${STORE_ID}`)[0]?.query)).toEqual({ search: 'UIOutput', preview: 'true' });
    expect(await client.store.findNode(STORE_ID, 'UIInput')).toEqual(node);
    expect(bodyOf('POST', '/api/v1/store/find_node')).toEqual({ store_id: STORE_ID, search: 'UIInput' });
  });

  it('starts an app build as plain JSON and reads its refusal from detail', async () => {
    const path = `/api/v1/${storeBuildPath(STORE_ID)}`;
    expect(path).toBe(`/api/v1/store/${STORE_ID}/build`);
    server().on('POST', path, (_request, attempt) => (attempt === 1 ? { json: { job_id: 'j1' } } : { status: 404, json: { detail: 'Flow not found' } }));
    const client = api();
    const body = { inputs: { input_value: '你好', session: 's1' }, files: [] };
    expect(await client.store.build(STORE_ID, body, { event_delivery: 'streaming', preview: true })).toEqual({ job_id: 'j1' });
    expect(queryOf(server().hits('POST', path)[0]?.query)).toEqual({ event_delivery: 'streaming', preview: 'true' });
    expect(bodyOf('POST', path)).toEqual(body);
    await expect(client.store.build(STORE_ID, body)).rejects.toMatchObject({ status: 404, detail: 'Flow not found' });
  });

  it('uploads a chat attachment as multipart, with the preview flag, and reads its refusal from detail', async () => {
    const path = `/api/v1/store/${STORE_ID}/files`;
    server().on('POST', path, (_request, attempt) =>
      attempt < 3 ? { status: 201, json: { flowId: FLOW_ID, file_path: `${FLOW_ID}/2025-01-01_00-00-00_a.png` } } : { status: 404, json: { detail: 'Flow not found' } },
    );
    const client = api();
    expect(await client.store.uploadFile(STORE_ID, new File(['PNG'], '图.png'))).toEqual({ flowId: FLOW_ID, file_path: `${FLOW_ID}/2025-01-01_00-00-00_a.png` });
    await client.store.uploadFile(STORE_ID, new Blob(['x']), { name: 'a.txt', preview: true });
    const [own, named] = server().hits('POST', path);
    expect(own?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(own?.body).toContain('Content-Disposition: form-data; name="file"; filename="图.png"');
    expect(own?.query ?? '').toBe('');
    expect(named?.body).toContain('filename="a.txt"');
    expect(queryOf(named?.query)).toEqual({ preview: 'true' });
    await expect(client.store.uploadFile(STORE_ID, new Blob(['x']), { name: 'b.txt' })).rejects.toMatchObject({ status: 404, detail: 'Flow not found' });
  });

  it('lists conversations, reads a session and the history, and deletes a session', async () => {
    const session = { id: 's 1', title: '新对话', store_id: STORE_ID, created_at: '', updated_at: '' };
    server().on('GET', '/api/v1/conversations', () => envelope(paged([session], 100)));
    server().on('GET', `/api/v1/store/current_session/${encodeURIComponent('s 1')}`, () => envelope([]));
    server().on('GET', `/api/v1/store/history_session/${STORE_ID}`, () => envelope(paged([])));
    server().on('DELETE', `/api/v1/conversations/${encodeURIComponent('s 1')}`, (_request, attempt) =>
      attempt === 1 ? envelope(null) : envelope(null, ErrorCode.PARAMETER_ERROR, '删除对话失败'),
    );
    const client = api();
    expect((await client.conversations.list({ store_id: STORE_ID, page: 1, size: 100 })).items).toEqual([session]);
    expect(queryOf(server().hits('GET', '/api/v1/conversations')[0]?.query)).toEqual({ store_id: STORE_ID, page: '1', size: '100' });
    expect(await client.conversations.messages('s 1')).toEqual([]);
    await client.conversations.history(STORE_ID, { page: 2, size: 20 });
    expect(queryOf(server().hits('GET', `/api/v1/store/history_session/${STORE_ID}`)[0]?.query)).toEqual({ page: '2', size: '20' });
    expect(await client.conversations.remove('s 1')).toBeNull();
    await expect(client.conversations.remove('s 1')).rejects.toMatchObject({ code: ErrorCode.PARAMETER_ERROR });
  });
});

describe('publishing', () => {
  it('reaches the release, decommission, history, policy and store-of-flow paths', async () => {
    const entry = { id: 'r', updated_at: '', note: '第一版', tpe: ReleaseAction.RELEASE, store_id: STORE_ID, flow_id: FLOW_ID, released_at: '' };
    server().on('POST', '/api/v1/store/release', () => envelope(entry));
    server().on('POST', '/api/v1/store/decomission', () => envelope({ ...entry, tpe: ReleaseAction.CANCEL, released_at: null }));
    server().on('GET', `/api/v1/store/release-history/${FLOW_ID}`, () => envelope(paged([entry], 50)));
    server().on('POST', '/api/v1/store/bind_policy', () => envelope({ store_id: STORE_ID, policy_id: 'p' }));
    server().on('GET', `/api/v1/store/flow/${FLOW_ID}`, () => envelope({ id: STORE_ID, flow_id: FLOW_ID, policy_id: 'p', status_type: 'develop', released_at: null }));
    const client = api();
    expect((await client.store.release({ flow_id: FLOW_ID, note: '第一版' })).tpe).toBe(1);
    expect(bodyOf('POST', '/api/v1/store/release')).toEqual({ flow_id: FLOW_ID, note: '第一版' });
    expect((await client.store.decommission({ flow_id: FLOW_ID, note: '下架' })).tpe).toBe(2);
    expect(bodyOf('POST', '/api/v1/store/decomission')).toEqual({ flow_id: FLOW_ID, note: '下架' });
    expect((await client.store.releaseHistory(FLOW_ID, { page: 1, size: 50 })).items).toHaveLength(1);
    expect(queryOf(server().hits('GET', `/api/v1/store/release-history/${FLOW_ID}`)[0]?.query)).toEqual({ page: '1', size: '50' });
    expect(await client.store.bindPolicy({ store_id: STORE_ID, policy_id: 'p' })).toEqual({ store_id: STORE_ID, policy_id: 'p' });
    expect(bodyOf('POST', '/api/v1/store/bind_policy')).toEqual({ store_id: STORE_ID, policy_id: 'p' });
    expect((await client.store.ofFlow(FLOW_ID)).id).toBe(STORE_ID);
  });
});
