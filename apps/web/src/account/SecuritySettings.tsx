import { ErrorCode, isApiError } from '@app/api-client';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { newPasswordPairProblems } from '../login/newPassword';

interface PasswordProblems {
  old: 'oldRequired' | null;
  password: string | null;
  confirm: string | null;
}

const noProblems: PasswordProblems = { old: null, password: null, confirm: null };
const emptyForm = { old: '', password: '', confirm: '' };

/** Password change: old, new and confirmation; 原密码错误 when the server refuses the old one (10001). */
export function SecuritySettings() {
  const { t } = useTranslation('account');
  const { api, session, notifications } = useServices();
  const [form, setForm] = useState(emptyForm);
  const [problems, setProblems] = useState(noProblems);
  const [saving, setSaving] = useState(false);

  const change = (field: keyof typeof emptyForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: null }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pair = newPasswordPairProblems(form.password, form.confirm);
    const found: PasswordProblems = { old: form.old.trim() ? null : 'oldRequired', password: pair.password, confirm: pair.confirm };
    setProblems(found);
    if (found.old || found.password || found.confirm || saving) return;
    setSaving(true);
    try {
      await api.users.updatePassword({ old_password: form.old.trim(), new_password: form.password.trim() });
      notifications.getState().notify({ kind: 'success', title: t('password.success') });
      setForm(emptyForm);
      await session.getState().refreshUser();
    } catch (error) {
      const wrongOld = isApiError(error) && error.code === ErrorCode.WRONG_CREDENTIALS;
      notifications.getState().notify({ kind: 'error', title: t('password.failed'), list: [t(wrongOld ? 'password.wrongOld' : 'errors:tryLater')] });
    } finally {
      setSaving(false);
    }
  };

  const input = (field: keyof typeof emptyForm, label: string, placeholder: string, error: string | null) => (
    <PasswordInput
      label={t(label)}
      placeholder={t(placeholder)}
      autoComplete={field === 'old' ? 'current-password' : 'new-password'}
      value={form[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
      error={error}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {input('old', 'password.old', 'password.oldPlaceholder', problems.old && t(`password.${problems.old}`))}
        {input('password', 'password.new', 'password.newPlaceholder', problems.password && t(`auth:validation.${problems.password}`))}
        {input('confirm', 'password.confirm', 'password.confirmPlaceholder', problems.confirm && t(`auth:validation.${problems.confirm}`))}
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
