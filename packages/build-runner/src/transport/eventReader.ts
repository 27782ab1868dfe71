import type { BuildEvent } from '@app/flow-graph';
import { BuildError } from '../buildError';
import { createEventStreamParser, type ParsedPiece } from '../parser/eventStreamParser';
import { Stopped } from './request';
import type { TransportSink } from './types';

const TERMINAL_EVENTS: ReadonlySet<BuildEvent['event']> = new Set(['end', 'error']);

/**
 * Turns body bytes into sink calls for one job. One reader serves all of a job's responses, so a
 * polling answer that ended mid-event (it should not, but a proxy may cut it) joins the next one.
 */
export class EventReader {
  readonly #sink: TransportSink;
  readonly #signal: AbortSignal;
  readonly #parser = createEventStreamParser();
  #terminal = false;

  constructor(sink: TransportSink, signal: AbortSignal) {
    this.#sink = sink;
    this.#signal = signal;
  }

  /** Whether `end` or `error` was read; nothing after it, or after an abort, is delivered. */
  get terminal(): boolean {
    return this.#terminal;
  }

  push(chunk: Uint8Array): boolean {
    this.#deliver(this.#parser.push(chunk));
    return this.#terminal;
  }

  end(): boolean {
    this.#deliver(this.#parser.end());
    return this.#terminal;
  }

  /** Reads a streamed body until a terminal event or the end of the body. */
  async readStream(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (this.push(value)) return;
      }
      this.end();
    } catch (error) {
      if (signal.aborted) throw new Stopped();
      throw new BuildError('STREAMING_ERROR', { cause: error });
    } finally {
      // Releases the connection when we stop early (terminal event, abort); a no-op once done.
      reader.cancel().catch(() => undefined);
    }
  }

  #deliver(pieces: ParsedPiece[]): void {
    for (const piece of pieces) {
      // An abort (possibly from inside onEvent) ends delivery even within one chunk.
      if (this.#terminal || this.#signal.aborted) return;
      if (piece.type === 'event') {
        if (TERMINAL_EVENTS.has(piece.event.event)) this.#terminal = true;
        this.#sink.onEvent(piece.event);
      } else if (piece.type === 'malformed') {
        this.#sink.onMalformed?.(piece);
      }
      // Unknown event names (`progress`, `human_input_required`) are newer server features the
      // build state does not model; skipping them keeps older clients working against newer servers.
    }
  }
}
