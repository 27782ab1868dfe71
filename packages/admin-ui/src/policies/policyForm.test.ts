import type { PolicyGroupRead } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import { emptyPolicyForm, entryKey, parseEntryKey, policyFormErrors, policyFormFrom, toPolicyWrite } from './policyForm';

const policy: PolicyGroupRead = {
  id: 'p1',
  name: '研发专用',
  description: '仅研发部可用',
  allowed: [],
  denied: [],
  allowed_group_ids: ['g1'],
  allowed_user_ids: ['u1', 'u2'],
  denied_group_ids: ['g2'],
  denied_user_ids: ['u3'],
  stores_count: 0,
  stores: [],
  created_at: '2025-01-01T00:00:00Z',
};

describe('policy form', () => {
  it('requires a name and a description', () => {
    expect(policyFormErrors(emptyPolicyForm())).toEqual({ name: 'policies.form.nameRequired', description: 'policies.form.descriptionRequired' });
    expect(policyFormErrors({ ...emptyPolicyForm(), name: '  ', description: 'x' })).toEqual({ name: 'policies.form.nameRequired' });
    expect(policyFormErrors({ ...emptyPolicyForm(), name: 'a', description: 'b' })).toEqual({});
  });

  it('sends back the ids it was given, split by kind', () => {
    expect(toPolicyWrite(policyFormFrom(policy))).toEqual({
      name: '研发专用',
      description: '仅研发部可用',
      allowed_group_ids: ['g1'],
      allowed_user_ids: ['u1', 'u2'],
      denied_group_ids: ['g2'],
      denied_user_ids: ['u3'],
    });
  });

  it('names entries by kind and id', () => {
    expect(entryKey({ id: 'g1', is_group: true })).toBe('group:g1');
    expect(parseEntryKey('user:u1')).toEqual({ id: 'u1', is_group: false });
    expect(parseEntryKey('other:x')).toBeNull();
    expect(parseEntryKey('group:')).toBeNull();
    expect(parseEntryKey('nothing')).toBeNull();
  });
});
