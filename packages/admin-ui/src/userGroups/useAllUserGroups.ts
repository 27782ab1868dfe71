// Every user group, for the pickers of the user forms.
import type { UserGroupRead } from '@app/api-client';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { useLoad } from '../shared/useLoad';
import { useToasts } from '../shared/useToasts';

const none: UserGroupRead[] = [];

export function useAllUserGroups(): UserGroupRead[] {
  const { api } = useAdminUi();
  const { t } = useTranslation('admin');
  const toasts = useToasts();
  return useLoad(() => api.userGroups.all(), (error) => toasts.failed(t('groups.loadFailed'), error), none) ?? none;
}
