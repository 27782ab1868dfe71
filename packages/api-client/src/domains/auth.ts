// Login, refresh and logout (spec/1 section 7).
import type { Requester } from '../requester';
import type { TokenStore } from '../tokenStore';
import type { LoginForm, TokenPair } from '../types';
import type { DomainContext } from './context';

export interface AuthApi {
  /** POST /api/v1/login (form-urlencoded); stores the tokens. Wrong credentials: ApiError code 10001. */
  login(form: LoginForm): Promise<TokenPair>;
  /** POST /api/v1/refresh, shared by concurrent callers; a refused refresh ends the session. */
  refresh(): Promise<void>;
  /** POST /api/v1/logout (skipped in auto-login mode), then clears the tokens and calls onLogout. */
  logout(): Promise<void>;
  /** True while an access token is stored (spec: "authenticated means an access-token cookie exists"). */
  isAuthenticated(): boolean;
}

/** Body of refresh and logout: the refresh token when the store can read it; otherwise the httpOnly cookie carries it. */
function refreshTokenBody(tokenStore: TokenStore): { refresh_token: string } | undefined {
  const refreshToken = tokenStore.getRefresh();
  return refreshToken ? { refresh_token: refreshToken } : undefined;
}

/** The wire exchange behind every refresh; the session wraps it into a single flight. */
export async function refreshTokens(request: Requester, tokenStore: TokenStore): Promise<void> {
  const tokens = await request<TokenPair>({ method: 'POST', path: '/api/v1/refresh', json: refreshTokenBody(tokenStore), envelope: true });
  tokenStore.setTokens(tokens);
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
    isAuthenticated: () => tokenStore.getAccess() !== undefined,
  };
}
