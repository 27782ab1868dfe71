// The only network access components get (services.fetch): http(s) to public addresses, or to
// what an administrator allowed. Host names are resolved while connecting and the socket goes to
// the very address that was checked, so a name cannot resolve to a public address for the check
// and to an internal one for the connection. Redirects are followed here, each target checked
// again; the whole exchange has a time limit and the body a size limit. Requests go through
// undici's request API and answer a Response as fetch would: WHATWG fetch streamed every request
// body through an async iterator and built Request objects, the larger part of a model call's cost.
// undici's Agent and request API load with the first request, not with the server, and alone:
// undici's entry loads fetch, WebSocket, the cache and the mocks too (issue 19).
import { lookup } from 'node:dns/promises';
import { createRequire } from 'node:module';
import type { LookupFunction } from 'node:net';
import { finished, type Readable } from 'node:stream';
import type { OutboundFetch, OutboundRequest } from '@app/engine';
import type { Agent, buildConnector as BuildConnector, Dispatcher } from 'undici';
import { acceptedEncodings, decodedBody } from './contentDecoding';
import { ADDRESS_CLASS_TEXT, classifyAddress, isBlockedHostName, parseIp, type AddressClass, type AllowList, type IpAddress } from './addressPolicy';
import { byteSize, outboundError, OutboundRequestError } from './outboundError';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to (tests give a stub instead of DNS). */
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

export interface GuardedFetchOptions {
  allowList: AllowList;
  /** Largest body a component may read, in bytes. */
  maxBytes: number;
  /** Limit of a request that names none, in ms. */
  defaultTimeoutMs?: number;
  /** Longest limit a request may ask for, in ms. */
  maxTimeoutMs?: number;
  resolveHost?: ResolveHost;
}

export interface GuardedFetch {
  fetch: OutboundFetch;
  /** Closes the pooled connections (the server closes it on shutdown). */
  close(): Promise<void>;
}

export const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_TIMEOUT_MS = 600_000;
const USER_AGENT = 'Mozilla/5.0 (compatible; WorkflowServer/1.0)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA']);
/**
 * The headers a redirect to another origin carries on. Services take keys in headers of their own
 * (x-api-key, Token, sgai-apikey, x-goog-api-key, …), more than any list of credential names
 * could hold, so every other header stays with the origin it was meant for.
 */
const CROSS_ORIGIN_HEADERS = new Set(['accept', 'accept-language', 'accept-encoding', 'content-language', 'content-type', 'user-agent', 'cache-control', 'pragma']);

const resolveWithDns: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/** A resolved address the policy refuses; turned into the request's error with its URL. */
class AddressRefusal extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly kind: AddressClass,
  ) {
    super(`${host} resolves to ${address}, ${ADDRESS_CLASS_TEXT[kind]}`);
  }
}

function refusedAddress(allowList: AllowList, address: string, port: number): AddressClass | undefined {
  const ip = parseIp(address);
  return ip ? refusedIp(allowList, ip, port) : 'reserved';
}

function refusedIp(allowList: AllowList, ip: IpAddress, port: number): AddressClass | undefined {
  const kind = classifyAddress(ip);
  return kind !== undefined && !allowList.allowsAddress(ip, port) ? kind : undefined;
}

/** The port a connection to the URL goes to (allow-list entries may open one port only). */
function portOf(url: { protocol: string; port: string }): number {
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
}

/** The URL if the policy lets it be requested; literal addresses are checked here, names when connecting. */
export function checkedUrl(text: string, allowList: AllowList): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw outboundError('INVALID_URL', { url: text });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw outboundError('SCHEME_NOT_ALLOWED', { url: url.href, scheme: url.protocol.slice(0, -1) });
  const host = url.hostname;
  const port = portOf(url);
  if (allowList.allowsHost(host, port)) return url;
  const ip = parseIp(host);
  if (ip) {
    const kind = refusedIp(allowList, ip, port);
    if (kind) throw outboundError('ADDRESS_NOT_ALLOWED', { url: url.href, host, address: host, kind: ADDRESS_CLASS_TEXT[kind] });
    return url;
  }
  if (isBlockedHostName(host)) throw outboundError('HOST_NOT_ALLOWED', { url: url.href, host });
  return url;
}

const FAMILIES: Readonly<Record<string, number>> = { IPv4: 4, IPv6: 6 };

/** net.connect's lookup for connections to `port`: resolves, refuses the whole name if any address is refused, pins the rest. */
function guardedLookup(allowList: AllowList, resolveHost: ResolveHost, port: number): LookupFunction {
  return (hostname, options, callback) => {
    const family = typeof options.family === 'string' ? FAMILIES[options.family] : options.family;
    resolveHost(hostname).then(
      (resolved) => {
        const addresses = resolved.filter((entry) => !family || entry.family === family);
        if (addresses.length === 0) {
          callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
          return;
        }
        if (!allowList.allowsHost(hostname, port)) {
          for (const { address } of addresses) {
            const kind = refusedAddress(allowList, address, port);
            if (kind) {
              callback(new AddressRefusal(hostname, address, kind), []);
              return;
            }
          }
        }
        const first = addresses[0] as ResolvedAddress;
        if (options.all) callback(null, addresses.map(({ address, family }) => ({ address, family })));
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, []),
    );
  };
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 10; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
    if (current instanceof AggregateError) chain.push(...current.errors);
  }
  return chain;
}

