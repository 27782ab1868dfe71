import { ROLE_USER, type Envelope, type TokenPair, type UserRead } from '@app/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AccessTokens } from '../auth/accessTokens';
import { principalOf } from '../auth/authHook';
import { clearSessionCookies, REFRESH_TOKEN_COOKIE, setSessionCookies } from '../auth/sessionCookies';
import type { DatabaseSchema } from '../db/schema';
import { notAuthenticated } from '../errors/appError';
import { success } from '../errors/envelope';
import { login, logout, refreshSession } from './sessionService';
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

export interface AccountRoutesContext {
  db: Kysely<DatabaseSchema>;
  accessTokens: AccessTokens;
}

export function registerAccountRoutes(app: FastifyInstance, { db, accessTokens }: AccountRoutesContext): void {
  app.post('/api/v1/login', { config: { auth: 'public', errorFormat: 'envelope' } }, async (request, reply): Promise<Envelope<TokenPair>> => {
    const body = loginBody.parse(request.body ?? {});
    const session = await login(db, accessTokens, {
      loginName: body.username,
      password: body.password,
      rememberMe: body.remember_me,
      clientAddress: request.ip,
    });
    setSessionCookies(request, reply, session.tokens, session.rememberMe);
    return success(session.tokens);
  });

  app.post('/api/v1/refresh', { config: { auth: 'public', errorFormat: 'envelope' } }, async (request, reply): Promise<Envelope<TokenPair>> => {
    const presented = presentedRefreshToken(request);
    if (!presented) throw notAuthenticated();
    const session = await refreshSession(db, accessTokens, presented);
    setSessionCookies(request, reply, session.tokens, session.rememberMe);
    return success(session.tokens);
  });

  // Public: signing out must work with an expired access token.
  app.post('/api/v1/logout', { config: { auth: 'public', errorFormat: 'envelope' } }, async (request, reply): Promise<Envelope<null>> => {
    await logout(db, presentedRefreshToken(request));
    clearSessionCookies(reply);
    return success(null);
  });

  app.get('/api/v1/users/whoami', { config: { auth: ROLE_USER, errorFormat: 'envelope' } }, async (request): Promise<Envelope<UserRead>> => {
    const user = await readUser(db, principalOf(request).userId);
    if (!user) throw notAuthenticated();
    return success(user);
  });
}
