// Policy groups: their rows, their allowed and denied entries (user groups and users) and the apps
// bound to them, read as PolicyGroupRead.
import { randomUUID } from 'node:crypto';
import type { Paged, PolicyEntry, PolicyGroupRead } from '@app/api-client';
import type { Kysely, Selectable } from 'kysely';
import { containsText, pageOf } from '../db/paging';
import { isoTimestamp, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, PolicyEffect, PolicyGroupsTable } from '../db/schema';
import type { AdminListQuery } from './adminFields';
import { fetchListPage } from './adminListPage';
import { storesBoundTo } from './policyGroupStores';

type Db = Kysely<DatabaseSchema>;
type PolicyGroupRow = Selectable<PolicyGroupsTable>;

export interface PolicyGroupValues {
  name: string;
  description: string;
  allowedGroupIds: readonly string[];
  allowedUserIds: readonly string[];
  deniedGroupIds: readonly string[];
  deniedUserIds: readonly string[];
}

type Entries = Record<PolicyEffect, PolicyEntry[]>;

/** The entries of each policy group: user groups first, then users, each oldest first. */
async function entriesOf(db: Db, policyGroupIds: readonly string[]): Promise<Map<string, Entries>> {
  const entries = new Map<string, Entries>(policyGroupIds.map((id) => [id, { allow: [], deny: [] }]));
  if (policyGroupIds.length === 0) return entries;
  const [groups, users] = await Promise.all([
    db
      .selectFrom('policy_group_user_groups as entry')
      .innerJoin('user_groups', 'user_groups.id', 'entry.user_group_id')
      .select(['entry.policy_group_id', 'entry.effect', 'user_groups.id', 'user_groups.name'])
      .where('entry.policy_group_id', 'in', policyGroupIds)
      .orderBy('user_groups.created_at')
      .orderBy('user_groups.id')
      .execute(),
    db
      .selectFrom('policy_group_users as entry')
      .innerJoin('users', 'users.id', 'entry.user_id')
      .select(['entry.policy_group_id', 'entry.effect', 'users.id', 'users.name'])
      .where('entry.policy_group_id', 'in', policyGroupIds)
      .where('users.is_deleted', '=', false)
      .orderBy('users.created_at')
      .orderBy('users.id')
      .execute(),
  ]);
  for (const row of groups) entries.get(row.policy_group_id)?.[row.effect].push({ id: row.id, name: row.name, is_group: true });
  for (const row of users) entries.get(row.policy_group_id)?.[row.effect].push({ id: row.id, name: row.name, is_group: false });
  return entries;
}

const idsOf = (entries: PolicyEntry[], isGroup: boolean) => entries.filter((entry) => entry.is_group === isGroup).map((entry) => entry.id);

async function toPolicyGroupReads(db: Db, rows: PolicyGroupRow[]): Promise<PolicyGroupRead[]> {
  const ids = rows.map((row) => row.id);
  const [entries, stores] = await Promise.all([entriesOf(db, ids), storesBoundTo(db, ids)]);
  return rows.map((row) => {
    const { allow, deny } = entries.get(row.id) ?? { allow: [], deny: [] };
    const bound = stores.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      allowed: allow,
      denied: deny,
      allowed_group_ids: idsOf(allow, true),
      allowed_user_ids: idsOf(allow, false),
      denied_group_ids: idsOf(deny, true),
      denied_user_ids: idsOf(deny, false),
      stores_count: bound.length,
      stores: bound,
      created_at: toIsoTimestamp(row.created_at),
    };
  });
}

/** A page of policy groups, searched in name and description; ordered by created time. */
export async function listPolicyGroups(db: Db, query: AdminListQuery): Promise<Paged<PolicyGroupRead>> {
  let filtered = db.selectFrom('policy_groups');
  const { search } = query;
  if (search) filtered = filtered.where((eb) => eb.or([containsText(eb.ref('name'), search), containsText(eb.ref('description'), search)]));
  const { rows, total } = await fetchListPage(filtered, query);
  return pageOf(await toPolicyGroupReads(db, rows), total, query);
}

/** Every policy group, oldest (the default one) first, for pickers. */
export async function allPolicyGroups(db: Db): Promise<PolicyGroupRead[]> {
  return toPolicyGroupReads(db, await db.selectFrom('policy_groups').selectAll().orderBy('created_at').orderBy('id').execute());
}

export async function readPolicyGroup(db: Db, policyGroupId: string): Promise<PolicyGroupRead | undefined> {
  const row = await db.selectFrom('policy_groups').selectAll().where('id', '=', policyGroupId).executeTakeFirst();
  return row ? (await toPolicyGroupReads(db, [row]))[0] : undefined;
}

export async function policyGroupExists(db: Db, policyGroupId: string): Promise<boolean> {
  return (await db.selectFrom('policy_groups').select('id').where('id', '=', policyGroupId).executeTakeFirst()) !== undefined;
}

async function writeEntries(db: Db, policyGroupId: string, values: PolicyGroupValues): Promise<void> {
  await db.deleteFrom('policy_group_user_groups').where('policy_group_id', '=', policyGroupId).execute();
  await db.deleteFrom('policy_group_users').where('policy_group_id', '=', policyGroupId).execute();
  const groupRows = [
    ...values.allowedGroupIds.map((id) => ({ policy_group_id: policyGroupId, user_group_id: id, effect: 'allow' as const })),
    ...values.deniedGroupIds.map((id) => ({ policy_group_id: policyGroupId, user_group_id: id, effect: 'deny' as const })),
  ];
  const userRows = [
    ...values.allowedUserIds.map((id) => ({ policy_group_id: policyGroupId, user_id: id, effect: 'allow' as const })),
    ...values.deniedUserIds.map((id) => ({ policy_group_id: policyGroupId, user_id: id, effect: 'deny' as const })),
  ];
  if (groupRows.length > 0) await db.insertInto('policy_group_user_groups').values(groupRows).execute();
  if (userRows.length > 0) await db.insertInto('policy_group_users').values(userRows).execute();
}

export async function insertPolicyGroup(db: Db, values: PolicyGroupValues, now = new Date()): Promise<string> {
  const id = randomUUID();
  const timestamp = isoTimestamp(now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('policy_groups')
      .values({ id, name: values.name, description: values.description, created_at: timestamp, updated_at: timestamp })
      .execute();
    await writeEntries(trx, id, values);
  });
  return id;
}

/** Replaces the name, description and every entry. */
export async function updatePolicyGroup(db: Db, policyGroupId: string, values: PolicyGroupValues, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('policy_groups')
      .set({ name: values.name, description: values.description, updated_at: isoTimestamp(now) })
      .where('id', '=', policyGroupId)
      .execute();
    await writeEntries(trx, policyGroupId, values);
  });
}

/** Its entries go with it (ON DELETE CASCADE); the apps bound to it move to the default policy group (ON DELETE SET DEFAULT). */
export async function deletePolicyGroup(db: Db, policyGroupId: string): Promise<void> {
  await db.deleteFrom('policy_groups').where('id', '=', policyGroupId).execute();
}
