// Server texts by code (see CodedText): what the engine and the components attach to an error so
// the client can word it in the user's language instead of showing the server's wording.
import type { CodedText } from './events';

type CodedParams = CodedText['params'];

/** An error from one of the server's coded tables: a string `code` and the `params` it was rendered with. */
interface CodedError extends Error {
  code: string;
  params: Record<string, unknown>;
}

function isCodedError(value: unknown): value is CodedError {
  if (!(value instanceof Error)) return false;
  const { code, params } = value as Partial<CodedError>;
  return typeof code === 'string' && typeof params === 'object' && params !== null;
}

function codedParams(params: Record<string, unknown>): CodedParams {
  const result: CodedParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') result[name] = value;
    else if (isCodedError(value)) result[name] = codedTextOf(value) as CodedText;
    else if (isCodedText(value)) result[name] = value;
    else if (value instanceof Error) result[name] = value.message;
    else if (value !== undefined && value !== null) result[name] = String(value);
  }
  return result;
}

export function isCodedText(value: unknown): value is CodedText {
  if (typeof value !== 'object' || value === null) return false;
  const { code, text, params } = value as Partial<CodedText>;
  return typeof code === 'string' && typeof text === 'string' && typeof params === 'object' && params !== null;
}

/** The coded form of an error, or undefined when it came from no coded table (a bug, a library's own error). */
export function codedTextOf(error: unknown): CodedText | undefined {
  if (!isCodedError(error)) return undefined;
  return { code: error.code, text: error.message, params: codedParams(error.params) };
}

/** A coded text built directly (when the message is rendered here, not thrown). */
export function codedText(code: string, text: string, params: Record<string, unknown>): CodedText {
  return { code, text, params: codedParams(params) };
}
