// Why a voice provider refused a call, by the codes the model components use for the same
// failures (serverMessages of @app/i18n words them): the status and the provider's own message, or
// the address it could not be reached at. A refused key is not told here: 'key_invalid' says it,
// and the provider's message about a key (part of it quoted) is for its owner's eyes only.
import { codedText, type CodedText } from '@app/flow-graph';

/** The provider's message is cut to this many characters. */
const DETAIL_LIMIT = 300;

/** English fallbacks of the codes, as serverMessages words them. */
const providerMessages = {
  MODEL_RATE_LIMITED: (p: { status: number; detail: string }) => `The model service limited the request rate or the quota is used up (${p.status}): ${p.detail}`,
  MODEL_SERVER_ERROR: (p: { status: number; detail: string }) => `The model service failed internally (${p.status}): ${p.detail}`,
  MODEL_REQUEST_REFUSED: (p: { status: number; detail: string }) => `The model service refused the request (${p.status}): ${p.detail}`,
  MODEL_UNREACHABLE: (p: { url: string; detail: string }) => `Cannot connect to the model service ${p.url}: ${p.detail}`,
} as const;

function shorten(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > DETAIL_LIMIT ? `${trimmed.slice(0, DETAIL_LIMIT)}…` : trimmed;
}

/** The message in a provider's error body: OpenAI's `{error: {message}}`, ElevenLabs' `{detail: {message}}` or `{detail: text}`, else the body as text. */
export function providerDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; detail?: unknown };
    const detail = parsed.detail as { message?: unknown } | string | undefined;
    const message = parsed.error?.message ?? (typeof detail === 'string' ? detail : detail?.message);
    if (typeof message === 'string' && message.trim() !== '') return shorten(message);
  } catch {
    // Not JSON: the text itself.
  }
  return shorten(body);
}

/** The reason of a provider's answer with error `status` (not 401 or 403). */
export function providerStatusReason(status: number, detail: string): CodedText {
  const params = { status, detail };
  if (status === 429) return codedText('MODEL_RATE_LIMITED', providerMessages.MODEL_RATE_LIMITED(params), params);
  if (status >= 500) return codedText('MODEL_SERVER_ERROR', providerMessages.MODEL_SERVER_ERROR(params), params);
  return codedText('MODEL_REQUEST_REFUSED', providerMessages.MODEL_REQUEST_REFUSED(params), params);
}

/** The reason of a provider that could not be reached at `url` (its origin is named, not the path). */
export function providerUnreachableReason(url: string, error: unknown): CodedText {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const params = { url: new URL(url).origin, detail: shorten(cause instanceof Error ? cause.message : String(cause)) };
  return codedText('MODEL_UNREACHABLE', providerMessages.MODEL_UNREACHABLE(params), params);
}
