import { ApiError, ErrorCode } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import {
  codeChanged,
  codeProblem,
  codeSent,
  codeVerified,
  initialVerification,
  problemFound,
  verificationVoided,
  verifyFailureProblem,
} from './verificationState';

const key = 'someone@example.com';
const refused = (code: number) => new ApiError({ status: 200, code, path: '/api/v1/users/verify-code', message: 'refused' });

describe('verification code rules', () => {
  it('asks for a code to be requested first, for the same key', () => {
    expect(codeProblem(codeChanged(initialVerification, '123456'), key)).toBe('codeNotRequested');
    const sent = codeChanged(codeSent(initialVerification, key), '123456');
    expect(codeProblem(sent, key)).toBeNull();
    expect(codeProblem(sent, 'other@example.com')).toBe('codeNotRequested');
  });

  it.each(['', '12345', '1234567', '12a456', ' 12345'])('wants exactly 6 digits, not %j', (code) => {
    expect(codeProblem(codeChanged(codeSent(initialVerification, key), code), key)).toBe('codeFormat');
  });

  it('reads a refused code as 验证码错误 and anything else as 未知异常', () => {
    expect(verifyFailureProblem(refused(ErrorCode.EMAIL_CODE_ERROR))).toBe('codeWrong');
    expect(verifyFailureProblem(refused(ErrorCode.PHONE_CODE_ERROR))).toBe('codeWrong');
    expect(verifyFailureProblem(refused(ErrorCode.UNKNOWN_ERROR))).toBe('codeUnknown');
    expect(verifyFailureProblem(new Error('offline'))).toBe('codeUnknown');
  });
});

describe('verification state', () => {
  it('voids an earlier verification when a new code is sent', () => {
    const verified = codeVerified(codeSent(initialVerification, key), key);
    expect(verified.verifiedFor).toBe(key);
    expect(codeSent(verified, key).verifiedFor).toBeNull();
  });

  it('drops the shown problem when the code changes', () => {
    const withProblem = problemFound(initialVerification, 'codeWrong');
    expect(codeChanged(withProblem, '1').problem).toBeNull();
  });

  it('keeps the code and the send when only the verification is voided', () => {
    const verified = codeVerified(codeChanged(codeSent(initialVerification, key), '123456'), key);
    expect(verificationVoided(verified)).toEqual({ code: '123456', requestedFor: key, verifiedFor: null, problem: null });
  });
});
