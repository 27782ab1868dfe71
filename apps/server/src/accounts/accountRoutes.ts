import { ErrorCode, ROLE_USER, type Envelope, type TokenPair, type UserRead } from '@app/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import { refuseCrossSite } from '../auth/crossSiteRefusal';
import { ACCESS_TOKEN_COOKIE, clearSessionCookies, REFRESH_TOKEN_COOKIE, setSessionCookies } from '../auth/sessionCookies';
import { turnsPerKey } from '../auth/turnsPerKey';
import { AppError, notAuthenticated, tooManyAttempts } from '../errors/appError';
import { success } from '../errors/envelope';
import { clientKeyOf } from '../http/clientAddress';
import { autoLoginSession, login, logout, refreshSession, type SessionContext } from './sessionService';
import { readUser } from './userQueries';

// Form posts carry checkbox values as text.
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

const loginBody = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().trim().min(1).max(128),
  remember_me: formBoolean.optional().default(false),
});

const refreshTokenBody = z.object({ refresh_token: z.string().min(1).optional() }).optional();

/** The refresh token from the JSON body (non-browser clients) or from the cookie. */
export function presentedRefreshToken(request: FastifyRequest): string | undefined {
  return refreshTokenBody.parse(request.body ?? undefined)?.refresh_token ?? request.cookies[REFRESH_TOKEN_COOKIE];
}

/** The access token a sign-out names: the bearer header's, else the cookie's. */
function presentedAccessToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? request.cookies[ACCESS_TOKEN_COOKIE];
}

/**
 * Sign-ins of one client address waiting behind the one being checked. Each check is a password
 * hash, and hashes take turns server-wide (auth/passwords): without a line per address, one
 * client's burst of guesses kept everyone else's sign-in waiting for as long as the burst lasted.
 */
export const SIGN_INS_WAITING_PER_ADDRESS = 16;
const TRY_AGAIN_SECONDS = 1;

/** AUTO_LOGIN: the account the console signs in as; null when the mode is off. */
export interface AutoLogin {
  username: string;
}

export function registerAccountRoutes(app: FastifyInstance, context: SessionContext, autoLogin: AutoLogin | null): void {
  const signIns = turnsPerKey(SIGN_INS_WAITING_PER_ADDRESS, () => tooManyAttempts(TRY_AGAIN_SECONDS));
  // spec/1: the console's auto-login call. Off, it answers 400 as Langflow's does, and the console shows its sign-in screen.
  app.get('/api/v1/auto_login', { config: { auth: 'public', errorFormat: 'envelope' } }, async (request, reply): Promise<Envelope<TokenPair>> => {
    if (!autoLogin) throw new AppError(400, ErrorCode.PARAMETER_ERROR, { msg: '自动登录未开启', detail: 'Auto login is disabled' });
    const session = await autoLoginSession(context, autoLogin.username);
    setSessionCookies(request, reply, session.tokens, session.rememberMe);
    return success(session.tokens);
  });

  app.post('/api/v1/login', { config: { auth: 'public', errorFormat: 'envelope' }, onRequest: refuseCrossSite }, async (request, reply): Promise<Envelope<TokenPair>> => {
    const body = loginBody.parse(request.body ?? {});
    const clientAddress = clientKeyOf(request);
    const session = await signIns.run(clientAddress, () =>
      login(context, { loginName: body.username, password: body.password, rememberMe: body.remember_me, clientAddress }),
    );
    setSessionCookies(request, reply, session.tokens, session.rememberMe);
    return success(session.tokens);
  });

  app.post('/api/v1/refresh', { config: { auth: 'public', errorFormat: 'envelope' }, onRequest: refuseCrossSite }, async (request, reply): Promise<Envelope<TokenPair>> => {
    try {
      const presented = presentedRefreshToken(request);
      if (!presented) throw notAuthenticated();
      const session = await refreshSession(context, presented);
      setSessionCookies(request, reply, session.tokens, session.rememberMe);
      return success(session.tokens);
    } catch (error) {
      // The session is over: the browser forgets its cookies, the httpOnly ones scripts cannot delete too.
      if (error instanceof AppError && error.status === 401) clearSessionCookies(reply);
      throw error;
    }
  });

  // Public: signing out must work with an expired access token.
  app.post('/api/v1/logout', { config: { auth: 'public', errorFormat: 'envelope' }, onRequest: refuseCrossSite }, async (request, reply): Promise<Envelope<null>> => {
    await logout(context, { refreshToken: presentedRefreshToken(request), accessToken: presentedAccessToken(request) });
    clearSessionCookies(reply);
    return success(null);
  });

  app.get('/api/v1/users/whoami', { config: { auth: ROLE_USER, errorFormat: 'envelope' } }, async (request): Promise<Envelope<UserRead>> => {
    const user = await readUser(context.db, principalOf(request).userId);
    if (!user) throw notAuthenticated();
    return success(user);
  });
}
