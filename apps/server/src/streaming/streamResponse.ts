// Sends a body that is written while it is produced (build events, run events), and tells the
// caller when the client leaves before the end, so the work behind it can stop.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface StreamOptions {
  contentType: string;
  /** Aborted when the client disconnects before the body ended. */
  disconnect: AbortController;
}

export function sendStream(reply: FastifyReply, body: AsyncIterable<string>, { contentType, disconnect }: StreamOptions): FastifyReply {
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) disconnect.abort();
  });
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'no-cache')
    // Reverse proxies (nginx) would otherwise hold the events back until their buffer fills.
    .header('x-accel-buffering', 'no')
    .send(Readable.from(body, { objectMode: false }));
}
