// The access decision of ARCHITECTURE section 4: may this user use a resource (a marketplace app)
// bound to this policy group? Pure, so every caller (marketplace lists, chat, runs) decides alike.
import { EMPTY_UUID, isAdmin } from '@app/api-client';

export interface PolicySubject {
  id: string;
  role: number;
  /** The user's groups. The default group (EMPTY_UUID) counts whether listed or not: everyone is in it. */
  groupIds: readonly string[];
}

export interface AccessPolicy {
  allowedUserIds: readonly string[];
  allowedGroupIds: readonly string[];
  deniedUserIds: readonly string[];
  deniedGroupIds: readonly string[];
}

export type PolicyReason = 'owner' | 'admin' | 'denied-user' | 'denied-group' | 'allowed-user' | 'allowed-group' | 'not-allowed';

export interface PolicyDecision {
  allowed: boolean;
  reason: PolicyReason;
}

/**
 * Owners and administrators always pass; then a denied user or group refuses; then an allowed user
 * admits; then an allowed group admits; anyone else is refused.
 */
export function policyDecision(user: PolicySubject, ownerId: string | null, policy: AccessPolicy): PolicyDecision {
  if (ownerId !== null && user.id === ownerId) return { allowed: true, reason: 'owner' };
  if (isAdmin(user)) return { allowed: true, reason: 'admin' };
  const groups = new Set([EMPTY_UUID, ...user.groupIds]);
  const inAnyGroup = (groupIds: readonly string[]) => groupIds.some((groupId) => groups.has(groupId));
  if (policy.deniedUserIds.includes(user.id)) return { allowed: false, reason: 'denied-user' };
  if (inAnyGroup(policy.deniedGroupIds)) return { allowed: false, reason: 'denied-group' };
  if (policy.allowedUserIds.includes(user.id)) return { allowed: true, reason: 'allowed-user' };
  if (inAnyGroup(policy.allowedGroupIds)) return { allowed: true, reason: 'allowed-group' };
  return { allowed: false, reason: 'not-allowed' };
}
