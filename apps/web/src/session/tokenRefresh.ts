// Refreshes the tokens on a timer while signed in (spec/1 section 4: every five times a base
// number of seconds), so the access token (3600 s less 10%, spec/1 section 9) is renewed shortly
// before it runs out instead of after a call is refused with 401.
import { createTokenRefresher, type AuthApi, type TokenRefresher } from '@app/api-client';

/** The base seconds of the refresh interval (the spec leaves it unnamed). */
const REFRESH_BASE_SECONDS = 600;
/** 3000 s: four minutes before the access token's 3240 s are over. */
export const TOKEN_REFRESH_SECONDS = 5 * REFRESH_BASE_SECONDS;

/** Starts refreshing for the page's lifetime; ticks while signed out do nothing. */
export function startTokenRefresh(client: { auth: Pick<AuthApi, 'isAuthenticated' | 'refresh'> }): TokenRefresher {
  // A refused refresh ends the session through the client's onLogout; nothing more to do here.
  const refresher = createTokenRefresher(client, { intervalSeconds: TOKEN_REFRESH_SECONDS });
  refresher.start();
  return refresher;
}
