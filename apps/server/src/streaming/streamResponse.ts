// Sends a body that is written while it is produced (build events, run events), and tells the
// caller when the client leaves before the end, so the work behind it can stop.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ReadOptions, ReadResult } from './eventBuffer';

/** How long a streaming read waits before checking again whether the client is still there. */
const STREAM_WAIT_MS = 15_000;

/** The chunks of a reader as they come, until its writer is done and all was read, or `signal` aborts. */
export async function* readerChunks(reader: { read(options: ReadOptions): Promise<ReadResult> }, signal: AbortSignal): AsyncGenerator<string> {
  while (!signal.aborted) {
    const { chunks, finished } = await reader.read({ timeoutMs: STREAM_WAIT_MS, signal });
    for (const chunk of chunks) yield chunk;
    if (finished) return;
  }
}

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
