// Which voice text an error shows: a server's voice code (socket `error` message, or a speech call
// refused with `params.voice_error`, the server's form, or a `{code}` detail), else the failure's own kind.
import { isApiError, type VoiceErrorCode } from '@app/api-client';

const CODES: readonly VoiceErrorCode[] = ['key_missing', 'key_invalid', 'provider_error', 'transcription_failed', 'audio_too_long', 'flow_not_found', 'forbidden', 'run_failed', 'bad_message'];

export function isVoiceErrorCode(value: unknown): value is VoiceErrorCode {
  return typeof value === 'string' && (CODES as readonly string[]).includes(value);
}

/** The voice code a refused speech call carries, if any. */
export function speechErrorCode(error: unknown): VoiceErrorCode | undefined {
  if (!isApiError(error)) return undefined;
  const param = error.params?.voice_error;
  if (isVoiceErrorCode(param)) return param;
  if (error.detail === undefined) return undefined;
  if (isVoiceErrorCode(error.detail)) return error.detail;
  try {
    const detail = JSON.parse(error.detail) as { code?: unknown };
    return isVoiceErrorCode(detail?.code) ? detail.code : undefined;
  } catch {
    return undefined;
  }
}

/** The key in the voice namespace for a speech call's failure. */
export function speechErrorKey(error: unknown): string {
  const code = speechErrorCode(error);
  if (code) return `errors.codes.${code}`;
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return 'errors.apiKey';
  return 'speak.failed';
}
