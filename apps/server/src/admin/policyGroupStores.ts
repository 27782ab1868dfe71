// The marketplace apps bound to policy groups: the 智能体 count of the policy table and the bound
// list of its detail drawer. Each app (store) is bound to one policy group; one query reads the
// apps of every group asked for, by name.
import type { PolicyStoreRef } from '@app/api-client';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export async function storesBoundTo(db: Kysely<DatabaseSchema>, policyGroupIds: readonly string[]): Promise<Map<string, PolicyStoreRef[]>> {
  const bound = new Map<string, PolicyStoreRef[]>(policyGroupIds.map((id) => [id, []]));
  if (policyGroupIds.length === 0) return bound;
  const rows = await db.selectFrom('stores').select(['id', 'name', 'policy_group_id']).where('policy_group_id', 'in', policyGroupIds).orderBy('name').orderBy('id').execute();
  for (const row of rows) bound.get(row.policy_group_id)?.push({ id: row.id, name: row.name });
  return bound;
}
