import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors/appError';

/**
 * onRequest of the calls that set or clear the session cookies (login, refresh, logout). A form on
 * another site may post to them, and the browser would take the answer's cookies: a forged login
 * signs the visitor into the attacker's account (what they then type or upload lands there), a
 * forged logout signs them out. Browsers say where a request comes from in Sec-Fetch-Site; other
 * clients (scripts, Langflow's) send none and are let through, as are same-site pages.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden();
}
