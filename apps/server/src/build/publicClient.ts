// The visitor of a public playground, known by a random `client_id` cookie (as Langflow's
// build_public_tmp): it owns the builds it starts and nothing else.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CLIENT_ID_COOKIE = 'client_id';
const CLIENT_ID = /^[0-9a-f-]{36}$/;
/** A visitor keeps the id for a year; it only ties them to their own running builds. */
const CLIENT_ID_MAX_AGE_S = 365 * 24 * 60 * 60;

export function clientIdOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[CLIENT_ID_COOKIE];
  return value && CLIENT_ID.test(value) ? value : undefined;
}

/** The visitor's id, set as a cookie when they have none yet. */
export function ensureClientId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = clientIdOf(request);
  if (existing) return existing;
  const clientId = randomUUID();
  reply.setCookie(CLIENT_ID_COOKIE, clientId, { path: '/', sameSite: 'lax', httpOnly: true, secure: request.protocol === 'https', maxAge: CLIENT_ID_MAX_AGE_S });
  return clientId;
}
