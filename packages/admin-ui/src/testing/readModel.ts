// Server-shaped reads over the stored sample rows: group member counts, a user's groups, a
// policy's named entries; shared by the in-memory API and the stories' fixtures.
import { EMPTY_UUID, ErrorCode, type PolicyEntry, type PolicyGroupRead, type UserGroupRead, type UserRead } from '@app/api-client';
import { refused } from './refused';
import type { AdminSeed, StoredPolicy, StoredUser } from './seed';

export function readModel({ users, groups }: AdminSeed) {
  const storedGroup = (id: string) => {
    const group = groups.find((g) => g.id === id);
    if (!group) throw refused(ErrorCode.PARAMETER_ERROR, '用户组不存在', `/api/v1/user-groups/${id}`);
    return group;
  };
  const groupRead = (id: string): UserGroupRead => {
    const group = storedGroup(id);
    const count = id === EMPTY_UUID ? users.length : users.filter((user) => user.group_ids.includes(id)).length;
    return { ...group, users_count: count };
  };
  const userRead = ({ group_ids, ...user }: StoredUser): UserRead => ({
    ...user,
    user_group_ids: [...group_ids],
    user_groups: groups.filter((group) => group_ids.includes(group.id)).map(({ id, name }) => ({ id, name })),
  });
  const storedUser = (id: string): StoredUser => {
    const user = users.find((u) => u.id === id);
    if (!user) throw refused(ErrorCode.USER_NOT_FOUND, '用户不存在', `/api/v1/users/${id}`);
    return user;
  };
  const entries = (groupIds: string[], userIds: string[]): PolicyEntry[] => [
    ...groups.filter((group) => groupIds.includes(group.id)).map((group) => ({ id: group.id, name: group.name, is_group: true })),
    ...users.filter((user) => userIds.includes(user.id)).map((user) => ({ id: user.id, name: user.name, is_group: false })),
  ];
  const policyRead = (policy: StoredPolicy): PolicyGroupRead => ({
    ...policy,
    allowed: entries(policy.allowed_group_ids, policy.allowed_user_ids),
    denied: entries(policy.denied_group_ids, policy.denied_user_ids),
    stores_count: policy.stores.length,
  });
  return { storedGroup, groupRead, userRead, storedUser, policyRead };
}

/** The sample data as the server would answer it, for stories that open a dialog on a row. */
export function sampleRows(seed: AdminSeed) {
  const { groupRead, userRead, policyRead } = readModel(seed);
  return { users: seed.users.map(userRead), groups: seed.groups.map((group) => groupRead(group.id)), policies: seed.policies.map(policyRead) };
}
