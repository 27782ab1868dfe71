// The Chinese texts of verification emails.
import type { VerificationCodeMessage } from './codeSender';

/** The product name as the web console shows it (@app/i18n shell.brand). */
export const PRODUCT_NAME = 'AI 工作流平台';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const purposeTexts = {
  register: { subject: '注册验证码', action: `您正在注册${PRODUCT_NAME}账号` },
  'reset-password': { subject: '重置密码验证码', action: `您正在重置${PRODUCT_NAME}账号的密码` },
} as const;

export function verificationEmail({ code, purpose, validMinutes }: VerificationCodeMessage): MailContent {
  const { subject, action } = purposeTexts[purpose];
  const validity = `验证码 ${validMinutes} 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。`;
  return {
    subject: `【${PRODUCT_NAME}】${subject}`,
    text: `您好：\n\n${action}，验证码为：${code}\n\n${validity}\n\n${PRODUCT_NAME}`,
    html:
      `<div style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;color:#1f2329;line-height:1.7">` +
      `<p>您好：</p><p>${action}，验证码为：</p>` +
      `<p style="font-size:28px;font-weight:600;letter-spacing:6px;color:#3370ff;margin:16px 0">${code}</p>` +
      `<p>${validity}</p><p style="color:#8f959e">${PRODUCT_NAME}</p></div>`,
  };
}
