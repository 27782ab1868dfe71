// The marketplace lists, likes and favourites (spec/2 sections 2, 3, 7 and 9): cards with their
// author and the caller's marks, newest release or most likes first, search, tags, paging of 10,
// likes once per user, favourite toggles, and bad queries refused. SQLite and PostgreSQL.
import { STORE_CATEGORIES, type CollectState, type Envelope, type LikeState, type Paged, type StoreApp, type StoreCollectInfo, type StoreTags } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { dataOf, expectRefusal, storedAvatar } from './support/admin';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';
import { decommission, publish } from './support/store';

describe.each(await databasesUnderTest())('the marketplace on %s', (database) => {
  let server: TestServer;
  let owner: Api;
  let alice: Api;
  let bob: Api;
  let catalogue: Catalogue;
  let avatar: string;
  const marker = crypto.randomUUID().slice(0, 6);

  beforeAll(async () => {
    server = await createTestServer({ database });
    owner = await userApi(server, 'market-owner');
    [alice, bob] = await Promise.all([userApi(server, 'market-alice', 8), userApi(server, 'market-bob', 8)]);
    catalogue = await fetchCatalogue(owner);
    avatar = await storedAvatar(owner);
    dataOf(await owner.patch(`/api/v1/users/${owner.userId}`, { name: '作者小王', profile_image: avatar }));
  });
  afterAll(() => server.close());

  const page = async (api: Api, path: string) => dataOf(await api.get<Envelope<Paged<StoreApp>>>(path));
  async function app(name: string, fields: Record<string, unknown> = {}): Promise<{ flowId: string; storeId: string }> {
    const flow = await createFlow(owner, chatPromptGraph(catalogue), { name, ...fields });
    return { flowId: flow.id, storeId: await publish(owner, flow.id) };
  }

  it('answers cards with the author, the caller’s marks and the release time, newest release first, 10 a page', async () => {
    const apps = [];
    for (let index = 0; index < 12; index++) apps.push(await app(`分页 ${marker} ${index}`, { tags: ['code'], description: `第 ${index} 个`, icon: 'Bot', icon_bg_color: '#ffeedd' }));
    const first = await page(alice, `/api/v1/store/list?search=${encodeURIComponent(`分页 ${marker}`)}`);
    expect(first).toMatchObject({ page: 1, pages: 2, size: 10, total: 12 });
    expect(first.items.map((item) => item.id)).toEqual(apps.slice(2).reverse().map((item) => item.storeId));
    expect(first.items[0]).toEqual({
      id: apps[11]!.storeId,
      flow_id: apps[11]!.flowId,
      name: `分页 ${marker} 11`,
      description: '第 11 个',
      icon: 'Bot',
      icon_bg_color: '#ffeedd',
      tags: ['code'],
      user_id: owner.userId,
      user_name: '作者小王',
      user_profile_image: avatar,
      likes: 0,
      liked: false,
      collect: false,
      status_type: 'published',
      released_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await page(alice, `/api/v1/store/list?search=${encodeURIComponent(`分页 ${marker}`)}&page=2`);
    expect(second.items.map((item) => item.id)).toEqual([apps[1]!.storeId, apps[0]!.storeId]);
  });

  it('searches names and descriptions case-insensitively, taking wildcards literally', async () => {
    const named = await app(`Search${marker}Alpha`);
    const described = await app(`描述 ${marker}`, { description: `contains SEARCH${marker}ALPHA inside` });
    await app(`百分号 ${marker}`);
    const found = await page(bob, `/api/v1/store/list?search=search${marker}alpha`);
    expect(found.items.map((item) => item.id).sort()).toEqual([named.storeId, described.storeId].sort());
    expect((await page(bob, `/api/v1/store/list?search=${encodeURIComponent(`${marker}%`)}`)).total).toBe(0);
    expect((await page(bob, `/api/v1/store/tags/${encodeURIComponent('全部')}?search=search${marker}alpha`)).total).toBe(2);
  });

  it('counts a like once per user and orders by likes on request', async () => {
    const liked = await app(`点赞 ${marker} 多`);
    const less = await app(`点赞 ${marker} 少`);
    expect(dataOf(await alice.post<Envelope<LikeState>>('/api/v1/store/like', { store_id: liked.storeId }))).toEqual({ likes: 1, liked: true });
    expect(dataOf(await alice.post<Envelope<LikeState>>('/api/v1/store/like', { store_id: liked.storeId }))).toEqual({ likes: 1, liked: true });
    expect(dataOf(await bob.post<Envelope<LikeState>>('/api/v1/store/like', { store_id: liked.storeId }))).toEqual({ likes: 2, liked: true });
    expect(dataOf(await bob.post<Envelope<LikeState>>('/api/v1/store/like', { store_id: less.storeId }))).toEqual({ likes: 1, liked: true });
    expect(dataOf(await alice.get<Envelope<LikeState>>(`/api/v1/store/likes/${less.storeId}`))).toEqual({ likes: 1, liked: false });
    const search = `&search=${encodeURIComponent(`点赞 ${marker}`)}`;
    expect((await page(alice, `/api/v1/store/list?likes=true${search}`)).items.map((item) => [item.id, item.likes, item.liked])).toEqual([
      [liked.storeId, 2, true],
      [less.storeId, 1, false],
    ]);
    expect((await page(alice, `/api/v1/store/list?likes=false${search}`)).items[0]?.id).toBe(less.storeId);
  });

  it('toggles favourites and lists them newest favourite first, only while the app is published', async () => {
    const [one, two] = [await app(`收藏 ${marker} 一`), await app(`收藏 ${marker} 二`)];
    expect(dataOf(await alice.post<Envelope<CollectState>>('/api/v1/store/collect', { store_id: two.storeId }))).toEqual({ collect: true });
    expect(dataOf(await alice.post<Envelope<CollectState>>('/api/v1/store/collect', { store_id: one.storeId }))).toEqual({ collect: true });
    expect(dataOf(await alice.get<Envelope<CollectState>>(`/api/v1/store/collect/${one.storeId}`))).toEqual({ collect: true });
    expect(dataOf(await bob.get<Envelope<CollectState>>(`/api/v1/store/collect/${one.storeId}`))).toEqual({ collect: false });
    const search = `?search=${encodeURIComponent(`收藏 ${marker}`)}`;
    expect((await page(alice, `/api/v1/store/list/collect${search}`)).items.map((item) => [item.id, item.collect])).toEqual([
      [one.storeId, true],
      [two.storeId, true],
    ]);
    expect((await page(bob, `/api/v1/store/list/collect${search}`)).items).toEqual([]);
    expect(dataOf(await alice.post<Envelope<StoreCollectInfo[]>>('/api/v1/store/list_collect_info', { stores_ids: [two.storeId, one.storeId, crypto.randomUUID()] }))).toEqual([
      { store_id: two.storeId, collect: true, likes: 0, liked: false },
      { store_id: one.storeId, collect: true, likes: 0, liked: false },
    ]);
    expect(dataOf(await alice.post<Envelope<CollectState>>('/api/v1/store/collect', { store_id: two.storeId }))).toEqual({ collect: false });
    await decommission(owner, one.flowId);
    expect((await page(alice, `/api/v1/store/list/collect${search}`)).items).toEqual([]);
    await publish(owner, one.flowId, '回来了');
    expect((await page(alice, `/api/v1/store/list/collect${search}`)).items.map((item) => item.id)).toEqual([one.storeId]);
  });

  it('pages a tag, counts the tags (categories first, in order), and forgets an app whose flow is deleted', async () => {
    const tagged = await app(`标签 ${marker}`, { tags: ['game', `自定义${marker}`] });
    expect((await page(bob, '/api/v1/store/tags/game')).items.map((item) => item.id)).toContain(tagged.storeId);
    expect((await page(bob, `/api/v1/store/tags/${encodeURIComponent(`自定义${marker}`)}`)).items.map((item) => item.id)).toEqual([tagged.storeId]);
    const tags = dataOf(await bob.get<Envelope<StoreTags>>('/api/v1/store/list_tags')).tags;
    expect(tags.slice(0, STORE_CATEGORIES.length).map((tag) => tag.name)).toEqual([...STORE_CATEGORIES]);
    expect(tags.find((tag) => tag.name === `自定义${marker}`)).toEqual({ name: `自定义${marker}`, count: 1 });
    expect(tags.find((tag) => tag.name === 'role')).toEqual({ name: 'role', count: 0 });

    expect((await owner.delete(`/api/v1/flows/${tagged.flowId}`)).status).toBe(200);
    expect((await page(bob, `/api/v1/store/tags/${encodeURIComponent(`自定义${marker}`)}`)).total).toBe(0);
    expectRefusal(await bob.get(`/api/v1/store/${tagged.storeId}`), 10003, '应用不存在');
  });

  it('refuses bad list queries and bodies with 10003', async () => {
    for (const path of ['/api/v1/store/list?size=0', '/api/v1/store/list?size=101', '/api/v1/store/list?page=0', '/api/v1/store/list?belongs_me=maybe', '/api/v1/conversations']) {
      const answer = await alice.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ code: 10003, data: null });
    }
    expect((await alice.post('/api/v1/store/check-collect', { stores_ids: 'x' })).status).toBe(400);
    expect((await alice.post('/api/v1/store/like', {})).status).toBe(400);
  });
});
