import type { AccountFieldProblem } from '@app/api-client';
import { Anchor, Button, Stack, Tabs } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeader } from '../StepHeader';
import { ContactField } from '../verification/ContactField';
import type { Verification } from '../verification/useVerification';
import type { VerificationChannel } from '../verification/verificationState';

interface FindPasswordStepProps {
  channel: VerificationChannel;
  onChannelChange(channel: VerificationChannel): void;
  contact: string;
  onContactChange(value: string): void;
  contactProblem: AccountFieldProblem | null;
  verification: Verification;
  onNext(): Promise<void>;
  onBackToLogin(): void;
}

const fieldTexts = {
  email: { kind: 'email', label: 'findPassword.email', placeholder: 'findPassword.emailPlaceholder', code: 'findPassword.emailCode' },
  sms: { kind: 'tel', label: 'findPassword.phone', placeholder: 'findPassword.phonePlaceholder', code: 'findPassword.phoneCode' },
} as const;

export function FindPasswordStep(props: FindPasswordStepProps) {
  const { channel, contact, contactProblem, verification } = props;
  const { t } = useTranslation('auth');
  const texts = fieldTexts[channel];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onNext();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <StepHeader title={t('findPassword.title')} subtitle={t('findPassword.subtitle')} />
        <Tabs value={channel} onChange={(value) => value && props.onChannelChange(value as VerificationChannel)}>
          <Tabs.List grow>
            <Tabs.Tab value="email">{t('findPassword.byEmail')}</Tabs.Tab>
            <Tabs.Tab value="sms">{t('findPassword.byPhone')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <ContactField
          kind={texts.kind}
          label={t(texts.label)}
          placeholder={t(texts.placeholder)}
          codeLabel={t(texts.code)}
          value={contact}
          onChange={props.onContactChange}
          error={contactProblem ? t(`validation.${contactProblem}`) : null}
          verification={verification}
        />
        <Button type="submit" size="md" fullWidth loading={verification.verifying}>
          {t('findPassword.next')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={props.onBackToLogin}>
          {t('findPassword.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
