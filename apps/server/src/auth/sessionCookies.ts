import type { TokenPair } from '@app/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokenTtlMs } from './refreshTokens';

// The web console reads the access token from its cookie (so it is not httpOnly) and sends it as
// a bearer header; the refresh token is only ever sent to the refresh and logout calls.
export const ACCESS_TOKEN_COOKIE = 'access_token_lf';
export const REFRESH_TOKEN_COOKIE = 'refresh_token_lf';
const REFRESH_COOKIE_PATH = '/api/v1';

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: TokenPair, rememberMe: boolean): void {
  // Remembered sessions survive a browser restart for as long as the refresh token lives;
  // otherwise both are session cookies.
  const maxAge = rememberMe ? refreshTokenTtlMs(true) / 1000 : undefined;
  const secure = request.protocol === 'https';
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.access_token, { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge });
  reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, { path: REFRESH_COOKIE_PATH, sameSite: 'strict', httpOnly: true, secure, maxAge });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: REFRESH_COOKIE_PATH });
}
