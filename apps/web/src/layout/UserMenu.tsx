import { roleName } from '@app/api-client';
import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconSelector, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccountDialog } from '../account/AccountDialog';
import { useServerInfo, useServices, useSession } from '../app/services';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const { session } = useServices();
  const user = useSession((s) => s.user);
  const version = useServerInfo((s) => s.version);
  const [accountOpened, account] = useDisclosure(false);
  if (!user) return null;
  const displayName = user.name || user.username;

  return (
    <>
      <Menu position="top-end" width={220} withArrow>
        <Menu.Target>
          <UnstyledButton aria-label={t('user.menu')} p={6} style={{ borderRadius: 'var(--mantine-radius-md)', width: '100%' }}>
            <Group gap="sm" wrap="nowrap">
              <Avatar src={user.profile_image || null} name={displayName} color="initials" radius="xl" size={34} data-user-content />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate data-user-content>
                  {displayName}
                </Text>
                <Badge size="xs" variant="light" radius="sm">
                  {t(`roles.${roleName(user.role)}`)}
                </Badge>
              </div>
              <IconSelector size={16} stroke={1.6} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={account.open}>
            {t('account:title')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void session.getState().logout()}>
            {t('user.logout')}
          </Menu.Item>
          {version && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('user.version', { version })}</Menu.Label>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <AccountDialog opened={accountOpened} onClose={account.close} />
    </>
  );
}
