// Calls under /api/v1/users (spec/1 section 7). This slice: the current user.
import type { UserRead } from '../types';
import type { DomainContext } from './context';

export interface UsersApi {
  /** GET /api/v1/users/whoami: the signed-in user. */
  whoami(): Promise<UserRead>;
}

export function createUsersApi({ request }: DomainContext): UsersApi {
  return {
    whoami: () => request<UserRead>({ path: '/api/v1/users/whoami', envelope: true }),
  };
}
