// The stores table and its lists: the marketplace, a tag's page, favourites and the user's own apps,
// each one query for the page (author, favourite and like of the caller included) and one count.
import type { Paged, StoreApp } from '@app/api-client';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { containsText, offsetOf, pageOf, type PageQuery } from '../db/paging';
import { fromJson, isoTimestamp, toBoolean, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, StoresTable } from '../db/schema';
import type { StoreReach } from './storeAccess';

type Db = Kysely<DatabaseSchema>;
export type StoreRow = Selectable<StoresTable>;

export async function findStore(db: Db, storeId: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
}

export async function findStoreOfFlow(db: Db, flowId: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('flow_id', '=', flowId).executeTakeFirst();
}

export interface StoreListFilter {
  /** The caller's own apps in every state, instead of the published ones they may use. */
  belongsMe?: boolean;
  tag?: string;
  /** Only the caller's favourites (newest favourite first). */
  favourites?: boolean;
  search?: string;
  /** Most likes first. */
  byLikes?: boolean;
}

type StoreQuery = SelectQueryBuilder<DatabaseSchema, 'stores', object>;

function listed(db: Db, reach: StoreReach, filter: StoreListFilter): StoreQuery {
  const userId = reach.subject.id;
  let query: StoreQuery = db.selectFrom('stores');
  if (filter.belongsMe) {
    query = query.where('stores.user_id', '=', userId);
  } else {
    query = query.where('stores.published', '=', true);
    const admitted = reach.policyGroupIds;
    if (admitted !== null) {
      query = query.where((eb) => eb.or([eb('stores.user_id', '=', userId), ...(admitted.length > 0 ? [eb('stores.policy_group_id', 'in', admitted)] : [])]));
    }
  }
  const { tag, search } = filter;
  if (tag !== undefined) query = query.where('stores.id', 'in', db.selectFrom('store_tags').select('store_tags.store_id').where('store_tags.tag', '=', tag));
  if (filter.favourites) query = query.where('stores.id', 'in', db.selectFrom('store_favourites').select('store_favourites.store_id').where('store_favourites.user_id', '=', userId));
  if (search) query = query.where((eb) => eb.or([containsText(eb.ref('stores.name'), search), containsText(eb.ref('stores.description'), search)]));
  return query;
}

/** The caller's favourite and like of each row, and its author: lookups by primary key, per row of the page. */
function withCard(query: StoreQuery, userId: string) {
  return query
    .innerJoin('users', 'users.id', 'stores.user_id')
    .selectAll('stores')
    .select(['users.name as user_name', 'users.profile_image as user_profile_image'])
    .select((eb) => [
      eb
        .exists(eb.selectFrom('store_favourites').select(sql.lit(1).as('one')).whereRef('store_favourites.store_id', '=', 'stores.id').where('store_favourites.user_id', '=', userId))
        .as('collect'),
      eb.exists(eb.selectFrom('store_likes').select(sql.lit(1).as('one')).whereRef('store_likes.store_id', '=', 'stores.id').where('store_likes.user_id', '=', userId)).as('liked'),
    ]);
}

export type StoreCardRow = StoreRow & { user_name: string; user_profile_image: string | null; collect: boolean | number; liked: boolean | number };

export function toStoreApp(row: StoreCardRow): StoreApp {
  return {
    id: row.id,
    flow_id: row.flow_id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    icon_bg_color: row.icon_bg_color,
    tags: fromJson<string[]>(row.tags, []),
    user_id: row.user_id,
    user_name: row.user_name,
    user_profile_image: row.user_profile_image,
    likes: Number(row.likes),
    liked: toBoolean(row.liked),
    collect: toBoolean(row.collect),
    status_type: toBoolean(row.published) ? 'published' : 'develop',
    released_at: toIsoTimestamp(row.released_at),
    updated_at: toIsoTimestamp(row.updated_at),
  };
}

