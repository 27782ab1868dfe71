import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { loginErrorText } from './loginError';
import { validateLoginName, validatePassword, type LoginFieldError } from './loginValidation';
import { readRememberedUsername, saveRememberedUsername } from './rememberedUsername';

interface FieldErrors {
  username: LoginFieldError | null;
  password: LoginFieldError | null;
}

const noErrors: FieldErrors = { username: null, password: null };

/** On success the session turns authenticated and the /login guard moves on to the redirect target. */
export function LoginForm() {
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
    const checked = { username: validateLoginName(username), password: validatePassword(password) };
    setErrors(checked);
    if (checked.username || checked.password || submitting) return;

    const form = { username: username.trim(), password: password.trim(), remember_me: remember };
    setSubmitting(true);
    try {
      await session.getState().login(form);
      saveRememberedUsername(remember ? form.username : null);
    } catch (error) {
      notifications.getState().notify({ kind: 'error', title: t('login.failed'), list: [loginErrorText(error, t)] });
      setSubmitting(false);
    }
  };

  const fieldError = (error: LoginFieldError | null) => (error ? t(`validation.${error}`) : null);

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
          onBlur={() => username && setErrors((prev) => ({ ...prev, username: validateLoginName(username) }))}
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
        <Checkbox label={t('login.remember')} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
