// How a verification code reaches a person: by email or SMS through a configured provider, or,
// when none is configured (development), into the server log, and the caller says so.
import type { Logger } from 'pino';

export type CodeChannel = 'email' | 'sms';
export type CodePurpose = 'register' | 'reset-password';

export interface VerificationCodeMessage {
  /** Email address or phone number. */
  to: string;
  code: string;
  purpose: CodePurpose;
  validMinutes: number;
}

export interface CodeSender {
  send(message: VerificationCodeMessage): Promise<void>;
}

export interface CodeRoute {
  sender: CodeSender;
  /** No provider is configured: the code goes to the server log. */
  logged: boolean;
}

const missingProvider: Record<CodeChannel, string> = {
  email: 'no mail server is configured (SMTP_HOST)',
  sms: 'no SMS provider is configured',
};

/**
 * The development stand-in for a provider: one warning per code, the only place a code is ever
 * written to the log.
 */
export function loggingCodeSender(channel: CodeChannel, logger: Logger): CodeSender {
  return {
    async send({ to, code, purpose, validMinutes }) {
      logger.warn({ channel, to, purpose }, `development mode: ${missingProvider[channel]}; verification code for ${to} is ${code} (valid ${validMinutes} 分钟)`);
    },
  };
}

export function codeRoute(provider: CodeSender | null, channel: CodeChannel, logger: Logger): CodeRoute {
  return provider ? { sender: provider, logged: false } : { sender: loggingCodeSender(channel, logger), logged: true };
}
