// Calls under /api/v1/policy (spec/1 section 7): policy groups, administrators only (developers read `all`).
import type { ListQuery, PolicyGroupRead, PolicyGroupWrite } from '../adminTypes';
import type { Paged } from '../types';
import type { DomainContext } from './context';
import { listSearchParams } from './listQuery';

export interface PoliciesApi {
  /** GET policy/list (search, page, size, order by created time). */
  list(query?: ListQuery): Promise<Paged<PolicyGroupRead>>;
  /** GET policy/all (developers too: the editor binds apps to a group). */
  all(): Promise<PolicyGroupRead[]>;
  /** POST policy/. */
  create(policy: PolicyGroupWrite): Promise<PolicyGroupRead>;
  /** PATCH policy/{id}; 10002 for the default policy group. */
  update(policyId: string, policy: PolicyGroupWrite): Promise<PolicyGroupRead>;
  /** DELETE policy/{id}; 10001 for the default policy group. */
  remove(policyId: string): Promise<null>;
}

const base = '/api/v1/policy';

export function createPoliciesApi({ request }: DomainContext): PoliciesApi {
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (query) => request<Paged<PolicyGroupRead>>({ path: `${base}/list`, searchParams: listSearchParams(query), envelope: true }),
    all: () => request<PolicyGroupRead[]>({ path: `${base}/all`, envelope: true }),
    create: (policy) => request<PolicyGroupRead>({ method: 'POST', path: `${base}/`, json: policy, envelope: true }),
    update: (policyId, policy) => request<PolicyGroupRead>({ method: 'PATCH', path: at(policyId), json: policy, envelope: true }),
    remove: (policyId) => request<null>({ method: 'DELETE', path: at(policyId), envelope: true }),
  };
}
