// An AdminApi kept in memory, for stories and tests: the same answers and error codes as the
// server (10101-10103 taken, 10002/10001 for the default group and policy), no network.
import { ADMIN_PAGE_SIZE, EMPTY_UUID, ErrorCode, type ListQuery, type Paged, type PolicyGroupWrite } from '@app/api-client';
import type { AdminApi } from '../context/AdminUiProvider';
import { createMemoryAvatarApi } from './memoryAvatarApi';
import { readModel } from './readModel';
import { refused } from './refused';
import { adminSeed, type AdminSeed, type StoredPolicy, type StoredUser } from './seed';

function page<T extends { created_at: string }>(rows: T[], query: ListQuery = {}, matches: (row: T, search: string) => boolean): Paged<T> {
  const search = query.search?.trim().toLowerCase() ?? '';
  const size = query.size ?? ADMIN_PAGE_SIZE;
  const direction = query.order === 'asc' ? 1 : -1;
  const found = rows.filter((row) => search === '' || matches(row, search)).sort((a, b) => direction * a.created_at.localeCompare(b.created_at));
  const pageNumber = Math.max(1, query.page ?? 1);
  return {
    items: found.slice((pageNumber - 1) * size, pageNumber * size),
    page: pageNumber,
    pages: Math.max(1, Math.ceil(found.length / size)),
    size,
    total: found.length,
  };
}

const includes = (text: string | null, search: string) => (text ?? '').toLowerCase().includes(search);
const withDefault = (ids: string[] = []) => [EMPTY_UUID, ...new Set(ids.filter((id) => id !== EMPTY_UUID))];

