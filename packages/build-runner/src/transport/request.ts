import type { EventDelivery } from '@app/flow-graph';
import { BuildError } from '../buildError';
import type { BuildTimers } from '../timers';

/** The fetch this package needs; pass the app's own (auth, retries, cookies) to plug them in. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Headers added to every request, asked for each time so a refreshed token is picked up. */
export type HeadersProvider = () => Record<string, string> | Promise<Record<string, string>>;

/** Thrown inside the transport once its signal aborted; the transport turns it into a normal return. */
export class Stopped extends Error {
  constructor() {
    super('stopped');
    this.name = 'Stopped';
  }
}

export interface RequestContext {
  baseUrl: string;
  fetch: FetchLike;
  headers: HeadersProvider | undefined;
  query: Record<string, string>;
}

export function buildUrl(context: RequestContext, path: string, params: Record<string, string | boolean | undefined>): string {
  const search = new URLSearchParams(context.query);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return `${context.baseUrl.replace(/\/+$/, '')}/${path}${query ? `?${query}` : ''}`;
}

export function eventsPath(jobId: string): string {
  return `build/${encodeURIComponent(jobId)}/events`;
}

export function eventsUrl(context: RequestContext, jobId: string, delivery: EventDelivery): string {
  return buildUrl(context, eventsPath(jobId), { event_delivery: delivery });
}

/**
 * Sends one request. A rejected fetch is a network failure unless `signal` aborted, which means
 * the caller stopped the build and becomes `Stopped`.
 */
export async function send(context: RequestContext, url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  if (signal?.aborted) throw new Stopped();
  const headers = { ...(await context.headers?.()), ...(init.headers as Record<string, string> | undefined) };
  try {
    return await context.fetch(url, { ...init, headers, signal });
  } catch (error) {
    if (signal?.aborted) throw new Stopped();
    throw new BuildError('NETWORK_ERROR', { cause: error });
  }
}

/** The server's `detail` (FastAPI style: a string, or a list of `{msg}`), or undefined for other bodies. */
export async function readDetail(response: Response): Promise<string | undefined> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // An HTML error page from a proxy is not a message for the user.
    return undefined;
  }
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail.map((item: unknown) => (typeof item === 'object' && item !== null && 'msg' in item ? String(item.msg) : JSON.stringify(item))).join('; ');
  }
  return detail === undefined || detail === null ? undefined : JSON.stringify(detail);
}

/** Waits `ms`, or throws Stopped as soon as `signal` aborts. */
export function sleep(timers: BuildTimers, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Stopped());
      return;
    }
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(new Stopped());
    };
    const handle = timers.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function isReadableBody(body: unknown): body is ReadableStream<Uint8Array> {
  return typeof body === 'object' && body !== null && typeof (body as ReadableStream).getReader === 'function';
}
