// The administration pages of the console: the @app/admin-ui screens fed with the console's
// admin calls, its notifications and the signed-in user.
import { AdminUiProvider, FailedJobsPage, PolicyPage, UserManagementPage } from '@app/admin-ui';
import type { ReactNode } from 'react';
import { useNotify, useServices, useSession } from '../app/services';

function AdminUi({ children }: { children: ReactNode }) {
  const { admin } = useServices();
  const notify = useNotify();
  const currentUserId = useSession((state) => state.user?.id ?? null);
  return (
    <AdminUiProvider api={admin} notify={notify} currentUserId={currentUserId}>
      {children}
    </AdminUiProvider>
  );
}

/** /user */
export function UserAdminPage() {
  return (
    <AdminUi>
      <UserManagementPage />
    </AdminUi>
  );
}

/** /policy */
export function PolicyAdminPage() {
  return (
    <AdminUi>
      <PolicyPage />
    </AdminUi>
  );
}

/** /failed-jobs */
export function FailedJobsAdminPage() {
  return (
    <AdminUi>
      <FailedJobsPage />
    </AdminUi>
  );
}
