// Sending a code: issue it (throttled per target), hand it to the channel's sender, and answer
// what the client needs to show (VerifyCodeSent). A failed delivery withdraws the code.
import { ErrorCode, VERIFY_CODE_RESEND_SECONDS, type VerifyCodeSent, type VerifyPurposeValue } from '@app/api-client';
import type { FastifyBaseLogger } from 'fastify';
import type { CodeChannel, CodeRoute } from '../../messaging/codeSender';
import { businessError } from '../../errors/appError';
import { CODE_TTL_SECONDS, type VerificationCodes } from './verificationCodes';
import { channelOf, usageOf } from './verifyTargets';

const deliveryFailure: Record<CodeChannel, string> = {
  email: '邮件发送失败，请稍后再试',
  sms: '短信发送失败，请稍后再试',
};

export type CodeRoutes = Record<CodeChannel, CodeRoute>;

export type SendCode = (purpose: VerifyPurposeValue, target: string, log: FastifyBaseLogger) => Promise<VerifyCodeSent>;

export function codeDelivery(codes: VerificationCodes, routes: CodeRoutes): SendCode {
  return async (purpose, target, log) => {
    const channel = channelOf(purpose);
    const route = routes[channel];
    const issued = await codes.issue(purpose, target);
    try {
      await route.sender.send({ to: target, code: issued.code, purpose: usageOf(purpose), validMinutes: CODE_TTL_SECONDS / 60 });
    } catch (error) {
      await issued.withdraw();
      // The message and the server's reply only: a transport error may carry its settings.
      const { message, responseCode } = error as { message?: string; responseCode?: number };
      log.error({ channel, reason: message, responseCode }, 'verification code not delivered');
      throw businessError(ErrorCode.UNKNOWN_ERROR, deliveryFailure[channel]);
    }
    return { channel, logged: route.logged, resend_after: VERIFY_CODE_RESEND_SECONDS, expires_in: CODE_TTL_SECONDS };
  };
}
