// Verification emails over SMTP (nodemailer), configured by SMTP_HOST/PORT/SECURE/USER/PASS/FROM.
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config/appConfig';
import type { CodeSender } from './codeSender';
import { verificationEmail } from './verificationTexts';

/** A mail server that does not answer must not hold a request for minutes. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** The sender of SMTP_* settings, or null when SMTP_HOST is unset. nodemailer loads with the first email. */
export function smtpCodeSender(smtp: SmtpConfig): CodeSender | null {
  if (!smtp.host) return null;
  const host = smtp.host;
  let transport: Promise<Transporter> | undefined;
  const connect = async () =>
    (await import('nodemailer')).default.createTransport({
      host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
  const from = smtp.from ?? smtp.user ?? `no-reply@${host}`;
  return {
    async send(message) {
      transport ??= connect();
      await (await transport).sendMail({ from, to: message.to, ...verificationEmail(message) });
    },
  };
}
