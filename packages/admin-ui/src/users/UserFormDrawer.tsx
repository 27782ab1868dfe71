// Create or edit a user (administrators): image, username (create only), nickname, password
// (required on create, blank on edit keeps it), phone, email, role and groups.
import { ErrorCode, isApiError, ROLE_ADMIN, ROLE_DEV, ROLE_USER, type UserRead } from '@app/api-client';
import { errorMessageKey } from '@app/i18n';
import { DialogForm } from '@app/ui';
import { PasswordInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarField } from '../avatar/AvatarField';
import { useAdminUi } from '../context/AdminUiProvider';
import { SideDrawer } from '../shared/SideDrawer';
import { useToasts } from '../shared/useToasts';
import { useAllUserGroups } from '../userGroups/useAllUserGroups';
import { GroupMultiSelect } from './GroupMultiSelect';
import { emptyUserForm, toUserCreate, toUserUpdate, userFormErrors, userFormFrom, type UserFormErrors, type UserFormField, type UserFormValues } from './userForm';

/** Server codes that belong to one field: shown under it as well as in the toast. */
const fieldOfCode: Partial<Record<number, UserFormField>> = {
  [ErrorCode.USER_EXISTS]: 'username',
  [ErrorCode.EMAIL_EXISTS]: 'email',
  [ErrorCode.PHONE_EXISTS]: 'telephone',
};

interface UserFormDrawerProps {
  opened: boolean;
  /** The user to edit; null creates a new one. */
  user: UserRead | null;
  onClose(): void;
  onSaved(user: UserRead): void;
}

export function UserFormDrawer({ opened, user, onClose, onSaved }: UserFormDrawerProps) {
  const { t } = useTranslation('admin');
  return (
    <SideDrawer opened={opened} onClose={onClose} title={t(user ? 'userForm.editTitle' : 'userForm.createTitle')}>
      <UserForm key={user?.id ?? 'new'} user={user} onCancel={onClose} onSaved={onSaved} />
    </SideDrawer>
  );
}

function UserForm({ user, onCancel, onSaved }: { user: UserRead | null; onCancel(): void; onSaved(user: UserRead): void }) {
  const { t } = useTranslation('admin');
  const { api, currentUserId } = useAdminUi();
  const toasts = useToasts();
  const groups = useAllUserGroups();
  const mode = user ? 'edit' : 'create';
  const [values, setValues] = useState<UserFormValues>(() => (user ? userFormFrom(user) : emptyUserForm()));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <F extends UserFormField>(field: F, value: UserFormValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const errorOf = (field: UserFormField) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async () => {
    const problems = userFormErrors(values, mode);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      onSaved(user ? await api.users.update(user.id, toUserUpdate(values)) : await api.users.create(toUserCreate(values)));
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      const field = code === undefined ? undefined : fieldOfCode[code];
      if (field) setErrors((previous) => ({ ...previous, [field]: errorMessageKey(code) }));
      toasts.failed(t('users.saveFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  const roles = [
    { value: String(ROLE_USER), label: t('roles.user') },
    { value: String(ROLE_DEV), label: t('roles.developer') },
    { value: String(ROLE_ADMIN), label: t('roles.admin') },
  ];

  return (
    <DialogForm onSubmit={() => void submit()} onCancel={onCancel} saving={saving}>
      <AvatarField
        value={values.profile_image}
        onChange={(path) => set('profile_image', path)}
        api={api.users}
        hint={values.name.trim() || values.username.trim()}
        error={errorOf('profile_image')}
        onFailure={toasts.failedWith}
      />
      <TextInput
        label={t('userForm.username')}
        placeholder={t('userForm.usernamePlaceholder')}
        value={values.username}
        onChange={(event) => set('username', event.currentTarget.value)}
        error={errorOf('username')}
        disabled={mode === 'edit'}
        withAsterisk={mode === 'create'}
      />
      <TextInput
        label={t('userForm.nickname')}
        placeholder={t('userForm.nicknamePlaceholder')}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errorOf('name')}
        withAsterisk
      />
      <PasswordInput
        label={t('userForm.password')}
        placeholder={t('userForm.passwordPlaceholder')}
        description={mode === 'edit' ? t('userForm.passwordKeep') : t('userForm.passwordHint')}
        value={values.password}
        onChange={(event) => set('password', event.currentTarget.value)}
        error={errorOf('password')}
        withAsterisk={mode === 'create'}
        autoComplete="new-password"
      />
      <TextInput
        label={t('userForm.phone')}
        placeholder={t('userForm.phonePlaceholder')}
        value={values.telephone}
        onChange={(event) => set('telephone', event.currentTarget.value)}
        error={errorOf('telephone')}
      />
      <TextInput
        label={t('userForm.email')}
        placeholder={t('userForm.emailPlaceholder')}
        value={values.email}
        onChange={(event) => set('email', event.currentTarget.value)}
        error={errorOf('email')}
      />
      <Select
        label={t('userForm.role')}
        data={roles}
        value={String(values.role)}
        onChange={(role) => role && set('role', Number(role))}
        allowDeselect={false}
        // Administrators keep their own role: nobody can lock themselves out of this screen.
        disabled={user !== null && user.id === currentUserId}
      />
      <GroupMultiSelect
        mode="member"
        label={t('userForm.groups')}
        placeholder={t('userForm.groupsPlaceholder')}
        description={t('userForm.defaultGroupHint')}
        groups={groups}
        value={values.user_group_ids}
        onChange={(ids) => set('user_group_ids', ids)}
      />
    </DialogForm>
  );
}
