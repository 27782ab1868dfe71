// An in-memory admin API whose list calls fail as if the server were down: for the 拉取…失败 toasts.
import { ApiError } from '@app/api-client';
import type { AdminApi } from '../context/AdminUiProvider';
import { createMemoryAdminApi } from './memoryAdminApi';

const down = (path: string) => async (): Promise<never> => {
  throw new ApiError({ status: 503, path, message: 'Service Unavailable' });
};

export function createFailingListsAdminApi(): AdminApi {
  const api = createMemoryAdminApi();
  return {
    users: { ...api.users, list: down('/api/v1/users/list') },
    userGroups: { ...api.userGroups, list: down('/api/v1/user-groups/list') },
    policies: { ...api.policies, list: down('/api/v1/policy/list') },
    failedJobs: { list: down('/api/v1/failed-jobs') },
  };
}
