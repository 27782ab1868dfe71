// What the verification-code field knows, as plain data and pure rules (spec/1 sections 4 and 5):
// a code must have been requested for the key it is checked against, has 6 digits, and is then
// checked by the server. Sending or verifying for one key says nothing about another key.
import { ErrorCode, isApiError, verifyCodeProblem } from '@app/api-client';

export type VerificationChannel = 'email' | 'sms';

/** Keys of the auth namespace's `validation` texts. */
export type CodeProblem = 'codeNotRequested' | 'codeFormat' | 'codeWrong' | 'codeUnknown';

export interface VerificationState {
  code: string;
  /** The phone number or email the last code was sent to. */
  requestedFor: string | null;
  /** The phone number or email whose code the server accepted. */
  verifiedFor: string | null;
  problem: CodeProblem | null;
}

export const initialVerification: VerificationState = { code: '', requestedFor: null, verifiedFor: null, problem: null };

/** 请先获取验证码 before a send for this key, then 请输入6位的验证码 for anything but 6 digits. */
export function codeProblem(state: VerificationState, key: string): CodeProblem | null {
  if (state.requestedFor !== key) return 'codeNotRequested';
  return verifyCodeProblem(state.code) ? 'codeFormat' : null;
}

/** 验证码错误 when the server refused the code, 未知异常 for any other failure. */
export function verifyFailureProblem(error: unknown): CodeProblem {
  const refused = isApiError(error) && (error.code === ErrorCode.PHONE_CODE_ERROR || error.code === ErrorCode.EMAIL_CODE_ERROR);
  return refused ? 'codeWrong' : 'codeUnknown';
}

export const codeChanged = (state: VerificationState, code: string): VerificationState => ({ ...state, code, problem: null });

/** A new code was sent: any earlier verification is void. */
export const codeSent = (state: VerificationState, key: string): VerificationState => ({ ...state, requestedFor: key, verifiedFor: null, problem: null });

export const codeVerified = (state: VerificationState, key: string): VerificationState => ({ ...state, verifiedFor: key, problem: null });

export const problemFound = (state: VerificationState, problem: CodeProblem): VerificationState => ({ ...state, problem });

/** The server no longer counts the code as checked (a reset failed): check it again. */
export const verificationVoided = (state: VerificationState): VerificationState => ({ ...state, verifiedFor: null });
