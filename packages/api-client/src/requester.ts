// The request pipeline every call goes through: bearer token, duplicate-GET sharing and the
// refresh-and-replay of spec/1 section 4 on top of the transport.
import { isApiError } from './apiError';
import type { AuthSession } from './authSession';
import type { Deduper } from './dedupe';
import { isRefreshExempt, isSessionCall, sendsBearer } from './paths';
import type { TokenStore } from './tokenStore';
import type { ApiRequest, Send } from './transport';

export type Requester = <T>(request: ApiRequest) => Promise<T>;

export interface RequesterOptions {
  send: Send;
  session: AuthSession;
  tokenStore: TokenStore;
  deduper: Deduper;
}

export function createRequester({ send, session, tokenStore, deduper }: RequesterOptions): Requester {
  const bearer = (request: ApiRequest) => (sendsBearer(request.path) ? tokenStore.getAccess() : undefined);
  // Before the first call of a session without a token in memory (a browser after a reload), the
  // shared refresh fetches one; calls of the sign-in flow go with what there is.
  const firstToken = async (request: ApiRequest): Promise<string | undefined> => {
    if (!sendsBearer(request.path)) return undefined;
    return isSessionCall(request.path) ? tokenStore.getAccess() : session.accessToken();
  };

  // Called after a 401/403. Resolves when a replay is worth trying, rethrows `failure` otherwise.
  const recover = async (sentWith: string | undefined, failure: unknown): Promise<void> => {
    if (!session.isRefreshing()) {
      const current = tokenStore.getAccess();
      // A refresh finished after this request left: the new token only needs to be tried.
      if (current !== undefined && current !== sentWith) return;
      // Requests joining a refresh in flight are the same expiry and count once, here.
      if (session.recordAuthError()) throw failure;
    }
    try {
      await session.refresh();
    } catch {
      throw failure;
    }
  };

  const replay = async (request: ApiRequest): Promise<unknown> => {
    try {
      const body = await send(request, bearer(request));
      session.recordSuccess();
      return body;
    } catch (error) {
      // Refresh happens once per request; a replay refused again is one more error towards logout.
      if (isAuthFailure(error)) session.recordAuthError();
      throw error;
    }
  };

  const withAuth = async (request: ApiRequest): Promise<unknown> => {
    const exempt = isRefreshExempt(request.path);
    const token = await firstToken(request);
    try {
      const body = await send(request, token);
      if (!exempt) session.recordSuccess();
      return body;
    } catch (error) {
      if (exempt || !isAuthFailure(error)) throw error;
      await recover(token, error);
      return replay(request);
    }
  };

  // Forgotten when the mutation starts and again when it ends: a GET sent while it ran may hold the state before it.
  const mutate = async (request: ApiRequest): Promise<unknown> => {
    deduper.forget();
    try {
      return await withAuth(request);
    } finally {
      deduper.forget();
    }
  };

  return <T>(request: ApiRequest): Promise<T> => {
    if ((request.method ?? 'GET') !== 'GET') return mutate(request) as Promise<T>;
    // A caller's AbortSignal must cancel only its own request, so such requests are never shared.
    if (request.signal) return withAuth(request) as Promise<T>;
    return deduper.run(dedupeKey(request, bearer(request)), () => withAuth(request)) as Promise<T>;
  };
}

function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && error.isAuthFailure;
}

function dedupeKey(request: ApiRequest, token: string | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.searchParams ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  // The token is part of the key so that a request made after switching accounts is never
  // answered with the previous account's data; the language, so a switch is not answered in the old one.
  return `${token ?? ''} ${request.language ?? ''} ${request.path}?${query.toString()}`;
}

/**
 * The pipeline of a client signed by an API key (the transport adds it to every call): no token,
 * so no refresh, replay or logout; identical GETs are still shared.
 */
export function createKeyRequester(send: Send, deduper: Deduper): Requester {
  return <T>(request: ApiRequest): Promise<T> => {
    if ((request.method ?? 'GET') !== 'GET' || request.signal) return send(request, undefined) as Promise<T>;
    return deduper.run(dedupeKey(request, undefined), () => send(request, undefined)) as Promise<T>;
  };
}
