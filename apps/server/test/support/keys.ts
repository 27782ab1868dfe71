// Helpers of the API key tests: making keys through the API and calling with one instead of a session.
import type { ApiKeyCreate, ApiKeyRead, Envelope } from '@app/api-client';
import type { TestServer } from '../../src/testing';
import { dataOf } from './admin';
import type { Api, ApiAnswer } from './api';

export async function createKey(dev: Api, storeId: string, body: Partial<ApiKeyCreate> = {}): Promise<ApiKeyRead> {
  return dataOf(await dev.post<Envelope<ApiKeyRead>>(`/api/v1/api_key/${storeId}`, { name: 'key', ...body }));
}

export interface KeyCallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Sends the key as the `x-api-key` query parameter instead of the header. */
  inQuery?: boolean;
}

/** A call signed by a key only (no session). */
export async function keyCall<T = unknown>(server: TestServer, key: string, method: string, path: string, options: KeyCallOptions = {}): Promise<ApiAnswer<T>> {
  const url = new URL(`${server.url}${path}`);
  if (options.inQuery) url.searchParams.set('x-api-key', key);
  const headers: Record<string, string> = { ...(options.inQuery ? {} : { 'x-api-key': key }), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text is the body.
  }
  return { status: response.status, headers: response.headers, text, body: body as T };
}
