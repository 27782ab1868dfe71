// Role thresholds of spec/1 section 6: roles compare numerically, up to 8 is an ordinary user, up
// to 16 a developer, anything above an administrator.
import { ROLE_DEV, ROLE_USER } from './types';

export type RoleName = 'user' | 'developer' | 'admin';

type WithRole = { role: number } | null | undefined;

export function roleName(role: number): RoleName {
  if (role <= ROLE_USER) return 'user';
  if (role <= ROLE_DEV) return 'developer';
  return 'admin';
}

/** Administrators manage users, groups and policies. */
export function isAdmin(user: WithRole): boolean {
  return user != null && roleName(user.role) === 'admin';
}

/** Developers and administrators: everyone with the workspace (flows, components, publishing). */
export function isDeveloper(user: WithRole): boolean {
  return user != null && roleName(user.role) !== 'user';
}
