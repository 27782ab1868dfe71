// Why a voice provider refused a call, by the model components' own codes for the same failures
// (serverMessages of @app/i18n words them): the status and the provider's own message, or the
// address it could not be reached at. A refused key is not told here: 'key_invalid' says it, and
// the provider's message about a key (part of it quoted) is for its owner's eyes only.
import { modelStatusError, modelUnreachableError, type ComponentError } from '@app/components';
import { codedText, type CodedText } from '@app/flow-graph';

/** The provider's message is cut to this many characters. */
const DETAIL_LIMIT = 300;

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

const reasonOf = (error: ComponentError): CodedText => codedText(error.code, error.message, error.params);

/** The reason of a provider's answer with error `status` (not 401 or 403). */
export function providerStatusReason(status: number, detail: string): CodedText {
  return reasonOf(modelStatusError(status, detail));
}

/** The reason of a provider that could not be reached at `url` (its origin is named, not the path). */
export function providerUnreachableReason(url: string, error: unknown): CodedText {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return reasonOf(modelUnreachableError(new URL(url).origin, cause, shorten(cause instanceof Error ? cause.message : String(cause))));
}
