// The policy-group form as plain data. Allowed and denied entries mix user groups and users; the
// pickers name each by a key that says which it is.
import type { PolicyEntry, PolicyGroupRead, PolicyGroupWrite } from '@app/api-client';

export interface PolicyFormValues {
  name: string;
  description: string;
  /** Entry keys (see entryKey). */
  allowed: string[];
  denied: string[];
}

export type PolicyFormErrors = Partial<Record<'name' | 'description', string>>;

export const entryKey = (entry: Pick<PolicyEntry, 'id' | 'is_group'>) => `${entry.is_group ? 'group' : 'user'}:${entry.id}`;

/** The entry a key names, or null for a key of another shape. */
export function parseEntryKey(key: string): Pick<PolicyEntry, 'id' | 'is_group'> | null {
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const id = key.slice(colon + 1);
  if (colon < 0 || id === '' || (kind !== 'group' && kind !== 'user')) return null;
  return { id, is_group: kind === 'group' };
}

export function emptyPolicyForm(): PolicyFormValues {
  return { name: '', description: '', allowed: [], denied: [] };
}

export function policyFormFrom(policy: PolicyGroupRead): PolicyFormValues {
  return {
    name: policy.name,
    description: policy.description,
    allowed: [...policy.allowed_group_ids.map((id) => entryKey({ id, is_group: true })), ...policy.allowed_user_ids.map((id) => entryKey({ id, is_group: false }))],
    denied: [...policy.denied_group_ids.map((id) => entryKey({ id, is_group: true })), ...policy.denied_user_ids.map((id) => entryKey({ id, is_group: false }))],
  };
}

/** Translation keys (namespace admin) of the missing fields: both name and description are required. */
export function policyFormErrors(values: PolicyFormValues): PolicyFormErrors {
  const errors: PolicyFormErrors = {};
  if (values.name.trim() === '') errors.name = 'policies.form.nameRequired';
  if (values.description.trim() === '') errors.description = 'policies.form.descriptionRequired';
  return errors;
}

function split(keys: string[]): { groupIds: string[]; userIds: string[] } {
  const entries = keys.map(parseEntryKey).filter((entry) => entry !== null);
  return { groupIds: entries.filter((entry) => entry.is_group).map((entry) => entry.id), userIds: entries.filter((entry) => !entry.is_group).map((entry) => entry.id) };
}

export function toPolicyWrite(values: PolicyFormValues): PolicyGroupWrite {
  const allowed = split(values.allowed);
  const denied = split(values.denied);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    allowed_group_ids: allowed.groupIds,
    allowed_user_ids: allowed.userIds,
    denied_group_ids: denied.groupIds,
    denied_user_ids: denied.userIds,
  };
}
