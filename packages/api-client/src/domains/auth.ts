// Login, refresh and logout (spec/1 section 7).
import type { Requester } from '../requester';
import type { TokenStore } from '../tokenStore';
import type { LoginForm, TokenPair } from '../types';
import type { DomainContext } from './context';

export interface AuthApi {
  /** POST /api/v1/login (form-urlencoded); stores the tokens. Wrong credentials: ApiError code 10001. */
  login(form: LoginForm): Promise<TokenPair>;
  /**
   * GET /api/v1/auto_login (spec/1): in the server's AUTO_LOGIN mode, the administrator's tokens,
   * stored, and the store's auto-login flag set (so logout skips the server). Rejects (400) when
   * the mode is off.
   */
  autoLogin(): Promise<TokenPair>;
  /** POST /api/v1/refresh, shared by concurrent callers; a refused refresh ends the session. */
  refresh(): Promise<void>;
  /** POST /api/v1/logout (skipped in auto-login mode), then clears the tokens and calls onLogout. */
  logout(): Promise<void>;
  /**
   * True while signed in (spec: "authenticated means an access-token cookie exists"; in browsers the
   * signed-in marker cookie plays that part, as the access-token cookie is httpOnly).
   */
  isAuthenticated(): boolean;
  /** The access token for calls made outside this client (build streams), fetched first after a reload. */
  accessToken(): Promise<string | undefined>;
}

/** A store that keeps the auto-login flag (the browser's). */
function isAutoLoginStore(store: TokenStore): store is TokenStore & { setAutoLogin(on: boolean): void } {
  return typeof (store as { setAutoLogin?: unknown }).setAutoLogin === 'function';
}

/** Body of refresh and logout: the refresh token when the store can read it; otherwise the httpOnly cookie carries it. */
function refreshTokenBody(tokenStore: TokenStore): { refresh_token: string } | undefined {
  const refreshToken = tokenStore.getRefresh();
  return refreshToken ? { refresh_token: refreshToken } : undefined;
}

/** The Web Lock under which the tabs of one browser refresh, one after another. */
export const REFRESH_LOCK = 'app-api-client-token-refresh';

interface LockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * A refresh token rotates on every use, and one presented again after its rotation ends every
 * session of its user (it looks stolen). Tabs share the refresh cookie, so two tabs reloaded at
 * once must not both present it: with a cookie-carried token the refreshes take turns, each
 * sending the cookie the previous one set. Without the Web Locks API each runs at once.
 */
function oneTabAtATime<T>(tokenStore: TokenStore, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks && tokenStore.getRefresh() === undefined ? locks.request(REFRESH_LOCK, work) : work();
}

/** The wire exchange behind every refresh; the session wraps it into a single flight. */
export async function refreshTokens(request: Requester, tokenStore: TokenStore): Promise<void> {
  await oneTabAtATime(tokenStore, async () => {
    const tokens = await request<TokenPair>({ method: 'POST', path: '/api/v1/refresh', json: refreshTokenBody(tokenStore), envelope: true });
    tokenStore.setTokens(tokens);
  });
}

export function createAuthApi({ request, session, tokenStore, isAutoLogin }: DomainContext): AuthApi {
  return {
    async login(form) {
      const tokens = await request<TokenPair>({
        method: 'POST',
        path: '/api/v1/login',
        form: { username: form.username, password: form.password, remember_me: String(form.remember_me ?? false) },
        envelope: true,
      });
      tokenStore.setTokens(tokens);
      session.recordSuccess();
      return tokens;
    },
    async autoLogin() {
      const tokens = await request<TokenPair>({ path: '/api/v1/auto_login', envelope: true });
      tokenStore.setTokens(tokens);
      if (isAutoLoginStore(tokenStore)) tokenStore.setAutoLogin(true);
      session.recordSuccess();
      return tokens;
    },
    refresh: () => session.refresh(),
    async logout() {
      try {
        // In auto-login mode the server would sign the user straight back in, so it is not asked.
        if (!isAutoLogin()) {
          await request({ method: 'POST', path: '/api/v1/logout', json: refreshTokenBody(tokenStore), envelope: true });
        }
      } finally {
        session.end('user');
      }
    },
    isAuthenticated: () => tokenStore.hasSession(),
    accessToken: () => session.accessToken(),
  };
}
