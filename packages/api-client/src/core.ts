// createApiCore: the request pipeline and session a client's domains share (token, refresh-and-replay,
// retries, sharing of duplicate GETs). A program that needs a few domains creates them from its
// context (`createAuthApi(core.context)`), so a bundler keeps the others out of its code.
import { createAuthSession } from './authSession';
import { createDeduper } from './dedupe';
import { refreshTokens } from './domains/auth';
import type { DomainContext } from './domains/context';
import { createKeyRequester, createRequester } from './requester';
import { DEFAULT_RETRY, type RetryOptions } from './retryPolicy';
import { createMemoryTokenStore, type TokenStore } from './tokenStore';
import { createTransport, type ApiRequest, type FetchFunction } from './transport';
import type { LogoutReason } from './authSession';

/** spec/1 section 9: ten minutes. */
export const DEFAULT_TIMEOUT_MS = 600_000;
/** The largest delay timers accept (2^31 - 1 ms); ky rejects anything above. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface ApiClientOptions {
  /** Server root, e.g. `http://localhost:7860`. Default '' (same origin, browsers only). */
  baseUrl?: string;
  /** Default: a memory store (Node, scripts). Browsers pass `createBrowserTokenStore()`. */
  tokenStore?: TokenStore;
  /** Called after the tokens were cleared: on logout, refused refresh, or too many auth errors. */
  onLogout?: (reason: LogoutReason) => void;
  /** Per-attempt timeout. Default 600000 ms. */
  timeoutMs?: number;
  /** Replaces the global fetch (tests, proxies, instrumentation). */
  fetch?: FetchFunction;
  /** Auto-login mode: logout does not call the server. A function is read at each logout. */
  autoLogin?: boolean | (() => boolean);
  /**
   * An API key or channel code (third parties, scripts, other sites): every call carries it as
   * `x-api-key` instead of a bearer token, without cookies and without the session's refresh and
   * logout handling. A key opens the run API, webhooks, uploads for published apps and the rest/*
   * calls of the embedded chat page, nothing of the console.
   */
  apiKey?: string;
  retry?: RetryOptions;
  /**
   * The user's language (`zh`, `en`), read at each call and sent as Accept-Language: the server
   * answers texts it keeps in several languages (component catalogue, starter templates) in it.
   */
  language?: () => string | undefined;
}

export interface ApiCore {
  /** What every `create…Api` domain factory takes. */
  readonly context: DomainContext;
  readonly tokenStore: TokenStore;
  /** Any call through the same pipeline (token, refresh-and-replay, retries, sharing of duplicate GETs). */
  request<T>(request: ApiRequest): Promise<T>;
  /** Changes the timeout of later requests, e.g. to `config.frontend_timeout * 1000`. */
  setTimeout(ms: number): void;
}

export function createApiCore(options: ApiClientOptions = {}): ApiCore {
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  let timeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const send = createTransport({
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    timeoutMs: () => timeoutMs,
    apiKey: options.apiKey,
    language: options.language,
  });
  const session = createAuthSession({ tokenStore, onLogout: options.onLogout, refreshTokens: () => refreshTokens(request, tokenStore) });
  const deduper = createDeduper();
  const request = options.apiKey === undefined ? createRequester({ send, session, tokenStore, deduper }) : createKeyRequester(send, deduper);
  const { autoLogin } = options;
  const context: DomainContext = {
    request,
    baseUrl: options.baseUrl ?? '',
    session,
    tokenStore,
    isAutoLogin: () => (typeof autoLogin === 'function' ? autoLogin() : autoLogin === true),
  };
  return {
    context,
    tokenStore,
    request,
    setTimeout(ms) {
      timeoutMs = checkTimeout(ms);
    },
  };
}

function checkTimeout(ms: number): number {
  if (!(ms > 0)) throw new RangeError(`timeout must be a positive number of milliseconds, got ${ms}`);
  return Math.min(ms, MAX_TIMEOUT_MS);
}
