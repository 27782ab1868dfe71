// The marketplace (应用广场), favourites and likes (spec/2 sections 2 and 7): lists filtered by the
// caller's access policy in SQL, store info, favourite and like toggles, and the chat page's UI
// node. Every signed-in user; `{code, msg, data}` answers.
import { ErrorCode, ROLE_USER, STORE_ALL_TAG, STORE_CATEGORIES, type CollectState, type Envelope, type LikeState, type Paged, type StoreApp, type StoreCollectInfo, type StoreNode, type StoreTags } from '@app/api-client';
import type { FlowData } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf, type Principal } from '../auth/authHook';
import { fromJson } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { businessError } from '../errors/appError';
import { success } from '../errors/envelope';
import { apiSchema } from '../http/openApi';
import { findFlow } from '../flows/flowQueries';
import { findReleaseGraph } from '../run/runFlows';
import { storeReach } from './storeAccess';
import { storeMessages } from './storeMessages';
import { storeNodeOf } from './storeNode';
import type { StoreNodeReadLimit } from './storeNodeReads';
import { addLike, countTags, listFavourites, listStores, marksOf, marksOfOne, readStoreApp, storesAmong, toggleFavourite, type StoreRow } from './storeQueries';
import { findNodeBody, storeIdBody, storeIdsBody, storeListQuery, storeNodeQuery, storePageQuery, storeParams, tagParams } from './storeSchemas';
import { isUsableBy, usableStore } from './usableStore';

export interface StoreRoutesContext {
  db: Kysely<DatabaseSchema>;
  now: () => Date;
  nodeReads: StoreNodeReadLimit;
}

const signedIn = { config: { auth: ROLE_USER, errorFormat: 'envelope' } } as const;

export const storeNotFound = () => businessError(ErrorCode.PARAMETER_ERROR, storeMessages.STORE_NOT_FOUND);

