// One HTTP exchange through ky: URL, headers, timeout and retries; every failure becomes an ApiError.
// Authentication (refresh and replay) sits one layer up, in requester.ts.
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { ApiError, errorFromBody } from './apiError';
import { API_KEY_HEADER } from './apiKeyTypes';
import { unwrapEnvelope } from './envelope';
import { kyRetryFor, type RetryOptions } from './retryPolicy';
import { canUseXhr, xhrUploadFetch, type UploadProgress } from './xhrFetch';

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
  /**
   * The answer is read as it arrives: return the response body, a ReadableStream of bytes (errors
   * are still read as JSON). The timeout bounds only the wait for the response, not its reading.
   */
  stream?: boolean;
  signal?: AbortSignal;
  /** Sent as Accept-Language (the language of server texts such as the component catalogue); the client's `language` otherwise. */
  language?: string;
  /** With `multipart`: called with the share of the body sent so far, 0 to 1 (again from 0 on a retry). */
  onUploadProgress?: UploadProgress;
}

export type FetchFunction = (input: Request, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  fetch?: FetchFunction;
  retry: Required<RetryOptions>;
  timeoutMs: () => number;
  /** Sent as `x-api-key` on every call; such a client sends no cookies (keys travel in headers). */
  apiKey?: string;
  /** The user's language, read at each call and sent as Accept-Language. */
  language?: () => string | undefined;
}

/** Sends one request (with retries) and returns the parsed body, or `data` for envelope calls. */
export type Send = (request: ApiRequest, accessToken: string | undefined) => Promise<unknown>;

export function createTransport(options: TransportOptions): Send {
  const http = ky.create({
    prefix: options.baseUrl,
    // Browsers send the httpOnly refresh cookie only with this, also to a cross-origin API. A key
    // client needs none, and the server's cross-origin routes allow no credentials.
    credentials: options.apiKey === undefined ? 'include' : 'omit',
    fetch: options.fetch as typeof globalThis.fetch | undefined,
  });

  return async (request, accessToken) => {
    const method = request.method ?? 'GET';
    const headers = new Headers({ accept: request.blob || request.stream ? '*/*' : 'application/json' });
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    if (options.apiKey !== undefined) headers.set(API_KEY_HEADER, options.apiKey);
    const language = request.language ?? options.language?.();
    if (language) headers.set('accept-language', language);
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
        ...uploadProgressOptions(request, options.fetch === undefined),
      });
      if (request.stream) return response.body ?? new Blob([]).stream();
      body = request.blob ? await response.blob() : await response.text();
    } catch (error) {
      throw toApiError(error, request.path);
    }
    if (typeof body !== 'string') return body;
    const parsed = parseBody(body, response, request.path);
    return request.envelope ? unwrapEnvelope(parsed, response.status, request.path) : parsed;
  };
}

/**
 * Browsers report an upload's progress through XMLHttpRequest (see xhrFetch.ts); elsewhere, or
 * with a fetch of the caller's, ky's streamed body reports it.
 */
function uploadProgressOptions(request: ApiRequest, ownFetch: boolean) {
  const { multipart, onUploadProgress } = request;
  if (!multipart || !onUploadProgress) return {};
  if (ownFetch && canUseXhr()) return { fetch: xhrUploadFetch(multipart, onUploadProgress) };
  return { onUploadProgress: (progress: { percent: number }) => onUploadProgress(progress.percent) };
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
