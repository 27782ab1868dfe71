import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../app/services';
import { activeMenuItem, menuGroupsFor } from './menu';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const active = activeMenuItem(useLocation().pathname);

  return (
    <Stack gap="md">
      {menuGroupsFor(user).map((group) => (
        <Stack key={group.id} gap={2} role="group" aria-label={group.titleKey ? t(group.titleKey) : undefined}>
          {group.titleKey && (
            <Text size="xs" fw={600} c="dimmed" px="sm" pb={4}>
              {t(group.titleKey)}
            </Text>
          )}
          {group.items.map(({ to, labelKey, Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={t(labelKey)}
              leftSection={<Icon size={18} stroke={1.6} />}
              active={active?.to === to}
              onClick={onNavigate}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
