// /user: the 用户 and 用户组 tabs of user management.
import { Paper, Tabs, Title } from '@mantine/core';
import { IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserGroupsTab } from '../userGroups/UserGroupsTab';
import { UsersTab } from './UsersTab';

export function UserManagementPage() {
  const { t } = useTranslation('admin');
  return (
    <Paper p="lg">
      <Title order={3} mb="md">
        {t('userManagement.title')}
      </Title>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users" leftSection={<IconUser size={16} />}>
            {t('userManagement.usersTab')}
          </Tabs.Tab>
          <Tabs.Tab value="groups" leftSection={<IconUsersGroup size={16} />}>
            {t('userManagement.groupsTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <UserGroupsTab />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
