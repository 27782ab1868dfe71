// Users as administrators see them: pages, pickers and group members, each with their groups.
// Deleted users are never part of them.
import { EMPTY_UUID, type Paged, type UserRead } from '@app/api-client';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { withGroups } from '../accounts/userQueries';
import { containsText, pageOf } from '../db/paging';
import type { DatabaseSchema } from '../db/schema';
import type { AdminListQuery } from './adminFields';
import { fetchListPage } from './adminListPage';

type Db = Kysely<DatabaseSchema>;

function liveUsers(db: Db): SelectQueryBuilder<DatabaseSchema, 'users', object> {
  return db.selectFrom('users').where('is_deleted', '=', false);
}

/** A page of users, searched in username, nickname, email and phone; ordered by created time. */
export async function listUsers(db: Db, query: AdminListQuery): Promise<Paged<UserRead>> {
  let filtered = liveUsers(db);
  const { search } = query;
  if (search) {
    filtered = filtered.where((eb) =>
      eb.or([containsText(eb.ref('username'), search), containsText(eb.ref('name'), search), containsText(eb.ref('email'), search), containsText(eb.ref('telephone'), search)]),
    );
  }
  const { rows, total } = await fetchListPage(filtered, query);
  return pageOf(await withGroups(db, rows), total, query);
}

/** Every user, oldest first (for pickers). */
export async function allUsers(db: Db): Promise<UserRead[]> {
  return withGroups(db, await liveUsers(db).selectAll().orderBy('created_at').orderBy('id').execute());
}

/** The members of a group, oldest first; everyone is a member of the default group. */
export async function membersOfGroup(db: Db, groupId: string): Promise<UserRead[]> {
  if (groupId === EMPTY_UUID) return allUsers(db);
  const rows = await liveUsers(db)
    .innerJoin('user_group_members', 'user_group_members.user_id', 'users.id')
    .selectAll('users')
    .where('user_group_members.group_id', '=', groupId)
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
  return withGroups(db, rows);
}

/** The ids among the given ones (at most a request's worth) that name users who are not deleted. */
export async function liveUserIdsAmong(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await liveUsers(db).select('id').where('id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.id));
}
