import type { VerifyTarget } from '@app/api-client';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { apiErrorText } from '../apiErrorText';
import { newPasswordPairProblems, type NewPasswordProblems } from '../newPassword';
import { StepHeader } from '../StepHeader';
import type { Verification } from '../verification/useVerification';
import { VerificationCodeField } from '../verification/VerificationCodeField';

interface SetPasswordStepProps {
  /** Purpose and contact of the verified code. */
  target: VerifyTarget;
  verification: Verification;
  onReset(): void;
  onBackToLogin(): void;
}

const noProblems: NewPasswordProblems = { password: null, confirm: null };

/** A failed reset voids the verification and stays here, so the code is checked (or sent) again. */
export function SetPasswordStep({ target, verification, onReset, onBackToLogin }: SetPasswordStepProps) {
  const { t } = useTranslation('auth');
  const { api, notifications } = useServices();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState(noProblems);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordPairProblems(password, confirm);
    setProblems(found);
    if (found.password || found.confirm || submitting) return;
    setSubmitting(true);
    try {
      if (!(await verification.ensureVerified())) return;
      await api.users.resetPassword({ ...target, code: verification.code, password: password.trim() });
      notifications.getState().notify({ kind: 'success', title: t('setPassword.success') });
      onReset();
    } catch (error) {
      notifications.getState().notify({ kind: 'error', title: t('setPassword.failed'), list: [apiErrorText(error, t)] });
      verification.unverify();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <StepHeader title={t('setPassword.title')} subtitle={t('setPassword.subtitle', { key: target.key })} />
        <VerificationCodeField verification={verification} label={t(verification.channel === 'email' ? 'findPassword.emailCode' : 'findPassword.phoneCode')} />
        <PasswordInput
          label={t('setPassword.password')}
          placeholder={t('setPassword.passwordPlaceholder')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problems.password ? t(`validation.${problems.password}`) : null}
        />
        <PasswordInput
          label={t('setPassword.confirmPassword')}
          placeholder={t('setPassword.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={problems.confirm ? t(`validation.${problems.confirm}`) : null}
        />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {t('setPassword.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBackToLogin}>
          {t('findPassword.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
