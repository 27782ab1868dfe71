// Verification emails over SMTP (nodemailer), configured by SMTP_HOST/PORT/SECURE/USER/PASS/FROM.
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config/appConfig';
import type { CodeSender } from './codeSender';
import { verificationEmail } from './verificationTexts';

/** A mail server that does not answer must not hold a request for minutes. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** The sender of SMTP_* settings, or null when SMTP_HOST is unset. */
export function smtpCodeSender(smtp: SmtpConfig): CodeSender | null {
  if (!smtp.host) return null;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  const from = smtp.from ?? smtp.user ?? `no-reply@${smtp.host}`;
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, ...verificationEmail(message) });
    },
  };
}
