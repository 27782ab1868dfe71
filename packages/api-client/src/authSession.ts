// Session bookkeeping shared by all requests of one client: the single-flight token refresh, the
// count of authentication errors and the end of the session (spec/1 section 4).
import type { TokenStore } from './tokenStore';

/** More authentication errors in a row than this end the session. */
export const MAX_AUTH_ERRORS = 3;

/** Why the session ended: the user asked, the refresh token was refused, or auth kept failing. */
export type LogoutReason = 'user' | 'refresh-failed' | 'auth-errors';

export interface AuthSessionOptions {
  tokenStore: TokenStore;
  /** Exchanges the refresh token for new tokens and stores them; rejects when refused. */
  refreshTokens: () => Promise<void>;
  onLogout?: (reason: LogoutReason) => void;
}

export interface AuthSession {
  /** Refreshes once for all concurrent callers; a failed refresh ends the session, then rejects. */
  refresh(): Promise<void>;
  /**
   * The access token to send. A session without one in memory (a browser after a reload) gets it
   * through the shared refresh first, so the first calls after a reload refresh once together.
   */
  accessToken(): Promise<string | undefined>;
  isRefreshing(): boolean;
  /** Counts one authentication error; returns true when that ended the session. */
  recordAuthError(): boolean;
  recordSuccess(): void;
  end(reason: LogoutReason): void;
}

export function createAuthSession(options: AuthSessionOptions): AuthSession {
  let refreshing: Promise<void> | undefined;
  let authErrors = 0;

  const end = (reason: LogoutReason): void => {
    authErrors = 0;
    options.tokenStore.clear();
    options.onLogout?.(reason);
  };

  const refresh = (): Promise<void> => {
    refreshing ??= options
      .refreshTokens()
      .catch((error: unknown) => {
        end('refresh-failed');
        throw error;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  return {
    refresh,
    async accessToken() {
      const { tokenStore } = options;
      if (tokenStore.getAccess() === undefined && tokenStore.hasSession()) await refresh();
      return tokenStore.getAccess();
    },
    isRefreshing: () => refreshing !== undefined,
    recordAuthError() {
      authErrors += 1;
      if (authErrors <= MAX_AUTH_ERRORS) return false;
      end('auth-errors');
      return true;
    },
    recordSuccess() {
      authErrors = 0;
    },
    end,
  };
}
