// Sends a body that is written while it is produced (build events, run events), and tells the
// caller when the client leaves before the end, so the work behind it can stop.
import type { ServerResponse } from 'node:http';
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

/** A body its producer writes chunk by chunk as they come, then ends. */
export interface PushedBody {
  readonly stream: Readable;
  write(chunk: string): void;
  end(): void;
}

/** The response each pushed body is piped into, told by sendStream. */
const pipedInto = new WeakMap<Readable, (response: ServerResponse) => void>();

/**
 * Unlike a body read from an async iterable, a chunk written here reaches the response in the
 * same tick once the response is flowing: no reader's promise turns come between a streamed
 * token and its socket write (issue 19). Once the stream is piped into the response and nothing
 * waits in it, a chunk is written to the response itself: the stream's push, its 'data' event and
 * its next read, per token, would only hand it on. Chunks written before that, or while the
 * response holds back (the client reads slowly), wait in the stream, in order.
 */
export function pushedBody(): PushedBody {
  const stream = new Readable({ read: () => undefined });
  let response: ServerResponse | undefined;
  pipedInto.set(stream, (target) => {
    target.once('pipe', (source) => {
      if (source === stream) response = target;
    });
  });
  // A push after the end would fail the stream; one after the client left has nowhere to go.
  const open = () => !stream.readableEnded && !stream.destroyed && !ended;
  const direct = () => response !== undefined && stream.readableFlowing === true && stream.readableLength === 0 && !response.writableNeedDrain && !response.destroyed;
  let ended = false;
  return {
    stream,
    write: (chunk) => {
      if (!open()) return;
      if (direct()) response!.write(chunk);
      else stream.push(chunk);
    },
    end: () => {
      if (!open()) return;
      ended = true;
      stream.push(null);
    },
  };
}

export interface StreamOptions {
  contentType: string;
  /** Aborted when the client disconnects before the body ended. */
  disconnect: AbortController;
}

export function sendStream(reply: FastifyReply, body: AsyncIterable<string> | Readable, { contentType, disconnect }: StreamOptions): FastifyReply {
  if (body instanceof Readable) pipedInto.get(body)?.(reply.raw);
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) disconnect.abort();
  });
  // A caller may start the answer a turn after the request came (streamRun): the client may be gone.
  if (reply.raw.destroyed) disconnect.abort();
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'no-cache')
    // Reverse proxies (nginx) would otherwise hold the events back until their buffer fills.
    .header('x-accel-buffering', 'no')
    .send(body instanceof Readable ? body : Readable.from(body, { objectMode: false }));
}
