// One HTTP exchange through ky: URL, headers, timeout and retries; every failure becomes an ApiError.
// Authentication (refresh and replay) sits one layer up, in requester.ts.
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { ApiError, errorFromBody } from './apiError';
import { unwrapEnvelope } from './envelope';
import { kyRetryFor, type RetryOptions } from './retryPolicy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface ApiRequest {
  method?: HttpMethod;
  /** Absolute path on the server, e.g. `/api/v1/users/whoami`. */
  path: string;
  searchParams?: SearchParams;
  /** JSON body. */
  json?: unknown;
  /** `application/x-www-form-urlencoded` body. */
  form?: Record<string, string>;
  /** `multipart/form-data` body (uploads). */
  multipart?: FormData;
  /** The answer is a `{code, msg, data}` envelope: return `data`, throw on a non-zero code. */
  envelope?: boolean;
  /** The answer is file bytes: return them as a Blob (errors are still read as JSON). */
  blob?: boolean;
  signal?: AbortSignal;
}

export type FetchFunction = (input: Request, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  fetch?: FetchFunction;
  retry: Required<RetryOptions>;
  timeoutMs: () => number;
}

/** Sends one request (with retries) and returns the parsed body, or `data` for envelope calls. */
export type Send = (request: ApiRequest, accessToken: string | undefined) => Promise<unknown>;

export function createTransport(options: TransportOptions): Send {
  const http = ky.create({
    prefix: options.baseUrl,
    // Browsers send the httpOnly refresh cookie only with this, also to a cross-origin API.
    credentials: 'include',
    fetch: options.fetch as typeof globalThis.fetch | undefined,
  });

  return async (request, accessToken) => {
    const method = request.method ?? 'GET';
    const headers = new Headers({ accept: request.blob ? '*/*' : 'application/json' });
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    let response: Response;
    let body: string | Blob;
    try {
      response = await http(request.path, {
        method,
        headers,
        searchParams: request.searchParams,
        json: request.json,
        body: request.multipart ?? (request.form ? new URLSearchParams(request.form) : undefined),
        timeout: options.timeoutMs(),
        retry: kyRetryFor(method, options.retry),
        signal: request.signal,
      });
      body = request.blob ? await response.blob() : await response.text();
    } catch (error) {
      throw toApiError(error, request.path);
    }
    if (typeof body !== 'string') return body;
    const parsed = parseBody(body, response, request.path);
    return request.envelope ? unwrapEnvelope(parsed, response.status, request.path) : parsed;
  };
}

function parseBody(text: string, response: Response, path: string): unknown {
  if (text === '') return undefined;
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError({ status: response.status, path, message: 'The server answered with malformed JSON', cause: error });
  }
}

/** Maps ky's errors onto ApiError; anything else (a caller's abort, a bug) passes through unchanged. */
export function toApiError(error: unknown, path: string): unknown {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return errorFromBody(error.response.status, error.data, path);
  if (isTimeoutError(error)) return new ApiError({ kind: 'timeout', status: 0, path, message: 'The request timed out', cause: error });
  if (isNetworkError(error)) return new ApiError({ kind: 'network', status: 0, path, message: error.message, cause: error });
  return error;
}