export async function listStores(db: Db, reach: StoreReach, filter: StoreListFilter, page: PageQuery): Promise<Paged<StoreApp>> {
  let rows = withCard(listed(db, reach, filter), reach.subject.id);
  if (filter.belongsMe) rows = rows.orderBy('stores.updated_at', 'desc');
  else if (filter.byLikes) rows = rows.orderBy('stores.likes', 'desc');
  const [items, count] = await Promise.all([
    rows.orderBy('stores.released_at', 'desc').orderBy('stores.id', 'desc').limit(page.size).offset(offsetOf(page)).execute(),
    listed(db, reach, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf((items as StoreCardRow[]).map(toStoreApp), Number(count.total), page);
}

/** The caller's favourites they may still use, newest favourite first. */
export async function listFavourites(db: Db, reach: StoreReach, search: string | undefined, page: PageQuery): Promise<Paged<StoreApp>> {
  const filter: StoreListFilter = { favourites: true, search };
  const [items, count] = await Promise.all([
    withCard(listed(db, reach, filter), reach.subject.id)
      .innerJoin('store_favourites as mine', (join) => join.onRef('mine.store_id', '=', 'stores.id').on('mine.user_id', '=', reach.subject.id))
      .orderBy('mine.created_at', 'desc')
      .orderBy('stores.id', 'desc')
      .limit(page.size)
      .offset(offsetOf(page))
      .execute(),
    listed(db, reach, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf((items as StoreCardRow[]).map(toStoreApp), Number(count.total), page);
}

/** One store as the caller sees it on a card (whether they may see it is decided before). */
export async function readStoreApp(db: Db, storeId: string, userId: string): Promise<StoreApp | undefined> {
  const row = await withCard(db.selectFrom('stores').where('stores.id', '=', storeId), userId).executeTakeFirst();
  return row ? toStoreApp(row as StoreCardRow) : undefined;
}

/** How many published apps the caller may use carry each tag. */
export async function countTags(db: Db, reach: StoreReach): Promise<Map<string, number>> {
  const rows = await listed(db, reach, {})
    .innerJoin('store_tags', 'store_tags.store_id', 'stores.id')
    .select(['store_tags.tag', (eb) => eb.fn.countAll<number | string>().as('total')])
    .groupBy('store_tags.tag')
    .execute();
  return new Map(rows.map((row) => [row.tag, Number(row.total)]));
}

/** The stores among `storeIds` that exist (their rows; whether the caller may use them is decided after). */
export async function storesAmong(db: Db, storeIds: readonly string[]): Promise<StoreRow[]> {
  if (storeIds.length === 0) return [];
  return db.selectFrom('stores').selectAll().where('id', 'in', storeIds).execute();
}

/** Of `storeIds`, those the user marked as favourite, and those they liked. */
export async function marksOf(db: Db, userId: string, storeIds: readonly string[]): Promise<{ favourites: Set<string>; likes: Set<string> }> {
  if (storeIds.length === 0) return { favourites: new Set(), likes: new Set() };
  const [favourites, likes] = await Promise.all([
    db.selectFrom('store_favourites').select('store_id').where('user_id', '=', userId).where('store_id', 'in', storeIds).execute(),
    db.selectFrom('store_likes').select('store_id').where('user_id', '=', userId).where('store_id', 'in', storeIds).execute(),
  ]);
  return { favourites: new Set(favourites.map((row) => row.store_id)), likes: new Set(likes.map((row) => row.store_id)) };
}

/** Adds or removes the favourite; answers whether it is one now. */
export async function toggleFavourite(db: Db, userId: string, storeId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('store_favourites').where('user_id', '=', userId).where('store_id', '=', storeId).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    // A toggle racing this one may have added it first: it is a favourite either way.
    await trx
      .insertInto('store_favourites')
      .values({ user_id: userId, store_id: storeId, created_at: isoTimestamp(now) })
      .onConflict((conflict) => conflict.columns(['user_id', 'store_id']).doNothing())
      .execute();
    return true;
  });
}

/** The user likes the store (once: a second like changes nothing); answers the count. */
export async function addLike(db: Db, userId: string, storeId: string, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('store_likes')
      .values({ store_id: storeId, user_id: userId, created_at: isoTimestamp(now) })
      .onConflict((conflict) => conflict.columns(['store_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx.updateTable('stores').set((eb) => ({ likes: eb('likes', '+', 1) })).where('id', '=', storeId).execute();
    }
    const row = await trx.selectFrom('stores').select('likes').where('id', '=', storeId).executeTakeFirstOrThrow();
    return Number(row.likes);
  });
}

/** Whether a store is the user's favourite, and whether they liked it. */
export async function marksOfOne(db: Db, userId: string, storeId: string): Promise<{ collect: boolean; liked: boolean }> {
  const { favourites, likes } = await marksOf(db, userId, [storeId]);
  return { collect: favourites.has(storeId), liked: likes.has(storeId) };
}
