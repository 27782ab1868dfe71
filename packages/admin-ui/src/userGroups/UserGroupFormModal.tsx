// Create or edit a user group: name (required) and an optional description of at most 500 characters.
import { ErrorCode, type UserGroupRead } from '@app/api-client';
import { DialogForm } from '@app/ui';
import { Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { hasErrorCode } from '../failureReason';
import { DescriptionField } from '../shared/DescriptionField';
import { useToasts } from '../shared/useToasts';

interface UserGroupFormModalProps {
  opened: boolean;
  /** The group to edit; null creates a new one. */
  group: UserGroupRead | null;
  onClose(): void;
  onSaved(group: UserGroupRead): void;
}

export function UserGroupFormModal({ opened, group, onClose, onSaved }: UserGroupFormModalProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common:close') }} opened={opened} onClose={onClose} centered title={t(group ? 'groups.form.editTitle' : 'groups.form.createTitle')}>
      <UserGroupForm key={group?.id ?? 'new'} group={group} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function UserGroupForm({ group, onCancel, onSaved }: { group: UserGroupRead | null; onCancel(): void; onSaved(group: UserGroupRead): void }) {
  const { t } = useTranslation('admin');
  const { api } = useAdminUi();
  const toasts = useToasts();
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [nameMissing, setNameMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (name.trim() === '') {
      setNameMissing(true);
      return;
    }
    setSaving(true);
    const body = { name: name.trim(), description: description.trim() };
    try {
      onSaved(group ? await api.userGroups.update(group.id, body) : await api.userGroups.create(body));
    } catch (error) {
      if (!group) toasts.failed(t('users.saveFailed'), error);
      else if (hasErrorCode(error, ErrorCode.DEFAULT_GROUP_PROTECTED)) toasts.failedWith(t('groups.updateFailed'), t('groups.defaultUpdate'));
      else toasts.failed(t('groups.updateFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogForm onSubmit={() => void submit()} onCancel={onCancel} saving={saving}>
      <TextInput
        label={t('groups.form.name')}
        placeholder={t('groups.form.namePlaceholder')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setNameMissing(false);
        }}
        error={nameMissing ? t('groups.form.nameRequired') : undefined}
        withAsterisk
        data-autofocus
      />
      <DescriptionField
        label={t('groups.form.description')}
        placeholder={t('groups.form.descriptionPlaceholder')}
        value={description}
        onChange={setDescription}
      />
    </DialogForm>
  );
}
