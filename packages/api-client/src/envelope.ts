// `{code, msg, data}` answers of the accounts, admin, store, api-key and conversation calls.
import { ApiError } from './apiError';
import { ErrorCode } from './errorCodes';
import type { Envelope } from './types';

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number' && 'data' in body;
}

/** Returns `data` of a successful envelope; a non-zero code becomes an ApiError even on HTTP 200. */
export function unwrapEnvelope<T>(body: unknown, status: number, path: string): T {
  if (!isEnvelope(body)) {
    throw new ApiError({ status, path, message: 'The server answered without the {code, msg, data} envelope' });
  }
  if (body.code !== ErrorCode.OK) {
    throw new ApiError({ status, path, code: body.code, message: body.msg || `Error ${body.code}` });
  }
  return body.data as T;
}
