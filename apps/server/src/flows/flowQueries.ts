import type { FolderFlowSortColumn } from '@app/api-client';
import type { FlowAccessType, FlowData, FlowRecord } from '@app/flow-graph';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { containsText, offsetOf, type PageQuery } from '../db/paging';
import { fromJson, isoTimestamp, toBoolean, toIsoTimestamp, toJson } from '../db/rowValues';
import type { DatabaseSchema, FlowsTable } from '../db/schema';
import { FLOW_COLUMNS_BUT_DATA } from '../db/tables/flows';
import { storedFlowJson, withRestoredData, withRestoredRow } from './componentCodeStore';

type Db = Kysely<DatabaseSchema>;
/** A flow as the find and list functions answer it: `data` parsed, each node with its code (componentCodeStore). */
export type FlowRow = Selectable<FlowsTable>;

export function toFlowRecord(row: FlowRow): FlowRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    endpoint_name: row.endpoint_name,
    tags: fromJson<string[]>(row.tags, []),
    icon: row.icon,
    icon_bg_color: row.icon_bg_color,
    gradient: row.gradient,
    folder_id: row.folder_id,
    data: fromJson<FlowData | null>(row.data, null),
    locked: toBoolean(row.locked),
    is_component: toBoolean(row.is_component),
    updated_at: toIsoTimestamp(row.updated_at),
    released_at: toIsoTimestamp(row.released_at),
    webhook: toBoolean(row.webhook),
    webhook_open: toBoolean(row.webhook_open),
    last_tested_version: row.last_tested_version,
    user_id: row.user_id,
    access_type: row.access_type === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
    action_name: row.action_name ?? null,
    action_description: row.action_description ?? null,
  };
}

export async function findFlow(db: Db, id: string): Promise<FlowRow | undefined> {
  return withRestoredRow(db, await db.selectFrom('flows').selectAll().where('id', '=', id).executeTakeFirst());
}

/** The flow's row without its graph (data null), for callers that run another graph, a release's. */
export async function findFlowWithoutData(db: Db, id: string): Promise<FlowRow | undefined> {
  const head = await db.selectFrom('flows').select(FLOW_COLUMNS_BUT_DATA).where('id', '=', id).executeTakeFirst();
  return head && { ...head, data: null };
}

export async function findFlows(db: Db, ids: string[]): Promise<Array<Pick<FlowRow, 'id' | 'user_id'>>> {
  if (ids.length === 0) return [];
  return db.selectFrom('flows').select(['id', 'user_id']).where('id', 'in', ids).execute();
}

export async function findFlowByEndpointName(db: Db, endpointName: string): Promise<FlowRow | undefined> {
  return withRestoredRow(db, await db.selectFrom('flows').selectAll().where('endpoint_name', '=', endpointName).executeTakeFirst());
}

/** The flows' id, name and description, as listFlows orders them, without their data. */
export async function listFlowSummaries(db: Db, filter: FlowFilter): Promise<Array<Pick<FlowRow, 'id' | 'name' | 'description'>>> {
  return filtered(db, filter).select(['id', 'name', 'description']).orderBy('updated_at', 'desc').orderBy('id').execute();
}

/** The id of one owner's flow by its name (names are unique per owner). */
export async function flowIdByName(db: Db, userId: string, name: string): Promise<string | undefined> {
  return (await db.selectFrom('flows').select('id').where('user_id', '=', userId).where('name', '=', name).executeTakeFirst())?.id;
}

