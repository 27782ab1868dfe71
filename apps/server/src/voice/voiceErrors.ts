// Why a voice call failed (VoiceErrorCode of @app/api-client): the socket sends the code in its
// `error` message, with the reason by code when one is known; the HTTP routes answer it as
// `{detail, code, params: {voice_error}}`.
import { ErrorCode, type VoiceErrorCode } from '@app/api-client';
import type { CodedText } from '@app/flow-graph';
import { AppError } from '../errors/appError';

/** English fallbacks; clients word the code in the user's language (`voice.errors.<code>`). */
export const voiceMessages: Record<VoiceErrorCode, string> = {
  key_missing: 'The flow owner has not saved the key this voice feature needs as a global variable.',
  key_invalid: 'The voice provider refused the key saved by the flow owner.',
  provider_error: 'The voice provider failed to answer; try again later.',
  transcription_failed: 'Nothing could be transcribed from the recording.',
  audio_too_long: 'The recording is too long for one turn.',
  flow_not_found: 'Flow not found',
  forbidden: 'Sign in to talk with this flow.',
  run_failed: 'The flow failed to answer.',
  bad_message: 'The message was not understood.',
};

/** HTTP status of a voice error on the HTTP routes; never 401, which a console reads as a lost session. */
const STATUS: Record<VoiceErrorCode, number> = {
  key_missing: 400,
  key_invalid: 400,
  provider_error: 502,
  transcription_failed: 502,
  audio_too_long: 413,
  flow_not_found: 404,
  forbidden: 403,
  run_failed: 500,
  bad_message: 400,
};

export class VoiceError extends Error {
  constructor(
    readonly code: VoiceErrorCode,
    message: string = voiceMessages[code],
    /** Why, by code (a component's failure, a queue's ending, a provider's refusal), for the client to word. */
    readonly reason?: CodedText,
  ) {
    super(message);
    this.name = 'VoiceError';
  }

  toAppError(): AppError {
    const code = this.code === 'forbidden' ? ErrorCode.FORBIDDEN : ErrorCode.PARAMETER_ERROR;
    return new AppError(STATUS[this.code], code, { msg: this.message, detail: this.message, params: { voice_error: this.code } });
  }
}
