// Browser token store on cookies (spec/1 section 3: access token, refresh token and auto-login
// flag each under their own key). The refresh cookie is httpOnly and owned by the server, so it
// is invisible here; refresh calls reach it through `credentials: 'include'`.
import type { TokenStore } from './tokenStore';

export const ACCESS_TOKEN_COOKIE = 'access_token_lf';
export const AUTO_LOGIN_COOKIE = 'auto_login_lf';

/** The part of `document` the store touches; injectable for tests and server-side rendering. */
export interface CookieJar {
  cookie: string;
}

export interface CookieTokenStoreOptions {
  /** Defaults to `globalThis.document`; without one (Node) the store is always empty. */
  jar?: CookieJar;
  /** Adds `Secure` to written cookies; defaults to true on https pages. */
  secure?: boolean;
}

export interface CookieTokenStore extends TokenStore {
  isAutoLogin(): boolean;
  setAutoLogin(on: boolean): void;
}

export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): CookieTokenStore {
  const jar = options.jar ?? (globalThis as { document?: CookieJar }).document;
  const secure = options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';

  const read = (name: string): string | undefined => {
    if (!jar) return undefined;
    for (const part of jar.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return undefined;
  };
  const write = (name: string, value: string, maxAgeSeconds?: number): void => {
    if (!jar) return;
    const attributes = ['path=/', 'SameSite=Lax'];
    if (maxAgeSeconds !== undefined) attributes.push(`max-age=${maxAgeSeconds}`);
    if (secure) attributes.push('Secure');
    jar.cookie = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
  };

  return {
    getAccess: () => read(ACCESS_TOKEN_COOKIE) || undefined,
    getRefresh: () => undefined,
    setTokens(tokens) {
      // Same-origin servers already set this cookie with their own lifetime (remember-me); writing
      // it again would turn a persistent cookie into a session one. Cross-origin APIs cannot set a
      // cookie this page reads, so then the store writes it.
      if (read(ACCESS_TOKEN_COOKIE) !== tokens.access_token) write(ACCESS_TOKEN_COOKIE, tokens.access_token);
    },
    clear() {
      write(ACCESS_TOKEN_COOKIE, '', 0);
      write(AUTO_LOGIN_COOKIE, '', 0);
    },
    isAutoLogin: () => read(AUTO_LOGIN_COOKIE) === 'true',
    setAutoLogin(on) {
      if (on) write(AUTO_LOGIN_COOKIE, 'true');
      else write(AUTO_LOGIN_COOKIE, '', 0);
    },
  };
}
