// The SMS provider interface. A deployment with an SMS gateway passes its SmsSender to createApp
// (AppOptions.smsSender); without one, codes for phone numbers go to the server log.
import { PRODUCT_NAME } from './verificationTexts';
import type { CodeSender, VerificationCodeMessage } from './codeSender';

/** Sends one verification code to a mainland mobile number; rejects when the provider refuses. */
export type SmsSender = CodeSender;

/** The text of a verification SMS, for providers that send free text rather than a template. */
export function verificationSmsText({ code, purpose, validMinutes }: VerificationCodeMessage): string {
  const use = purpose === 'register' ? '注册' : '重置密码';
  return `【${PRODUCT_NAME}】您的${use}验证码为 ${code}，${validMinutes} 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本短信。`;
}
