import { EMPTY_UUID, ROLE_ADMIN, ROLE_DEV, ROLE_USER } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import { policyDecision, type AccessPolicy, type PolicyDecision, type PolicySubject } from '../src/admin/policyDecision';

const OWNER = 'owner-id';
const ALICE = 'alice-id';
const SALES = 'sales-group';
const LEGAL = 'legal-group';

const alice = (groupIds: string[] = [], role = ROLE_USER): PolicySubject => ({ id: ALICE, role, groupIds });
const policy = (entries: Partial<AccessPolicy> = {}): AccessPolicy => ({
  allowedUserIds: [],
  allowedGroupIds: [],
  deniedUserIds: [],
  deniedGroupIds: [],
  ...entries,
});

interface Case {
  name: string;
  user: PolicySubject;
  ownerId?: string | null;
  policy: AccessPolicy;
  expected: PolicyDecision;
}

const cases: Case[] = [
  { name: 'the owner passes even when denied by id', user: { ...alice(), id: OWNER }, policy: policy({ deniedUserIds: [OWNER] }), expected: { allowed: true, reason: 'owner' } },
  { name: 'an administrator passes even when denied by id and group', user: alice([SALES], ROLE_ADMIN), policy: policy({ deniedUserIds: [ALICE], deniedGroupIds: [SALES] }), expected: { allowed: true, reason: 'admin' } },
  { name: 'a developer is no administrator', user: alice([], ROLE_DEV), policy: policy(), expected: { allowed: false, reason: 'not-allowed' } },
  { name: 'a denied user is refused', user: alice(), policy: policy({ deniedUserIds: [ALICE] }), expected: { allowed: false, reason: 'denied-user' } },
  { name: 'a user in a denied group is refused', user: alice([SALES]), policy: policy({ deniedGroupIds: [SALES] }), expected: { allowed: false, reason: 'denied-group' } },
  { name: 'an allowed user is admitted', user: alice(), policy: policy({ allowedUserIds: [ALICE] }), expected: { allowed: true, reason: 'allowed-user' } },
  { name: 'a user in an allowed group is admitted', user: alice([LEGAL]), policy: policy({ allowedGroupIds: [SALES, LEGAL] }), expected: { allowed: true, reason: 'allowed-group' } },
  { name: 'anyone else is refused', user: alice([LEGAL]), policy: policy({ allowedUserIds: ['bob-id'], allowedGroupIds: [SALES] }), expected: { allowed: false, reason: 'not-allowed' } },
  { name: 'an empty policy refuses', user: alice([SALES]), policy: policy(), expected: { allowed: false, reason: 'not-allowed' } },
  // Precedence: denied users and groups beat allowed users, which beat allowed groups.
  { name: 'denied by group beats allowed by id', user: alice([SALES]), policy: policy({ deniedGroupIds: [SALES], allowedUserIds: [ALICE] }), expected: { allowed: false, reason: 'denied-group' } },
  { name: 'denied by id beats allowed by group', user: alice([SALES]), policy: policy({ deniedUserIds: [ALICE], allowedGroupIds: [SALES] }), expected: { allowed: false, reason: 'denied-user' } },
  { name: 'denied by id beats allowed by the same id', user: alice(), policy: policy({ deniedUserIds: [ALICE], allowedUserIds: [ALICE] }), expected: { allowed: false, reason: 'denied-user' } },
  { name: 'denied by id is named before denied by group', user: alice([SALES]), policy: policy({ deniedUserIds: [ALICE], deniedGroupIds: [SALES] }), expected: { allowed: false, reason: 'denied-user' } },
  { name: 'allowed by id is named before allowed by group', user: alice([SALES]), policy: policy({ allowedUserIds: [ALICE], allowedGroupIds: [SALES] }), expected: { allowed: true, reason: 'allowed-user' } },
  { name: 'one denied group among several refuses', user: alice([LEGAL, SALES]), policy: policy({ allowedGroupIds: [LEGAL], deniedGroupIds: [SALES] }), expected: { allowed: false, reason: 'denied-group' } },
  // Everyone is in the default group, listed or not: the default policy admits every user.
  { name: 'the default group admits a user who lists no group', user: alice(), policy: policy({ allowedGroupIds: [EMPTY_UUID] }), expected: { allowed: true, reason: 'allowed-group' } },
  { name: 'denying the default group refuses everyone but owner and admins', user: alice([SALES]), policy: policy({ deniedGroupIds: [EMPTY_UUID], allowedUserIds: [ALICE] }), expected: { allowed: false, reason: 'denied-group' } },
  { name: 'no owner (null) never matches', user: alice(), ownerId: null, policy: policy(), expected: { allowed: false, reason: 'not-allowed' } },
];

describe('policyDecision', () => {
  it.each(cases)('$name', ({ user, ownerId, policy: accessPolicy, expected }) => {
    expect(policyDecision(user, ownerId === undefined ? OWNER : ownerId, accessPolicy)).toEqual(expected);
  });

  it('administrators pass at every role above developer', () => {
    expect(policyDecision(alice([], ROLE_DEV + 1), OWNER, policy({ deniedUserIds: [ALICE] })).allowed).toBe(true);
    expect(policyDecision(alice([], ROLE_DEV), OWNER, policy({ deniedUserIds: [ALICE] })).allowed).toBe(false);
  });
});
