// The marketplace apps bound to policy groups: the 智能体 count of the policy table and the bound
// list of its detail drawer. Each marketplace app (store) is bound to one policy group. Until the
// marketplace brings its stores table no app is bound to any group, so every list is empty; the
// marketplace replaces the body with its one query (the stores whose policy group is among the
// ids, grouped by it), and every policy answer picks it up from here.
import type { PolicyStoreRef } from '@app/api-client';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export async function storesBoundTo(_db: Kysely<DatabaseSchema>, policyGroupIds: readonly string[]): Promise<Map<string, PolicyStoreRef[]>> {
  return new Map(policyGroupIds.map((id) => [id, []]));
}
