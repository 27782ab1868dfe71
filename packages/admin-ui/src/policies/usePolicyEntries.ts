// Everything a policy can name: all user groups and all users, plus the entries the edited policy
// already has (so their names show even if a list failed to load).
import type { PolicyEntry, PolicyGroupRead } from '@app/api-client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { useLoad } from '../shared/useLoad';
import { useToasts } from '../shared/useToasts';
import { entryKey } from './policyForm';

const none: PolicyEntry[] = [];

export function usePolicyEntries(policy: PolicyGroupRead | null): PolicyEntry[] {
  const { api } = useAdminUi();
  const { t } = useTranslation('admin');
  const toasts = useToasts();
  const loaded = useLoad(
    async () => {
      const [groups, users] = await Promise.all([api.userGroups.all(), api.users.all()]);
      return [
        ...groups.map((group) => ({ id: group.id, name: group.name, is_group: true })),
        ...users.map((user) => ({ id: user.id, name: user.name || user.username, is_group: false })),
      ];
    },
    (error) => toasts.failed(t('policies.form.entriesFailed'), error),
    none,
  );
  return useMemo(() => {
    const byKey = new Map<string, PolicyEntry>();
    for (const entry of [...(policy?.allowed ?? []), ...(policy?.denied ?? []), ...(loaded ?? [])]) byKey.set(entryKey(entry), entry);
    return [...byKey.values()];
  }, [policy, loaded]);
}
