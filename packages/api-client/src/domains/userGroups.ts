// Calls under /api/v1/user-groups (spec/1 section 7), administrators only.
import type { ListQuery, UserGroupRead, UserGroupWrite } from '../adminTypes';
import type { Paged } from '../types';
import type { DomainContext } from './context';
import { listSearchParams } from './listQuery';

export interface UserGroupsApi {
  /** GET user-groups/list. */
  list(query?: ListQuery): Promise<Paged<UserGroupRead>>;
  /** GET user-groups/all. */
  all(): Promise<UserGroupRead[]>;
  /** POST user-groups/. */
  create(group: UserGroupWrite): Promise<UserGroupRead>;
  /** PATCH user-groups/{id}; 10002 for the default group. */
  update(groupId: string, group: UserGroupWrite): Promise<UserGroupRead>;
  /** DELETE user-groups/{id}; 10001 for the default group. */
  remove(groupId: string): Promise<null>;
}

const base = '/api/v1/user-groups';

export function createUserGroupsApi({ request }: DomainContext): UserGroupsApi {
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (query) => request<Paged<UserGroupRead>>({ path: `${base}/list`, searchParams: listSearchParams(query), envelope: true }),
    all: () => request<UserGroupRead[]>({ path: `${base}/all`, envelope: true }),
    create: (group) => request<UserGroupRead>({ method: 'POST', path: `${base}/`, json: group, envelope: true }),
    update: (groupId, group) => request<UserGroupRead>({ method: 'PATCH', path: at(groupId), json: group, envelope: true }),
    remove: (groupId) => request<null>({ method: 'DELETE', path: at(groupId), envelope: true }),
  };
}