export async function flowNameTaken(db: Db, userId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('flows').select('id').where('user_id', '=', userId).where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function endpointNameTaken(db: Db, endpointName: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('flows').select('id').where('endpoint_name', '=', endpointName);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface FlowFilter {
  /** Only this owner's flows; undefined for every owner's (administrators with get_all). */
  userId?: string;
  folderIds?: string[];
  /** true: components only; false: flows only; undefined: both. */
  isComponent?: boolean;
  /** Case-insensitive part of the name. */
  search?: string;
}

function filtered(db: Db, filter: FlowFilter): SelectQueryBuilder<DatabaseSchema, 'flows', object> {
  let query = db.selectFrom('flows');
  // Flows without an owner are the system's examples; they are never part of anyone's list.
  query = filter.userId !== undefined ? query.where('user_id', '=', filter.userId) : query.where('user_id', 'is not', null);
  if (filter.folderIds) {
    const folderIds = filter.folderIds;
    // SQL has no empty IN list; no folder means no flow.
    query = folderIds.length > 0 ? query.where('folder_id', 'in', folderIds) : query.where(sql<SqlBool>`1 = 0`);
  }
  if (filter.isComponent !== undefined) query = query.where('is_component', '=', filter.isComponent);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => containsText(eb.ref('name'), search));
  }
  return query;
}

export interface FlowOrder {
  column: FolderFlowSortColumn;
  direction: 'asc' | 'desc';
}

/** Newest change first, as Langflow lists flows. */
const NEWEST_CHANGE: FlowOrder = { column: 'updated_at', direction: 'desc' };

/** In `order` (flows without that time last either way), ties newest change first, then by id so pages never overlap. */
export async function listFlows(db: Db, filter: FlowFilter, page?: PageQuery, order: FlowOrder = NEWEST_CHANGE): Promise<FlowRow[]> {
  let query = filtered(db, filter)
    .selectAll()
    .orderBy(sql`${sql.ref(order.column)} is null`)
    .orderBy(order.column, order.direction)
    .orderBy('updated_at', 'desc')
    .orderBy('id');
  if (page) query = query.limit(page.size).offset(offsetOf(page));
  return withRestoredData(db, await query.execute());
}

export async function countFlows(db: Db, filter: FlowFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface FlowValues {
  name: string;
  description: string | null;
  icon: string | null;
  icon_bg_color: string | null;
  gradient: string | null;
  data: FlowData | null;
  is_component: boolean;
  locked: boolean;
  webhook: boolean;
  endpoint_name: string | null;
  tags: string[];
  folder_id: string | null;
  access_type?: FlowAccessType;
  webhook_open?: boolean;
  action_name?: string | null;
  action_description?: string | null;
}

export async function insertFlow(db: Db, id: string, userId: string, values: FlowValues, now = new Date()): Promise<void> {
  const timestamp = isoTimestamp(now);
  await db
    .insertInto('flows')
    .values({
      id,
      user_id: userId,
      ...values,
      data: values.data === null ? null : await storedFlowJson(db, values.data),
      tags: toJson(values.tags),
      last_tested_version: null,
      created_at: timestamp,
      updated_at: timestamp,
      released_at: null,
    })
    .execute();
}

export async function updateFlow(db: Db, id: string, changes: Partial<FlowValues>, now = new Date()): Promise<void> {
  const { data, tags, ...plain } = changes;
  await db
    .updateTable('flows')
    .set({
      ...plain,
      ...(data !== undefined ? { data: data === null ? null : await storedFlowJson(db, data) } : {}),
      ...(tags !== undefined ? { tags: toJson(tags) } : {}),
      updated_at: isoTimestamp(now),
    })
    .where('id', '=', id)
    .execute();
}

export async function moveFlowsToFolder(db: Db, userId: string, flowIds: string[], folderId: string, now = new Date()): Promise<void> {
  if (flowIds.length === 0) return;
  await db
    .updateTable('flows')
    .set({ folder_id: folderId, updated_at: isoTimestamp(now) })
    .where('user_id', '=', userId)
    .where('id', 'in', flowIds)
    .execute();
}

/** Deletes flows; their messages, vertex builds and transactions go with them (foreign keys). */
export async function deleteFlows(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('flows').where('id', 'in', ids).execute();
}

export async function flowIdsInFolders(db: Db, folderIds: string[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const rows = await db.selectFrom('flows').select('id').where('folder_id', 'in', folderIds).execute();
  return rows.map((row) => row.id);
}