interface Exchange {
  url: URL;
  callerSignal: AbortSignal | undefined;
  timeout: AbortSignal;
  timeoutMs: number;
  /** Stops the time limit's timer: the exchange is over (its body read, cancelled or failed). */
  settle(): void;
}

/** What went wrong, as an OutboundRequestError naming the URL; a caller's cancellation stays as it is. */
function failure(error: unknown, { url, callerSignal, timeout, timeoutMs }: Exchange): unknown {
  if (callerSignal?.aborted) return error;
  if (error instanceof OutboundRequestError) return error;
  if (timeout.aborted) return outboundError('TIMED_OUT', { url: url.href, seconds: timeoutMs / 1000 });
  const chain = causes(error);
  const refusal = chain.find((cause): cause is AddressRefusal => cause instanceof AddressRefusal);
  if (refusal) return outboundError('ADDRESS_NOT_ALLOWED', { url: url.href, host: refusal.host, address: refusal.address, kind: ADDRESS_CLASS_TEXT[refusal.kind] });
  if (chain.some((cause) => NOT_FOUND_CODES.has((cause as { code?: string }).code ?? ''))) return outboundError('HOST_NOT_FOUND', { url: url.href, host: url.hostname });
  const innermost = chain.at(-1);
  const detail = innermost instanceof Error ? innermost.message : String(innermost);
  return outboundError('CONNECTION_FAILED', { url: url.href, detail: detail.replace(/\.$/, '') });
}

/** One header value of an answer (undici gives repeated headers as a list). */
function headerValue(headers: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function headerPairs(headers: Dispatcher.ResponseData['headers']): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (Array.isArray(value)) for (const each of value) pairs.push([name, each]);
    else if (value !== undefined) pairs.push([name, value]);
  }
  return pairs;
}

/** Stops reading a body nobody will read (the error its ending raises has no reader either). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** The answer with a body that fails once it passes the size limit or the time runs out. */
function limitedResponse(answer: Dispatcher.ResponseData, method: string, exchange: Exchange, maxBytes: number, redirected: boolean): Response {
  const init = { status: answer.statusCode, statusText: answer.statusText, headers: headerPairs(answer.headers) };
  const declared = Number(headerValue(answer.headers, 'content-length') ?? Number.NaN);
  const tooLarge = () => outboundError('TOO_LARGE', { url: exchange.url.href, limit: byteSize(maxBytes) });
  let result: Response;
  if (NULL_BODY_STATUSES.has(answer.statusCode) || method === 'HEAD') {
    discard(answer.body);
    exchange.settle();
    result = new Response(null, init);
  } else if (declared > maxBytes) {
    discard(answer.body);
    exchange.settle();
    throw tooLarge();
  } else {
    const source = decodedBody(answer.body, headerValue(answer.headers, 'content-encoding'));
    let received = 0;
    // Each chunk is handed on as the socket delivers it, rather than on a pull that turns through
    // an async iterator of the source first (a streamed token waited for that, issue 19); the
    // source pauses while the reader is behind.
    let handOn: (chunk: Uint8Array) => void = () => undefined;
    let stopped = false;
    // Stops reading: what the source still delivers (a resume already under way) goes nowhere.
    const stop = () => {
      stopped = true;
      source.off('data', handOn);
      exchange.settle();
      discard(source);
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        handOn = (chunk) => {
          received += chunk.byteLength;
          if (received > maxBytes) {
            stop();
            controller.error(tooLarge());
            return;
          }
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) source.pause();
        };
        source.on('data', handOn);
        finished(source, (error) => {
          exchange.settle();
          // After a cancel or the size limit the body is done already.
          if (stopped) return;
          if (error) controller.error(failure(error, exchange));
          else controller.close();
        });
      },
      pull: () => void source.resume(),
      cancel: stop,
    });
    result = new Response(body, init);
  }
  Object.defineProperties(result, { url: { value: exchange.url.href }, redirected: { value: redirected } });
  return result;
}

function headerRecord(headers: Record<string, string> | undefined): Record<string, string> {
  const record: Record<string, string> = { 'user-agent': USER_AGENT };
  for (const [name, value] of Object.entries(headers ?? {})) record[name.toLowerCase()] = value;
  return record;
}

/** The headers fetch adds where the caller named none (its content type for a text body). */
function withFetchDefaults(headers: Record<string, string>, url: URL, body: OutboundRequest['body']): Record<string, string> {
  const complete: Record<string, string> = { accept: '*/*', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'accept-encoding': acceptedEncodings(url), ...headers };
  if (typeof body === 'string' && complete['content-type'] === undefined) complete['content-type'] = 'text/plain;charset=UTF-8';
  return complete;
}

