import { emailProblem, phoneProblem, VerifyPurpose, type AccountFieldProblem } from '@app/api-client';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { useVerification } from '../verification/useVerification';
import type { VerificationChannel } from '../verification/verificationState';
import { FindPasswordStep } from './FindPasswordStep';
import { SetPasswordStep } from './SetPasswordStep';

const resetPurpose = { email: VerifyPurpose.RESET_PWD_EMAIL, sms: VerifyPurpose.RESET_PWD_PHONE } as const;
const contactProblem = { email: emailProblem, sms: phoneProblem } as const;

interface PasswordResetFlowProps {
  step: 'findPassword' | 'setPassword';
  onVerified(): void;
  onReset(): void;
  onBackToLogin(): void;
}

/**
 * Find password (email or phone tab, send and verify a code) and set a new password. Both steps
 * share the contact and its verification, so the code verified on the first is the one used.
 */
export function PasswordResetFlow({ step, onVerified, onReset, onBackToLogin }: PasswordResetFlowProps) {
  const { api } = useServices();
  const [channel, setChannel] = useState<VerificationChannel>('email');
  const [contacts, setContacts] = useState<Record<VerificationChannel, string>>({ email: '', sms: '' });
  const [problem, setProblem] = useState<AccountFieldProblem | null>(null);
  const contact = contacts[channel].trim();

  const checkContact = () => {
    const found = contactProblem[channel](contact);
    setProblem(found);
    return found === null;
  };
  const calls = { checkContact, send: api.users.sendVerifyCode, verify: api.users.verifyCode };
  const verifications = {
    email: useVerification({ ...calls, channel: 'email', purpose: resetPurpose.email, contact: contacts.email }),
    sms: useVerification({ ...calls, channel: 'sms', purpose: resetPurpose.sms, contact: contacts.sms }),
  };
  const verification = verifications[channel];

  if (step === 'setPassword') {
    return <SetPasswordStep target={{ tpe: resetPurpose[channel], key: contact }} verification={verification} onReset={onReset} onBackToLogin={onBackToLogin} />;
  }

  const next = async () => {
    if (checkContact() && (await verification.ensureVerified())) onVerified();
  };

  return (
    <FindPasswordStep
      channel={channel}
      onChannelChange={(next) => {
        setChannel(next);
        setProblem(null);
      }}
      contact={contacts[channel]}
      onContactChange={(value) => {
        setContacts((current) => ({ ...current, [channel]: value }));
        setProblem(null);
      }}
      contactProblem={problem}
      verification={verification}
      onNext={next}
      onBackToLogin={onBackToLogin}
    />
  );
}
