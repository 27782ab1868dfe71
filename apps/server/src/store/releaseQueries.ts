// Releases and decommissions of stores: the snapshot a release keeps, the store's switch to it,
// and the publish history.
import { randomUUID } from 'node:crypto';
import { ReleaseAction, type Paged, type ReleaseHistoryItem, type ReleaseActionValue } from '@app/api-client';
import type { FlowData } from '@app/flow-graph';
import type { Kysely, Selectable } from 'kysely';
import { offsetOf, pageOf, type PageQuery } from '../db/paging';
import { fromJson, isoTimestamp, isUniqueViolation, toIsoTimestamp, toJson } from '../db/rowValues';
import type { DatabaseSchema, StoreReleasesTable } from '../db/schema';
import { storedFlowJson, withRestoredRow } from '../flows/componentCodeStore';
import type { FlowRow } from '../flows/flowQueries';
import { findStoreOfFlow, type StoreRow } from './storeQueries';

type Db = Kysely<DatabaseSchema>;
export type ReleaseRow = Selectable<StoreReleasesTable>;

/** The flow's store, created (not published, default policy) the first time it is needed. */
export async function ensureStore(db: Db, flow: FlowRow, now: Date): Promise<StoreRow> {
  const existing = await findStoreOfFlow(db, flow.id);
  if (existing) return existing;
  const timestamp = isoTimestamp(now);
  try {
    await db
      .insertInto('stores')
      .values({
        id: randomUUID(),
        flow_id: flow.id,
        user_id: flow.user_id as string,
        release_id: null,
        published: false,
        name: flow.name,
        description: flow.description,
        icon: flow.icon,
        icon_bg_color: flow.icon_bg_color,
        tags: toJson(fromJson<string[]>(flow.tags, [])),
        released_at: null,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .execute();
  } catch (error) {
    // Two first needs at once: the other one's store is the store.
    if (!isUniqueViolation(error)) throw error;
  }
  return (await findStoreOfFlow(db, flow.id)) as StoreRow;
}

export function toHistoryItem(row: Pick<ReleaseRow, 'id' | 'created_at' | 'note' | 'tpe'>): ReleaseHistoryItem {
  return { id: row.id, updated_at: toIsoTimestamp(row.created_at), note: row.note, tpe: row.tpe as ReleaseActionValue };
}

/** Snapshots the flow as a release and makes it the store's current one, published; the flow shows Published. */
export async function insertRelease(db: Db, store: StoreRow, flow: FlowRow, note: string, userId: string, now: Date): Promise<ReleaseRow> {
  const timestamp = isoTimestamp(now);
  const tags = fromJson<string[]>(flow.tags, []);
  const release = {
    id: randomUUID(),
    store_id: store.id,
    tpe: ReleaseAction.RELEASE,
    note,
    // Code rows are written first (outside the transaction): a snapshot never refers to a missing one.
    data: await storedFlowJson(db, fromJson<FlowData | null>(flow.data, null)),
    name: flow.name,
    description: flow.description,
    icon: flow.icon,
    icon_bg_color: flow.icon_bg_color,
    tags: toJson(tags),
    user_id: userId,
    created_at: timestamp,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('store_releases').values(release).execute();
    await trx
      .updateTable('stores')
      .set({
        release_id: release.id,
        published: true,
        name: release.name,
        description: release.description,
        icon: release.icon,
        icon_bg_color: release.icon_bg_color,
        tags: release.tags,
        released_at: timestamp,
        updated_at: timestamp,
      })
      .where('id', '=', store.id)
      .execute();
    await trx.deleteFrom('store_tags').where('store_id', '=', store.id).execute();
    if (tags.length > 0) await trx.insertInto('store_tags').values(tags.map((tag) => ({ tag, store_id: store.id }))).execute();
    await trx.updateTable('flows').set({ released_at: timestamp }).where('id', '=', flow.id).execute();
  });
  return (await findRelease(db, release.id)) as ReleaseRow;
}

/** Records a decommission and unpublishes the store; its snapshot, sessions and messages stay. The flow shows Develop. */
export async function insertDecommission(db: Db, store: StoreRow, note: string, userId: string, now: Date): Promise<ReleaseRow> {
  const timestamp = isoTimestamp(now);
  const entry = {
    id: randomUUID(),
    store_id: store.id,
    tpe: ReleaseAction.CANCEL,
    note,
    data: null,
    name: store.name,
    description: store.description,
    icon: store.icon,
    icon_bg_color: store.icon_bg_color,
    tags: toJson(fromJson<string[]>(store.tags, [])),
    user_id: userId,
    created_at: timestamp,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('store_releases').values(entry).execute();
    await trx.updateTable('stores').set({ published: false, updated_at: timestamp }).where('id', '=', store.id).execute();
    await trx.updateTable('flows').set({ released_at: null }).where('id', '=', store.flow_id).execute();
  });
  return (await findRelease(db, entry.id)) as ReleaseRow;
}

/** The release with its snapshot's code restored. */
export async function findRelease(db: Db, releaseId: string): Promise<ReleaseRow | undefined> {
  return withRestoredRow(db, await db.selectFrom('store_releases').selectAll().where('id', '=', releaseId).executeTakeFirst());
}

/** Newest first. */
export async function listReleaseHistory(db: Db, storeId: string, page: PageQuery): Promise<Paged<ReleaseHistoryItem>> {
  const filtered = db.selectFrom('store_releases').where('store_id', '=', storeId);
  const [rows, count] = await Promise.all([
    filtered.select(['id', 'created_at', 'note', 'tpe']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.size).offset(offsetOf(page)).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toHistoryItem), Number(count.total), page);
}
