// Browser token store. The access token lives in memory only: the server keeps its cookie
// httpOnly, out of reach of scripts. A readable marker cookie, set and cleared by the server
// together with the session cookies, says that a session exists (spec/1 section 4: the marker
// plays the access-token cookie's part). After a reload memory is empty while the marker is
// there, and the client first fetches a new access token through the refresh call, whose
// httpOnly cookie `credentials: 'include'` carries. The auto-login flag is a cookie of its own.
import type { TokenStore } from './tokenStore';

export const SIGNED_IN_COOKIE = 'signed_in_lf';
export const AUTO_LOGIN_COOKIE = 'auto_login_lf';

/** The part of `document` the store touches; injectable for tests and server-side rendering. */
export interface CookieJar {
  cookie: string;
}

export interface BrowserTokenStoreOptions {
  /** Defaults to `globalThis.document`; without one (Node) the store keeps the token in memory only. */
  jar?: CookieJar;
  /** Adds `Secure` to written cookies; defaults to true on https pages. */
  secure?: boolean;
}

export interface BrowserTokenStore extends TokenStore {
  isAutoLogin(): boolean;
  setAutoLogin(on: boolean): void;
}

export function createBrowserTokenStore(options: BrowserTokenStoreOptions = {}): BrowserTokenStore {
  const jar = options.jar ?? (globalThis as { document?: CookieJar }).document;
  const secure = options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  let access: string | undefined;

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
  // Signed out in another tab (the server cleared the marker there): this tab's token is dropped too.
  const signedIn = (): boolean => !jar || read(SIGNED_IN_COOKIE) !== undefined;

  return {
    getAccess: () => (signedIn() ? access : undefined),
    getRefresh: () => undefined,
    hasSession: () => (jar ? signedIn() : access !== undefined),
    setTokens(tokens) {
      access = tokens.access_token;
      // Same-origin servers set the marker with the session's lifetime (remember-me); writing it
      // again would make a persistent cookie a session one. A cross-origin API cannot set a
      // cookie this page reads, so then the store writes it.
      if (!signedIn()) write(SIGNED_IN_COOKIE, '1');
    },
    clear() {
      access = undefined;
      write(SIGNED_IN_COOKIE, '', 0);
      write(AUTO_LOGIN_COOKIE, '', 0);
    },
    isAutoLogin: () => read(AUTO_LOGIN_COOKIE) === 'true',
    setAutoLogin(on) {
      if (on) write(AUTO_LOGIN_COOKIE, 'true');
      else write(AUTO_LOGIN_COOKIE, '', 0);
    },
  };
}
