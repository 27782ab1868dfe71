// A small JSON client for the tests: every call goes over HTTP to the listening server.
import type { BuildEvent } from '@app/flow-graph';
import type { TestServer } from '../../src/testing';
import { createUser, login, loginAsAdmin } from '../helpers';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface Api {
  token: string;
  userId: string;
  /** `headers` adds to the bearer token and content type (e.g. an Accept-Language). */
  call<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
  get<T = unknown>(path: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  patch<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  delete<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function apiFor(server: TestServer, token: string, userId: string): Api {
  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: (text === '' ? undefined : parse(text)) as T };
  };
  return {
    token,
    userId,
    call,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path, body) => call('DELETE', path, body),
  };
}

function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { sub: string };
  return payload.sub;
}

export async function adminApi(server: TestServer): Promise<Api> {
  const tokens = await loginAsAdmin(server);
  return apiFor(server, tokens.access_token, userIdOf(tokens.access_token));
}

/** A new account of the given role (16 developer by default), signed in. */
export async function userApi(server: TestServer, username: string, role = 16): Promise<Api> {
  await createUser(server, { username, role });
  const { body } = await login(server, username, 'User#Pass99');
  if (body.code !== 0) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return apiFor(server, body.data.access_token, userIdOf(body.data.access_token));
}

/** The events of an NDJSON body: JSON objects separated by blank lines (polling adds newlines). */
export function parseEvents(text: string): BuildEvent[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BuildEvent);
}

export function eventNames(events: readonly BuildEvent[]): string[] {
  return events.map((event) => event.event);
}
