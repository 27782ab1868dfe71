// What the admin screens need from the app: the API calls, a way to show toasts, and who is
// signed in (administrators cannot disable or delete themselves).
import type { FailedJobsApi, PoliciesApi, UserGroupsApi, UsersApi } from '@app/api-client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface AdminApi {
  users: Pick<UsersApi, 'list' | 'create' | 'update' | 'remove' | 'bindUserGroups' | 'membersOf' | 'all' | 'uploadAvatar' | 'generateLogo'>;
  userGroups: UserGroupsApi;
  policies: PoliciesApi;
  failedJobs: FailedJobsApi;
}

export interface AdminNotification {
  kind: 'error' | 'notice' | 'success';
  title: string;
  list?: string[];
}

export interface AdminUiContextValue {
  api: AdminApi;
  notify(input: AdminNotification): void;
  /** Id of the signed-in administrator; null when not known. */
  currentUserId: string | null;
}

const AdminUiContext = createContext<AdminUiContextValue | null>(null);

export interface AdminUiProviderProps extends AdminUiContextValue {
  children: ReactNode;
}

export function AdminUiProvider({ api, notify, currentUserId, children }: AdminUiProviderProps) {
  const value = useMemo(() => ({ api, notify, currentUserId }), [api, notify, currentUserId]);
  return <AdminUiContext.Provider value={value}>{children}</AdminUiContext.Provider>;
}

export function useAdminUi(): AdminUiContextValue {
  const value = useContext(AdminUiContext);
  if (!value) throw new Error('useAdminUi must be used inside <AdminUiProvider>');
  return value;
}
