import { AvatarField } from '@app/admin-ui';
import { roleName, type UserRead } from '@app/api-client';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { apiErrorText } from '../login/apiErrorText';
import { InfoRow } from './InfoRow';
import { maskPhone } from './maskPhone';
import { NicknameEditor } from './NicknameEditor';

/** Avatar, username with role badge, nickname, masked phone and email of the signed-in user. */
export function AccountSettings({ user }: { user: UserRead }) {
  const { t } = useTranslation('account');
  const { api, session, notifications } = useServices();
  const [savingAvatar, setSavingAvatar] = useState(false);

  const notifyFailure = (title: string, reason?: string) => notifications.getState().notify({ kind: 'error', title, list: reason ? [reason] : undefined });

  const changeAvatar = async (path: string) => {
    setSavingAvatar(true);
    try {
      await api.users.update(user.id, { profile_image: path });
      await session.getState().refreshUser();
    } catch (error) {
      notifyFailure(t('profile.avatarFailed'), apiErrorText(error, t));
    } finally {
      setSavingAvatar(false);
    }
  };

  const notBound = (
    <Text size="sm" c="dimmed">
      {t('profile.notBound')}
    </Text>
  );

  return (
    <Stack gap="sm">
      <AvatarField
        value={user.profile_image}
        onChange={(path) => void changeAvatar(path)}
        api={api.users}
        hint={user.name || user.username}
        label={t('profile.avatar')}
        disabled={savingAvatar}
        onFailure={notifyFailure}
      />
      <InfoRow label={t('profile.username')}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" truncate data-user-content>
            {user.username}
          </Text>
          <Badge size="sm" variant="light" radius="sm">
            {t(`shell:roles.${roleName(user.role)}`)}
          </Badge>
        </Group>
      </InfoRow>
      <InfoRow label={t('profile.nickname')}>
        <NicknameEditor user={user} />
      </InfoRow>
      <InfoRow label={t('profile.phone')}>{user.telephone ? <Text size="sm" data-user-content>{maskPhone(user.telephone)}</Text> : notBound}</InfoRow>
      <InfoRow label={t('profile.email')}>
        {user.email ? (
          <Text size="sm" truncate data-user-content>
            {user.email}
          </Text>
        ) : (
          notBound
        )}
      </InfoRow>
    </Stack>
  );
}
