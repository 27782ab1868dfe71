// A user group's details and its members (users/user_group/{id}).
import type { UserGroupRead, UserRead } from '@app/api-client';
import { formatDateTime } from '@app/ui';
import { Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { Detail } from '../shared/Detail';
import { SideDrawer } from '../shared/SideDrawer';
import { useLoad } from '../shared/useLoad';
import { useToasts } from '../shared/useToasts';
import { UserChip } from '../users/UserChip';

interface UserGroupDetailDrawerProps {
  group: UserGroupRead | null;
  onClose(): void;
}

export function UserGroupDetailDrawer({ group, onClose }: UserGroupDetailDrawerProps) {
  const { t } = useTranslation('admin');
  return (
    <SideDrawer opened={group !== null} onClose={onClose} title={t('groups.detail.title')}>
      {group && <UserGroupDetail key={group.id} group={group} />}
    </SideDrawer>
  );
}

const noMembers: UserRead[] = [];

function UserGroupDetail({ group }: { group: UserGroupRead }) {
  const { t } = useTranslation('admin');
  const { api } = useAdminUi();
  const toasts = useToasts();
  const members = useLoad(() => api.users.membersOf(group.id), (error) => toasts.failed(t('groups.detail.membersFailed'), error), noMembers);

  return (
    <Stack gap="md">
      <Detail label={t('groups.columns.name')} userContent>
        {group.name}
      </Detail>
      <Detail label={t('groups.columns.description')} userContent={Boolean(group.description)}>
        {group.description || t('list.none')}
      </Detail>
      <Detail label={t('groups.columns.createdAt')}>{formatDateTime(group.created_at, 'minute') ?? t('list.none')}</Detail>
      <Divider />
      <Title order={5}>{t('groups.detail.members')}</Title>
      {members === null ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : members.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('groups.detail.noMembers')}
        </Text>
      ) : (
        <Stack gap="xs">
          {members.map((user) => (
            <UserChip key={user.id} user={user} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
