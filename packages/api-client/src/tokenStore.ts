// Where the client keeps its tokens. Browsers keep the access token in memory and leave the refresh
// token to an httpOnly cookie (createBrowserTokenStore); Node and other non-browser callers keep
// both tokens in memory and send the refresh token in the request body.

export interface StoredTokens {
  access_token: string;
  /** Absent when the server keeps the refresh token in an httpOnly cookie. */
  refresh_token?: string;
}

export interface TokenStore {
  getAccess(): string | undefined;
  /** The refresh token when the store can read it; undefined means "the cookie carries it". */
  getRefresh(): string | undefined;
  /**
   * True while signed in, even when no access token is held yet (a browser after a reload): the
   * client then obtains one through the refresh call before its next request.
   */
  hasSession(): boolean;
  setTokens(tokens: StoredTokens): void;
  clear(): void;
}

export function createMemoryTokenStore(initial?: StoredTokens): TokenStore {
  let access = initial?.access_token;
  let refresh = initial?.refresh_token;
  return {
    getAccess: () => access,
    getRefresh: () => refresh,
    hasSession: () => access !== undefined,
    setTokens(tokens) {
      access = tokens.access_token;
      // A server that did not rotate the refresh token leaves the current one valid.
      refresh = tokens.refresh_token ?? refresh;
    },
    clear() {
      access = undefined;
      refresh = undefined;
    },
  };
}
