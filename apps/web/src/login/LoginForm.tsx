import { loginNameProblem, type AccountFieldProblem } from '@app/api-client';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { apiErrorText } from './apiErrorText';
import { loginPasswordProblem } from './loginValidation';
import { readRememberedUsername, saveRememberedUsername } from './rememberedUsername';
import { StepSwitch } from './StepSwitch';

interface FieldErrors {
  username: AccountFieldProblem | null;
  password: AccountFieldProblem | null;
}

const noErrors: FieldErrors = { username: null, password: null };

interface LoginFormProps {
  onForgotPassword(): void;
  /** Absent while registration is closed: the register link is not offered. */
  onRegister?: () => void;
}

/** On success the session turns authenticated and the /login guard moves on to the redirect target. */
export function LoginForm({ onForgotPassword, onRegister }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { session, notifications } = useServices();
  const [remembered] = useState(readRememberedUsername);
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<FieldErrors>(noErrors);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = { username: loginNameProblem(username), password: loginPasswordProblem(password) };
    setErrors(checked);
    if (checked.username || checked.password || submitting) return;

    const form = { username: username.trim(), password: password.trim(), remember_me: remember };
    setSubmitting(true);
    try {
      await session.getState().login(form);
      saveRememberedUsername(remember ? form.username : null);
    } catch (error) {
      notifications.getState().notify({ kind: 'error', title: t('login.failed'), list: [apiErrorText(error, t)] });
      setSubmitting(false);
    }
  };

  const fieldError = (error: AccountFieldProblem | null) => (error ? t(`validation.${error}`) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          leftSection={<IconUser size={16} stroke={1.6} />}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          onBlur={() => username && setErrors((prev) => ({ ...prev, username: loginNameProblem(username) }))}
          error={fieldError(errors.username)}
          size="md"
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.6} />}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldError(errors.password)}
          size="md"
        />
        <Group justify="space-between">
          <Checkbox label={t('login.remember')} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {t('login.submit')}
        </Button>
        {onRegister && <StepSwitch question={t('login.noAccount')} action={t('login.register')} onClick={onRegister} />}
      </Stack>
    </form>
  );
}