export function registerStoreRoutes(app: FastifyInstance, { db, now, nodeReads }: StoreRoutesContext): void {
  const base = '/api/v1/store';
  const usable = (principal: Principal, storeId: string, preview = false) => usableStore(db, principal, storeId, { preview, refusal: storeNotFound });

  async function info(principal: Principal, storeId: string): Promise<Envelope<StoreApp>> {
    await usable(principal, storeId);
    return success((await readStoreApp(db, storeId, principal.userId)) as StoreApp);
  }

  /** The entries of the ids the caller may use, in the order asked. */
  async function collectInfo(principal: Principal, storeIds: readonly string[]): Promise<StoreCollectInfo[]> {
    const reach = await storeReach(db, principal);
    const rows = new Map((await storesAmong(db, storeIds)).filter((store) => isUsableBy(reach, store)).map((store) => [store.id, store]));
    const ids = [...new Set(storeIds)].filter((id) => rows.has(id));
    const marks = await marksOf(db, principal.userId, ids);
    return ids.map((id) => ({ store_id: id, collect: marks.favourites.has(id), likes: Number(rows.get(id)!.likes), liked: marks.likes.has(id) }));
  }

  /** The graph the chat page's UI node is read from: the release's, or the working copy's for a preview. */
  async function graphOf(store: StoreRow, preview: boolean): Promise<FlowData> {
    if (preview) {
      const flow = await findFlow(db, store.flow_id);
      const data = fromJson<FlowData | null>(flow?.data ?? null, null);
      return { nodes: data?.nodes ?? [], edges: data?.edges ?? [] };
    }
    // The release's graph as chats keep it: read once while the release is kept.
    return (store.release_id ? await findReleaseGraph(db, store.release_id) : undefined) ?? { nodes: [], edges: [] };
  }

  async function node(principal: Principal, storeId: string, search: string, preview: boolean): Promise<Envelope<StoreNode>> {
    await nodeReads(principal.userId);
    const found = await usable(principal, storeId, preview);
    return success(storeNodeOf(await graphOf(found, preview), search));
  }

  app.get(`${base}/list`, { ...signedIn, schema: apiSchema({ tag: 'store', summary: 'Published apps the caller may use (belongs_me: their own), 10 a page', auth: 'session', querystring: storeListQuery }) }, async (request): Promise<Envelope<Paged<StoreApp>>> => {
    const query = storeListQuery.parse(request.query);
    const principal = principalOf(request);
    const filter = { belongsMe: query.belongs_me, byLikes: query.likes, search: query.search };
    return success(await listStores(db, await storeReach(db, principal), filter, query));
  });

  app.get(`${base}/tags/:tag`, { ...signedIn, schema: apiSchema({ tag: 'store', summary: 'The apps of a tag (全部: every app)', auth: 'session', params: tagParams, querystring: storePageQuery }) }, async (request): Promise<Envelope<Paged<StoreApp>>> => {
    const { tag } = tagParams.parse(request.params);
    const query = storePageQuery.parse(request.query);
    const filter = { tag: tag === STORE_ALL_TAG ? undefined : tag, search: query.search };
    return success(await listStores(db, await storeReach(db, principalOf(request)), filter, query));
  });

  app.get(`${base}/list/collect`, { ...signedIn, schema: apiSchema({ tag: 'store', summary: 'The caller’s favourites', auth: 'session', querystring: storePageQuery }) }, async (request): Promise<Envelope<Paged<StoreApp>>> => {
    const query = storePageQuery.parse(request.query);
    return success(await listFavourites(db, await storeReach(db, principalOf(request)), query.search, query));
  });

  app.get(`${base}/list_tags`, { ...signedIn, schema: apiSchema({ tag: 'store', summary: 'The marketplace’s tags with their counts', auth: 'session' }) }, async (request): Promise<Envelope<StoreTags>> => {
    const counts = await countTags(db, await storeReach(db, principalOf(request)));
    const categories: readonly string[] = STORE_CATEGORIES;
    const others = [...counts.keys()].filter((tag) => !categories.includes(tag)).sort();
    return success({ tags: [...categories, ...others].map((name) => ({ name, count: counts.get(name) ?? 0 })) });
  });

  app.get(`${base}/:storeId`, { ...signedIn, schema: apiSchema({ tag: 'store', summary: 'An app’s store info', auth: 'session', params: storeParams }) }, async (request) => info(principalOf(request), storeParams.parse(request.params).storeId));

  app.post(`${base}/info`, signedIn, async (request) => info(principalOf(request), storeIdBody.parse(request.body ?? {}).store_id));

  app.post(`${base}/check-collect`, signedIn, async (request): Promise<Envelope<StoreCollectInfo[]>> => {
    return success(await collectInfo(principalOf(request), storeIdsBody.parse(request.body ?? {}).stores_ids));
  });

  app.post(`${base}/list_collect_info`, signedIn, async (request): Promise<Envelope<StoreCollectInfo[]>> => {
    return success(await collectInfo(principalOf(request), storeIdsBody.parse(request.body ?? {}).stores_ids));
  });

  app.post(`${base}/collect`, { ...signedIn, schema: apiSchema({ tag: 'store', summary: 'Toggle the caller’s favourite', auth: 'session', body: storeIdBody }) }, async (request): Promise<Envelope<CollectState>> => {
    const { store_id: storeId } = storeIdBody.parse(request.body ?? {});
    const principal = principalOf(request);
    await usable(principal, storeId);
    return success({ collect: await toggleFavourite(db, principal.userId, storeId, now()) });
  });

  app.get(`${base}/collect/:storeId`, signedIn, async (request): Promise<Envelope<CollectState>> => {
    const { storeId } = storeParams.parse(request.params);
    const principal = principalOf(request);
    await usable(principal, storeId);
    return success({ collect: (await marksOfOne(db, principal.userId, storeId)).collect });
  });

  app.post(`${base}/like`, { ...signedIn, schema: apiSchema({ tag: 'store', summary: 'Like an app', auth: 'session', body: storeIdBody }) }, async (request): Promise<Envelope<LikeState>> => {
    const { store_id: storeId } = storeIdBody.parse(request.body ?? {});
    const principal = principalOf(request);
    await usable(principal, storeId);
    return success({ likes: await addLike(db, principal.userId, storeId, now()), liked: true });
  });

  app.get(`${base}/likes/:storeId`, signedIn, async (request): Promise<Envelope<LikeState>> => {
    const { storeId } = storeParams.parse(request.params);
    const principal = principalOf(request);
    const store = await usable(principal, storeId);
    return success({ likes: Number(store.likes), liked: (await marksOfOne(db, principal.userId, storeId)).liked });
  });

  app.get(`${base}/store_node/:storeId`, { ...signedIn, schema: apiSchema({ tag: 'store', summary: 'The chat page’s UI node, greeting and suggestions', auth: 'session', params: storeParams, querystring: storeNodeQuery }) }, async (request) => {
    const { storeId } = storeParams.parse(request.params);
    const query = storeNodeQuery.parse(request.query);
    return node(principalOf(request), storeId, query.search, query.preview);
  });

  app.post(`${base}/find_node`, signedIn, async (request) => {
    const body = findNodeBody.parse(request.body ?? {});
    return node(principalOf(request), body.store_id, body.search, false);
  });
}
