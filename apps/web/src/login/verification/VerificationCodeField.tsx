import { VERIFY_CODE_LENGTH } from '@app/api-client';
import { Button, Group, TextInput, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Verification } from './useVerification';

interface VerificationCodeFieldProps {
  verification: Verification;
  label: string;
}

/**
 * Code input with its send button (showing the resend countdown) and verify button. Once the
 * server accepted the code a green tick replaces the buttons and the code can no longer be edited.
 */
export function VerificationCodeField({ verification, label }: VerificationCodeFieldProps) {
  const { t } = useTranslation('auth');
  const { code, problem, secondsLeft, sending, verifying, verified } = verification;

  const actions = verified ? (
    <ThemeIcon color="teal" radius="xl" size="sm" role="img" aria-label={t('verification.verified')}>
      <IconCheck size={14} stroke={3} />
    </ThemeIcon>
  ) : (
    <Group gap={4} wrap="nowrap">
      <Button variant="subtle" size="compact-sm" loading={sending} disabled={secondsLeft > 0} onClick={() => void verification.send()}>
        {secondsLeft > 0 ? t('verification.resend', { seconds: secondsLeft }) : t('verification.send')}
      </Button>
      <Button variant="light" size="compact-sm" loading={verifying} onClick={() => void verification.verify()}>
        {t('verification.verify')}
      </Button>
    </Group>
  );

  return (
    <TextInput
      label={label}
      placeholder={t('verification.codePlaceholder')}
      value={code}
      onChange={(event) => verification.setCode(event.currentTarget.value.trim())}
      readOnly={verified}
      maxLength={VERIFY_CODE_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={problem ? t(`validation.${problem}`) : null}
      rightSection={actions}
      rightSectionWidth={verified ? 36 : 'auto'}
      rightSectionPointerEvents="auto"
      styles={{ section: { paddingInlineEnd: verified ? 0 : 4 } }}
    />
  );
}
