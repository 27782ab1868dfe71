// What each verification purpose (the tpe of the verify-code calls) means: the channel, the
// account field it names, the error code of a bad code, and how its key is checked and normalised.
import { emailProblem, ErrorCode, phoneProblem, VerifyPurpose, type ErrorCodeValue, type VerifyPurposeValue } from '@app/api-client';
import type { CodeChannel, CodePurpose } from '../../messaging/codeSender';
import { assertNoFieldProblem } from '../fieldProblems';

export const PHONE_PURPOSES = [VerifyPurpose.REGISTER_PHONE, VerifyPurpose.RESET_PWD_PHONE] as const;
export const REGISTER_PURPOSES = [VerifyPurpose.REGISTER_PHONE, VerifyPurpose.REGISTER_EMAIL] as const;
export const RESET_PURPOSES = [VerifyPurpose.RESET_PWD_PHONE, VerifyPurpose.RESET_PWD_EMAIL] as const;
export const ALL_PURPOSES = [...REGISTER_PURPOSES, ...RESET_PURPOSES] as const;

export const isPhonePurpose = (purpose: VerifyPurposeValue): boolean => (PHONE_PURPOSES as readonly number[]).includes(purpose);

export const channelOf = (purpose: VerifyPurposeValue): CodeChannel => (isPhonePurpose(purpose) ? 'sms' : 'email');

export const usageOf = (purpose: VerifyPurposeValue): CodePurpose => ((REGISTER_PURPOSES as readonly number[]).includes(purpose) ? 'register' : 'reset-password');

/** 10005 for codes sent to a phone, 10006 for codes sent to an email address. */
export const codeErrorOf = (purpose: VerifyPurposeValue): ErrorCodeValue => (isPhonePurpose(purpose) ? ErrorCode.PHONE_CODE_ERROR : ErrorCode.EMAIL_CODE_ERROR);

/** A phone number as digits (spaces and dashes dropped). */
export const normalizedPhone = (key: string): string => key.trim().replace(/[\s-]/g, '');

/** An email address trimmed and in lower case, as accounts and codes store it. */
export const normalizedEmail = (key: string): string => key.trim().toLowerCase();

/**
 * The key of a purpose in its stored form; a key that is no phone number or email address
 * answers 10003 with the spec's message (请输入正确的手机号码 / 请输入正确的邮箱).
 */
export function verifyTargetOf(purpose: VerifyPurposeValue, key: string): string {
  if (isPhonePurpose(purpose)) {
    const phone = normalizedPhone(key);
    assertNoFieldProblem(phoneProblem(phone));
    return phone;
  }
  const email = normalizedEmail(key);
  assertNoFieldProblem(emailProblem(email));
  return email;
}
