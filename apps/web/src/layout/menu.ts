import { IconAlertTriangle, IconApps, IconBraces, IconDatabase, IconHeart, IconSchema, IconShieldLock, IconUsers, type Icon } from '@tabler/icons-react';
import { hasRole, type RequiredRole } from '../session/roles';

export interface MenuItem {
  to: string;
  labelKey: string;
  Icon: Icon;
  /** Other screens the item stands for: the flows item for the components list and /all. */
  alsoFor?: string[];
}

export interface MenuGroup {
  id: 'normal' | 'workspace' | 'manage';
  /** Untitled for the first group, as in spec/1 section 2. */
  titleKey?: string;
  role?: RequiredRole;
  items: MenuItem[];
}

export const menuGroups: MenuGroup[] = [
  {
    id: 'normal',
    items: [
      { to: '/explore', labelKey: 'menu.explore', Icon: IconApps },
      { to: '/collect', labelKey: 'menu.collect', Icon: IconHeart },
    ],
  },
  {
    id: 'workspace',
    titleKey: 'menu.workspace',
    role: 'developer',
    items: [
      { to: '/flows', labelKey: 'menu.flows', Icon: IconSchema, alsoFor: ['/components', '/all'] },
      { to: '/variable', labelKey: 'menu.variable', Icon: IconBraces },
      { to: '/knowledge', labelKey: 'menu.knowledge', Icon: IconDatabase },
    ],
  },
  {
    id: 'manage',
    titleKey: 'menu.manage',
    role: 'admin',
    items: [
      { to: '/user', labelKey: 'menu.user', Icon: IconUsers },
      { to: '/policy', labelKey: 'menu.policy', Icon: IconShieldLock },
      { to: '/failed-jobs', labelKey: 'menu.failedJobs', Icon: IconAlertTriangle },
    ],
  },
];

export function menuGroupsFor(user: { role: number } | null): MenuGroup[] {
  return menuGroups.filter((group) => !group.role || hasRole(user, group.role));
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The menu item of the screen at `pathname`, if it has one. */
export function activeMenuItem(pathname: string): MenuItem | undefined {
  return menuGroups.flatMap((group) => group.items).find((item) => [item.to, ...(item.alsoFor ?? [])].some((path) => under(pathname, path)));
}