/** A fresh in-memory admin API over the sample data (or the given data, which it then owns). */
export function createMemoryAdminApi(seed: AdminSeed = adminSeed()): AdminApi {
  const { users, groups, policies, failedJobs } = seed;
  const { storedGroup, groupRead, userRead, storedUser, policyRead } = readModel(seed);
  let nextId = 1;
  const newId = () => `90000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  const now = () => new Date().toISOString();

  const checkUnique = (fields: { username?: string; email?: string | null; telephone?: string | null }, exceptId?: string) => {
    const others = users.filter((user) => user.id !== exceptId);
    if (fields.username && others.some((user) => user.username === fields.username)) throw refused(ErrorCode.USER_EXISTS, '用户已存在', '/api/v1/users/');
    if (fields.email && others.some((user) => user.email === fields.email)) throw refused(ErrorCode.EMAIL_EXISTS, '邮箱已存在', '/api/v1/users/');
    if (fields.telephone && others.some((user) => user.telephone === fields.telephone)) throw refused(ErrorCode.PHONE_EXISTS, '手机号已存在', '/api/v1/users/');
  };

  const storedPolicy = (id: string): StoredPolicy => {
    const policy = policies.find((p) => p.id === id);
    if (!policy) throw refused(ErrorCode.PARAMETER_ERROR, '策略组不存在', `/api/v1/policy/${id}`);
    return policy;
  };
  const policyFields = (write: PolicyGroupWrite) => ({
    name: write.name,
    description: write.description,
    allowed_group_ids: [...write.allowed_group_ids],
    allowed_user_ids: [...write.allowed_user_ids],
    denied_group_ids: [...write.denied_group_ids],
    denied_user_ids: [...write.denied_user_ids],
  });

  return {
    users: {
      ...createMemoryAvatarApi(),
      async list(query) {
        const matches = (user: StoredUser, search: string) => [user.username, user.name, user.email, user.telephone].some((text) => includes(text, search));
        const paged = page(users, query, matches);
        return { ...paged, items: paged.items.map(userRead) };
      },
      async create(form) {
        checkUnique(form);
        const user: StoredUser = {
          id: newId(),
          username: form.username,
          name: form.name,
          email: form.email ?? null,
          telephone: form.telephone ?? null,
          profile_image: form.profile_image,
          role: form.role,
          is_active: true,
          group_ids: withDefault(form.user_group_ids),
          created_at: now(),
          last_login_at: null,
        };
        users.push(user);
        return userRead(user);
      },
      async update(userId, { user_group_ids, password: _password, ...changes }) {
        const user = storedUser(userId);
        checkUnique(changes, userId);
        Object.assign(user, changes);
        if (user_group_ids) user.group_ids = withDefault(user_group_ids);
        return userRead(user);
      },
      async remove(userId) {
        users.splice(users.indexOf(storedUser(userId)), 1);
        return null;
      },
      async bindUserGroups({ user_ids, user_group_ids }) {
        for (const id of user_ids) {
          const user = storedUser(id);
          user.group_ids = withDefault([...user.group_ids, ...user_group_ids]);
        }
        return null;
      },
      async membersOf(groupId) {
        return users.filter((user) => groupId === EMPTY_UUID || user.group_ids.includes(groupId)).map(userRead);
      },
      async all() {
        return users.map(userRead);
      },
    },
    userGroups: {
      async list(query) {
        const paged = page(groups, query, (group, search) => includes(group.name, search));
        return { ...paged, items: paged.items.map((group) => groupRead(group.id)) };
      },
      async all() {
        return groups.map((group) => groupRead(group.id));
      },
      async create({ name, description }) {
        const group = { id: newId(), name, description: description ?? '', created_at: now() };
        groups.push(group);
        return groupRead(group.id);
      },
      async update(groupId, { name, description }) {
        if (groupId === EMPTY_UUID) throw refused(ErrorCode.DEFAULT_GROUP_PROTECTED, '默认用户组禁止修改', `/api/v1/user-groups/${groupId}`);
        Object.assign(storedGroup(groupId), { name, description: description ?? '' });
        return groupRead(groupId);
      },
      async remove(groupId) {
        if (groupId === EMPTY_UUID) throw refused(ErrorCode.WRONG_CREDENTIALS, '默认用户组禁止删除', `/api/v1/user-groups/${groupId}`);
        groups.splice(groups.indexOf(storedGroup(groupId)), 1);
        for (const user of users) user.group_ids = user.group_ids.filter((id) => id !== groupId);
        return null;
      },
    },
    policies: {
      async list(query) {
        const paged = page(policies, query, (policy, search) => includes(policy.name, search));
        return { ...paged, items: paged.items.map(policyRead) };
      },
      async all() {
        return policies.map(policyRead);
      },
      async create(write) {
        const policy: StoredPolicy = { id: newId(), ...policyFields(write), stores: [], created_at: now() };
        policies.push(policy);
        return policyRead(policy);
      },
      async update(policyId, write) {
        if (policyId === EMPTY_UUID) throw refused(ErrorCode.DEFAULT_GROUP_PROTECTED, '默认策略组禁止修改', `/api/v1/policy/${policyId}`);
        const policy = storedPolicy(policyId);
        Object.assign(policy, policyFields(write));
        return policyRead(policy);
      },
      async remove(policyId) {
        if (policyId === EMPTY_UUID) throw refused(ErrorCode.WRONG_CREDENTIALS, '默认策略组禁止删除', `/api/v1/policy/${policyId}`);
        const removed = storedPolicy(policyId);
        policies.splice(policies.indexOf(removed), 1);
        // Like the server: the apps bound to it move to the default policy group.
        storedPolicy(EMPTY_UUID).stores.push(...removed.stores);
        return null;
      },
    },
    failedJobs: {
      async list(query = {}) {
        const size = query.size ?? ADMIN_PAGE_SIZE;
        const pageNumber = Math.max(1, query.page ?? 1);
        const newestFirst = failedJobs.toSorted((a, b) => b.ended_at.localeCompare(a.ended_at));
        return {
          items: newestFirst.slice((pageNumber - 1) * size, pageNumber * size),
          page: pageNumber,
          pages: Math.max(1, Math.ceil(newestFirst.length / size)),
          size,
          total: newestFirst.length,
        };
      },
    },
  };
}
