import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/appConfig';

export const UNTRUSTED_FORWARDED_FOR_WARNING =
  'Requests carry X-Forwarded-For but TRUST_PROXY is not set: client addresses are the proxy’s, so login throttling and upload limits count everyone behind it as one client. Set TRUST_PROXY to the proxy’s addresses (see README).';

/**
 * A server behind a reverse proxy without TRUST_PROXY sees one client: the proxy. The first
 * request that shows it (an X-Forwarded-For header) logs a warning, once per process.
 */
export function warnAboutUntrustedForwarding(app: FastifyInstance, trustProxy: AppConfig['trustProxy']): void {
  if (trustProxy !== false) return;
  let warned = false;
  // A callback hook: every request passes on in the same turn, without a promise of its own.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn({ proxyAddress: request.ip }, UNTRUSTED_FORWARDED_FOR_WARNING);
    }
    done();
  });
}
