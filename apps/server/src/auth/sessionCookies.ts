import type { TokenPair } from '@app/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokenTtlMs } from './refreshTokens';

// Scripts never see a token: the access cookie is httpOnly (the web console keeps its token in
// memory and sends it as a bearer header) and the refresh cookie goes only to the refresh and
// logout calls. The marker cookie, readable and secret-free, tells the console that a session
// exists, so after a reload it fetches a new access token through the refresh call.
export const ACCESS_TOKEN_COOKIE = 'access_token_lf';
export const REFRESH_TOKEN_COOKIE = 'refresh_token_lf';
/** @app/api-client's SIGNED_IN_COOKIE. */
export const SIGNED_IN_COOKIE = 'signed_in_lf';
const REFRESH_COOKIE_PATH = '/api/v1';

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: TokenPair, rememberMe: boolean): void {
  // Remembered sessions survive a browser restart for as long as the refresh token lives;
  // otherwise all three are session cookies.
  const maxAge = rememberMe ? refreshTokenTtlMs(true) / 1000 : undefined;
  const secure = request.protocol === 'https';
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.access_token, { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge });
  reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, { path: REFRESH_COOKIE_PATH, sameSite: 'strict', httpOnly: true, secure, maxAge });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}
