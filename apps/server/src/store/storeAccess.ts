// Who may use which marketplace app. The pure policyDecision decides, from the entries that name
// this user or one of their groups (entries naming anyone else cannot change its answer). The lists
// filter in SQL by what it decided per policy group (its owner rule is the lists' own-apps
// condition, its administrator rule no filter at all), so every list scales with the apps on a
// page, not with all apps or all policy groups.
import { EMPTY_UUID, isAdmin } from '@app/api-client';
import type { Kysely } from 'kysely';
import { policyDecision, type AccessPolicy, type PolicySubject } from '../admin/policyDecision';
import type { Principal } from '../auth/authHook';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

export interface StoreReach {
  subject: PolicySubject;
  /** The policy groups whose apps the user may use besides their own; null for every one (administrators). */
  policyGroupIds: string[] | null;
  /** The entries of each policy group that concern the user. */
  policies: ReadonlyMap<string, AccessPolicy>;
}

interface EntryLists {
  allowedUserIds: string[];
  allowedGroupIds: string[];
  deniedUserIds: string[];
  deniedGroupIds: string[];
}

const NO_ENTRIES: AccessPolicy = { allowedUserIds: [], allowedGroupIds: [], deniedUserIds: [], deniedGroupIds: [] };

export async function storeReach(db: Db, principal: Principal): Promise<StoreReach> {
  const memberships = await db.selectFrom('user_group_members').select('group_id').where('user_id', '=', principal.userId).execute();
  const subject: PolicySubject = { id: principal.userId, role: principal.role, groupIds: [EMPTY_UUID, ...memberships.map((row) => row.group_id)] };
  const [groupEntries, userEntries] = await Promise.all([
    db.selectFrom('policy_group_user_groups').select(['policy_group_id', 'user_group_id', 'effect']).where('user_group_id', 'in', subject.groupIds).execute(),
    db.selectFrom('policy_group_users').select(['policy_group_id', 'effect']).where('user_id', '=', principal.userId).execute(),
  ]);
  const policies = new Map<string, EntryLists>();
  const policyOf = (id: string): EntryLists => {
    let policy = policies.get(id);
    if (!policy) policies.set(id, (policy = { allowedUserIds: [], allowedGroupIds: [], deniedUserIds: [], deniedGroupIds: [] }));
    return policy;
  };
  for (const entry of groupEntries) {
    const policy = policyOf(entry.policy_group_id);
    (entry.effect === 'allow' ? policy.allowedGroupIds : policy.deniedGroupIds).push(entry.user_group_id);
  }
  for (const entry of userEntries) {
    const policy = policyOf(entry.policy_group_id);
    (entry.effect === 'allow' ? policy.allowedUserIds : policy.deniedUserIds).push(principal.userId);
  }
  // A policy group with no entry about the user refuses them (nothing allows them), so only these can admit.
  const admitted = [...policies].filter(([, policy]) => policyDecision(subject, null, policy).allowed).map(([id]) => id);
  return { subject, policyGroupIds: isAdmin(principal) ? null : admitted, policies };
}

/** Whether the user may use this store: policyDecision with its owner and its policy group's entries. */
export function reachesStore(reach: StoreReach, store: { user_id: string; policy_group_id: string }): boolean {
  return policyDecision(reach.subject, store.user_id, reach.policies.get(store.policy_group_id) ?? NO_ENTRIES).allowed;
}

/** The owner or an administrator: may see the app in every state and use its working copy. */
export function managesStore(reach: StoreReach, store: { user_id: string }): boolean {
  return store.user_id === reach.subject.id || isAdmin(reach.subject);
}
