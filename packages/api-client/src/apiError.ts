// The one error type every call of the client throws. Envelope calls carry the server's `code`
// (see ErrorCode), Langflow-style calls carry `detail`; transport failures have status 0.
import type { ErrorParams } from './types';

/** What went wrong: an HTTP answer (including an envelope with a non-zero code), no answer, or too slow an answer. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export interface ApiErrorInit {
  kind?: ApiErrorKind;
  status: number;
  path: string;
  message: string;
  code?: number;
  detail?: string;
  params?: ErrorParams;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived (network error, timeout). */
  readonly status: number;
  /** Error code of an envelope answer (`{code, msg, data}`), e.g. ErrorCode.WRONG_CREDENTIALS. */
  readonly code?: number;
  /** `detail` of a Langflow-style error body, stringified when the server sent a structure. */
  readonly detail?: string;
  /** Request path without the base URL, e.g. `/api/v1/login`. */
  readonly path: string;
  /** What the coded text is filled in with (a refused request names its `fields`). */
  readonly params?: ErrorParams;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind ?? 'http';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.path = init.path;
    this.params = init.params;
  }

  /** True for the answers that mean "who are you?" or "not you": the ones that trigger refresh handling. */
  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the error for an HTTP answer from whatever body the server sent (envelope, detail, text or nothing). */
export function errorFromBody(status: number, body: unknown, path: string): ApiError {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const code = typeof record.code === 'number' ? record.code : undefined;
    const msg = typeof record.msg === 'string' && record.msg !== '' ? record.msg : undefined;
    const detail = record.detail === undefined ? undefined : stringifyDetail(record.detail);
    const params = errorParams(record.params);
    return new ApiError({ status, path, code, detail, params, message: msg ?? detail ?? `HTTP ${status}` });
  }
  const text = typeof body === 'string' && body.trim() !== '' ? body.trim() : undefined;
  return new ApiError({ status, path, message: text ?? `HTTP ${status}` });
}

function errorParams(value: unknown): ErrorParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function stringifyDetail(detail: unknown): string {
  return typeof detail === 'string' ? detail : JSON.stringify(detail);
}