/** What fetch refuses before sending anything. */
function unsendable(method: string, body: OutboundRequest['body'], url: URL): TypeError | undefined {
  if ((method === 'GET' || method === 'HEAD') && body !== undefined) return new TypeError('Request with GET/HEAD method cannot have body.');
  if (url.username || url.password) return new TypeError(`Request cannot be constructed from a URL that includes credentials: ${url.href}`);
  return undefined;
}

interface ConnectionPool {
  agent: Agent;
  send(request: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
}

/**
 * undici's Agent and its request API from their own modules (undici declares no exports map): its
 * entry also loads fetch, WebSocket, the cache and the mock agents, about 2.8 MiB more heap. The
 * entry is what adds the API to Dispatcher.prototype, so it is called on the agent here.
 */
function loadConnectionPool(allowList: AllowList, lookupFor: (port: number) => LookupFunction): ConnectionPool {
  const load = createRequire(import.meta.url);
  const UndiciAgent = load('undici/lib/dispatcher/agent.js') as typeof Agent;
  const request = load('undici/lib/api/api-request.js') as (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;
  const buildConnector = load('undici/lib/core/connect.js') as typeof BuildConnector;
  // The lookup sees a host name only, and an allowed entry may open one port: a connector (with
  // its TLS session cache) per port an entry names, made as connections to it are first made, and
  // one for every other port (0, which no entry names), so flows cannot grow the map port by port.
  const connectors = new Map<number, BuildConnector.connector>();
  const connect: BuildConnector.connector = (options, callback) => {
    const port = portOf({ protocol: options.protocol, port: options.port });
    const key = allowList.namedPorts.has(port) ? port : 0;
    const connector = connectors.get(key) ?? buildConnector({ lookup: lookupFor(key) });
    connectors.set(key, connector);
    connector(options, callback);
  };
  const agent = new UndiciAgent({ connect });
  return { agent, send: (options) => request.call(agent, options) };
}

export function createGuardedFetch(options: GuardedFetchOptions): GuardedFetch {
  const { allowList } = options;
  const maxTimeoutMs = options.maxTimeoutMs ?? MAX_TIMEOUT_MS;
  let pool: ConnectionPool | undefined;
  const connectionPool = () => (pool ??= loadConnectionPool(allowList, (port) => guardedLookup(allowList, options.resolveHost ?? resolveWithDns, port)));

  async function guardedFetch(input: string, init: OutboundRequest = {}): Promise<Response> {
    const timeoutMs = Math.min(Math.max(init.timeoutMs ?? options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS, 1), maxTimeoutMs);
    const maxBytes = Math.min(init.maxBytes ?? options.maxBytes, options.maxBytes);
    const url = checkedUrl(input, allowList);
    // Not AbortSignal.timeout: its timer lives until it fires (minutes for a model call), holding
    // the request's signals for that long; this one stops when the exchange is over.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs);
    timer.unref();
    const timeout = deadline.signal;
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const exchange: Exchange = { url, callerSignal: init.signal, timeout, timeoutMs, settle: () => clearTimeout(timer) };
    try {
      return await follow(exchange, init, signal, maxBytes);
    } catch (error) {
      exchange.settle();
      throw error;
    }
  }

  async function follow(exchange: Exchange, init: OutboundRequest, signal: AbortSignal, maxBytes: number): Promise<Response> {
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = headerRecord(init.headers);
    for (let redirects = 0; ; redirects += 1) {
      const { url } = exchange;
      let answer: Dispatcher.ResponseData;
      try {
        const refused = unsendable(method, body, url);
        if (refused) throw refused;
        answer = await connectionPool().send({ origin: url.origin, path: `${url.pathname}${url.search}`, method: method as Dispatcher.HttpMethod, headers: withFetchDefaults(headers, url, body), body, signal });
      } catch (error) {
        throw failure(error, exchange);
      }
      const status = answer.statusCode;
      if (!REDIRECT_STATUSES.has(status) || init.redirect === 'manual') return limitedResponse(answer, method, exchange, maxBytes, redirects > 0);
      discard(answer.body);
      if (redirects >= MAX_REDIRECTS) throw outboundError('TOO_MANY_REDIRECTS', { url: url.href, max: MAX_REDIRECTS });
      const location = headerValue(answer.headers, 'location');
      let next: URL;
      try {
        next = new URL(location ?? '', url);
        if (location === undefined) throw new Error('no location');
      } catch {
        throw outboundError('REDIRECT_WITHOUT_LOCATION', { url: url.href, status });
      }
      next = checkedUrl(next.href, allowList);
      // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
        delete headers['content-type'];
        delete headers['content-length'];
      }
      if (next.origin !== url.origin) for (const name of Object.keys(headers)) if (!CROSS_ORIGIN_HEADERS.has(name)) delete headers[name];
      exchange.url = next;
    }
  }

  return { fetch: guardedFetch, close: async () => pool?.agent.close() };
}
