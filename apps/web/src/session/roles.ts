import { isAdmin, isDeveloper } from '@app/api-client';

export type RequiredRole = 'developer' | 'admin';

type WithRole = { role: number } | null | undefined;

export function hasRole(user: WithRole, required: RequiredRole): boolean {
  return required === 'admin' ? isAdmin(user) : isDeveloper(user);
}
