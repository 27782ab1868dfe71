// Adds user groups to every selected user at once (users/bind_user_group).
import type { UserRead } from '@app/api-client';
import { DialogForm } from '@app/ui';
import { ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { SideDrawer } from '../shared/SideDrawer';
import { useToasts } from '../shared/useToasts';
import { useAllUserGroups } from '../userGroups/useAllUserGroups';
import { GroupMultiSelect } from './GroupMultiSelect';
import { UserChip } from './UserChip';

interface BindGroupsDrawerProps {
  opened: boolean;
  users: UserRead[];
  onClose(): void;
  onBound(): void;
}

export function BindGroupsDrawer({ opened, users, onClose, onBound }: BindGroupsDrawerProps) {
  const { t } = useTranslation('admin');
  return (
    <SideDrawer opened={opened} onClose={onClose} title={t('bindGroups.title')}>
      <BindGroupsForm users={users} onCancel={onClose} onBound={onBound} />
    </SideDrawer>
  );
}

function BindGroupsForm({ users, onCancel, onBound }: { users: UserRead[]; onCancel(): void; onBound(): void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { api } = useAdminUi();
  const toasts = useToasts();
  const groups = useAllUserGroups();
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (groupIds.length === 0) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await api.users.bindUserGroups({ user_ids: users.map((user) => user.id), user_group_ids: groupIds });
      toasts.succeeded(t('bindGroups.succeeded'));
      onBound();
    } catch (error) {
      toasts.failed(t('bindGroups.failed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogForm onSubmit={() => void submit()} onCancel={onCancel} saving={saving} submitLabel={tc('ok')}>
      <div>
        <Text size="sm" fw={500} mb="xs">
          {t('bindGroups.selectedUsers', { count: users.length })}
        </Text>
        <ScrollArea.Autosize mah={280}>
          <Stack gap="xs">
            {users.map((user) => (
              <UserChip key={user.id} user={user} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </div>
      <GroupMultiSelect
        mode="bind"
        label={t('bindGroups.groups')}
        placeholder={t('bindGroups.groupsPlaceholder')}
        groups={groups}
        value={groupIds}
        onChange={(ids) => {
          setGroupIds(ids);
          setMissing(false);
        }}
        error={missing ? t('bindGroups.groupsRequired') : undefined}
      />
    </DialogForm>
  );
}
