// User groups: their rows, member counts and the membership writes.
import { randomUUID } from 'node:crypto';
import { EMPTY_UUID, type Paged, type UserGroupRead } from '@app/api-client';
import type { Kysely, Selectable } from 'kysely';
import { containsText, pageOf } from '../db/paging';
import { isoTimestamp, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, UserGroupsTable } from '../db/schema';
import type { AdminListQuery } from './adminFields';
import { fetchListPage } from './adminListPage';

type Db = Kysely<DatabaseSchema>;
type UserGroupRow = Selectable<UserGroupsTable>;

// Rows per insert: two bind parameters each, well below the limits of both databases.
const MEMBERSHIP_CHUNK = 1000;

export interface UserGroupValues {
  name: string;
  description: string;
}

/** Members who are not deleted, by group; the default group counts every such user. */
async function memberCounts(db: Db, groupIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(groupIds.map((id) => [id, 0]));
  if (groupIds.length === 0) return counts;
  const rows = await db
    .selectFrom('user_group_members')
    .innerJoin('users', 'users.id', 'user_group_members.user_id')
    .select((eb) => ['user_group_members.group_id', eb.fn.countAll<number | string>().as('total')])
    .where('users.is_deleted', '=', false)
    .where('user_group_members.group_id', 'in', groupIds)
    .groupBy('user_group_members.group_id')
    .execute();
  for (const row of rows) counts.set(row.group_id, Number(row.total));
  if (counts.has(EMPTY_UUID)) {
    const everyone = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('is_deleted', '=', false)
      .executeTakeFirstOrThrow();
    counts.set(EMPTY_UUID, Number(everyone.total));
  }
  return counts;
}

async function withCounts(db: Db, rows: UserGroupRow[]): Promise<UserGroupRead[]> {
  const counts = await memberCounts(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    users_count: counts.get(row.id) ?? 0,
    created_at: toIsoTimestamp(row.created_at),
  }));
}

/** A page of groups, searched in name and description; ordered by created time. */
export async function listUserGroups(db: Db, query: AdminListQuery): Promise<Paged<UserGroupRead>> {
  let filtered = db.selectFrom('user_groups');
  const { search } = query;
  if (search) filtered = filtered.where((eb) => eb.or([containsText(eb.ref('name'), search), containsText(eb.ref('description'), search)]));
  const { rows, total } = await fetchListPage(filtered, query);
  return pageOf(await withCounts(db, rows), total, query);
}

/** Every group, oldest (the default group) first, for pickers. */
export async function allUserGroups(db: Db): Promise<UserGroupRead[]> {
  return withCounts(db, await db.selectFrom('user_groups').selectAll().orderBy('created_at').orderBy('id').execute());
}

export async function readUserGroup(db: Db, groupId: string): Promise<UserGroupRead | undefined> {
  const row = await db.selectFrom('user_groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  return row ? (await withCounts(db, [row]))[0] : undefined;
}

export async function userGroupExists(db: Db, groupId: string): Promise<boolean> {
  return (await db.selectFrom('user_groups').select('id').where('id', '=', groupId).executeTakeFirst()) !== undefined;
}

/** The ids among the given ones (at most a request's worth) that name existing groups. */
export async function existingGroupIdsAmong(db: Db, groupIds: readonly string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db.selectFrom('user_groups').select('id').where('id', 'in', groupIds).execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertUserGroup(db: Db, values: UserGroupValues, now = new Date()): Promise<string> {
  const id = randomUUID();
  const timestamp = isoTimestamp(now);
  await db
    .insertInto('user_groups')
    .values({ id, name: values.name, description: values.description, created_at: timestamp, updated_at: timestamp })
    .execute();
  return id;
}

export async function updateUserGroup(db: Db, groupId: string, values: UserGroupValues, now = new Date()): Promise<void> {
  await db
    .updateTable('user_groups')
    .set({ name: values.name, description: values.description, updated_at: isoTimestamp(now) })
    .where('id', '=', groupId)
    .execute();
}

/** Its memberships and its entries in policy groups go with it (foreign keys with ON DELETE CASCADE). */
export async function deleteUserGroup(db: Db, groupId: string): Promise<void> {
  await db.deleteFrom('user_groups').where('id', '=', groupId).execute();
}

/** Adds every user to every group; memberships that exist stay as they are. */
export async function addMemberships(db: Db, userIds: readonly string[], groupIds: readonly string[]): Promise<void> {
  const rows = userIds.flatMap((userId) => groupIds.map((groupId) => ({ user_id: userId, group_id: groupId })));
  for (let start = 0; start < rows.length; start += MEMBERSHIP_CHUNK) {
    await db
      .insertInto('user_group_members')
      .values(rows.slice(start, start + MEMBERSHIP_CHUNK))
      .onConflict((conflict) => conflict.columns(['user_id', 'group_id']).doNothing())
      .execute();
  }
}

/** Makes the user's groups exactly these plus the default group. */
export async function replaceMemberships(db: Db, userId: string, groupIds: readonly string[]): Promise<void> {
  const kept = [...new Set([EMPTY_UUID, ...groupIds])];
  await db.deleteFrom('user_group_members').where('user_id', '=', userId).where('group_id', 'not in', kept).execute();
  await addMemberships(db, [userId], kept);
}
