import { VERIFY_CODE_RESEND_SECONDS, type VerifyCodeCheck, type VerifyCodeSent, type VerifyPurposeValue, type VerifyTarget } from '@app/api-client';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { apiErrorText } from '../apiErrorText';
import { useCountdown } from './useCountdown';
import {
  codeChanged,
  codeProblem,
  codeSent,
  codeVerified,
  initialVerification,
  problemFound,
  verificationVoided,
  verifyFailureProblem,
  type CodeProblem,
  type VerificationChannel,
} from './verificationState';

export interface VerificationOptions {
  channel: VerificationChannel;
  purpose: VerifyPurposeValue;
  /** The phone number or email the code is for, as typed (it is trimmed). */
  contact: string;
  /** Checks the contact before a send and shows its own error; false stops the send. */
  checkContact(): boolean | Promise<boolean>;
  send(target: VerifyTarget): Promise<VerifyCodeSent>;
  verify(check: VerifyCodeCheck): Promise<unknown>;
}

/** State and actions of one verification-code field; VerificationCodeField draws it. */
export interface Verification {
  channel: VerificationChannel;
  code: string;
  problem: CodeProblem | null;
  /** Seconds until another code may be sent; 0 when the send button is free. */
  secondsLeft: number;
  sending: boolean;
  verifying: boolean;
  verified: boolean;
  setCode(code: string): void;
  send(): Promise<void>;
  /** Checks the code with the server; true when it was accepted. */
  verify(): Promise<boolean>;
  /** Before a submit: true at once when already verified, otherwise the same as verify(). */
  ensureVerified(): Promise<boolean>;
  /** Forgets the code and any send or verification (registration failed). */
  reset(): void;
  /** Forgets only the verification, keeping the code (password reset failed). */
  unverify(): void;
}

export function useVerification(options: VerificationOptions): Verification {
  const { t } = useTranslation('auth');
  const { notifications } = useServices();
  const [state, setState] = useState(initialVerification);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const busy = useRef(false);
  const countdown = useCountdown();
  const contact = options.contact.trim();
  const verified = state.verifiedFor !== null && state.verifiedFor === contact;

  const send = async () => {
    if (busy.current || countdown.secondsLeft > 0) return;
    busy.current = true;
    try {
      if (!(await options.checkContact())) return;
      setSending(true);
      countdown.start(VERIFY_CODE_RESEND_SECONDS);
      const sent = await options.send({ tpe: options.purpose, key: contact });
      setState((current) => codeSent(current, contact));
      if (sent.logged) {
        notifications.getState().notify({ kind: 'notice', title: t(`verification.${options.channel}NotConfigured`), list: [t('verification.writtenToLog')] });
      }
    } catch (error) {
      countdown.clear();
      notifications.getState().notify({ kind: 'error', title: t(`verification.${options.channel}SendFailed`), list: [apiErrorText(error, t)] });
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const verify = async () => {
    const problem = codeProblem(state, contact);
    if (problem) {
      setState((current) => problemFound(current, problem));
      return false;
    }
    setVerifying(true);
    try {
      await options.verify({ tpe: options.purpose, key: contact, code: state.code });
      setState((current) => codeVerified(current, contact));
      return true;
    } catch (error) {
      setState((current) => problemFound(current, verifyFailureProblem(error)));
      return false;
    } finally {
      setVerifying(false);
    }
  };

  return {
    channel: options.channel,
    code: state.code,
    problem: state.problem,
    secondsLeft: countdown.secondsLeft,
    sending,
    verifying,
    verified,
    setCode: (code) => setState((current) => codeChanged(current, code)),
    send,
    verify,
    ensureVerified: () => (verified ? Promise.resolve(true) : verify()),
    reset: () => setState(initialVerification),
    unverify: () => setState(verificationVoided),
  };
}
