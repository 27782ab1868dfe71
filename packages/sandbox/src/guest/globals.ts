// Guest side: the only globals code in the sandbox gets beyond the language's own: `console`,
// whose lines go to the component's log in the editor, and `fetch` (also `services.fetch` in the
// run context), which the host performs through the server's guarded fetch, text bodies only.
import type { GuestFetchAnswer, GuestFetchRequest } from '../protocol';
import { notify, request, toJson } from './bridge';

function text(values: unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? value : toJson(value))).join(' ');
}

const consoleMethod = (name: string) => (...values: unknown[]) => notify('log', { message: text(values), name: `console.${name}` });

/** The engine's OutboundRequest, plus the header list form `fetch` also takes. */
interface FetchInit {
  method?: string;
  headers?: Record<string, string> | Array<[string, string]>;
  body?: unknown;
  timeoutMs?: number;
  maxBytes?: number;
  redirect?: 'follow' | 'manual';
}

function headerRecord(headers: FetchInit['headers']): Record<string, string> {
  const entries = Array.isArray(headers) ? headers : Object.entries(headers ?? {});
  return Object.fromEntries(entries.map(([name, value]) => [String(name).toLowerCase(), String(value)]));
}

function responseOf(answer: GuestFetchAnswer, url: string) {
  const headers = headerRecord(answer.headers);
  return {
    url,
    status: answer.status,
    statusText: answer.statusText,
    ok: answer.status >= 200 && answer.status < 300,
    headers: {
      get: (name: string) => headers[String(name).toLowerCase()] ?? null,
      has: (name: string) => Object.hasOwn(headers, String(name).toLowerCase()),
      entries: () => Object.entries(headers)[Symbol.iterator](),
      forEach: (callback: (value: string, name: string) => void) => Object.entries(headers).forEach(([name, value]) => callback(value, name)),
    },
    text: async () => answer.body,
    json: async () => JSON.parse(answer.body) as unknown,
  };
}

export async function guestFetch(input: unknown, init: FetchInit = {}) {
  const url = typeof input === 'string' ? input : String((input as { url?: unknown } | null)?.url ?? input);
  if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
    throw new TypeError('fetch in the sandbox sends text bodies only; JSON.stringify the body first.');
  }
  const call: GuestFetchRequest = {
    url,
    method: String(init.method ?? 'GET').toUpperCase(),
    headers: headerRecord(init.headers),
    ...(typeof init.body === 'string' ? { body: init.body } : {}),
    ...(init.timeoutMs !== undefined ? { timeoutMs: init.timeoutMs } : {}),
    ...(init.maxBytes !== undefined ? { maxBytes: init.maxBytes } : {}),
    ...(init.redirect !== undefined ? { redirect: init.redirect } : {}),
  };
  return responseOf((await request('fetch', call)) as GuestFetchAnswer, url);
}

export function installGlobals(): void {
  const console = Object.fromEntries(['log', 'info', 'warn', 'error', 'debug'].map((name) => [name, consoleMethod(name)]));
  Object.defineProperty(globalThis, 'console', { value: console, writable: true, configurable: true });
  Object.defineProperty(globalThis, 'fetch', { value: guestFetch, writable: true, configurable: true });
}
