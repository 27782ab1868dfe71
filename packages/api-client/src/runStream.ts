// Reads the body of a streamed run (JSON events separated by blank lines, the build protocol's
// framing) into typed events. The stream is over after `end` or `error`; a body that stops before
// either, or that carries something other than events, is an ApiError, so a caller never mistakes
// a cut connection for a finished run.
import { createEventStreamParser, type ParsedPiece } from '@app/build-runner';
import { RUN_STREAM_EVENT_NAMES, type RunStreamEvent } from '@app/flow-graph';
import { ApiError } from './apiError';

const RUN_EVENTS: ReadonlySet<string> = new Set(RUN_STREAM_EVENT_NAMES);

/** Events of the run stream; others (the editor's vertex events, newer servers' additions) are skipped. */
function runEvents(pieces: ParsedPiece[], path: string): RunStreamEvent[] {
  const events: RunStreamEvent[] = [];
  for (const piece of pieces) {
    if (piece.type === 'malformed') throw new ApiError({ status: 200, path, message: `The run stream carried an unreadable event: ${piece.reason}` });
    if (piece.type === 'event' && RUN_EVENTS.has(piece.event.event)) events.push(piece.event as RunStreamEvent);
  }
  return events;
}

export async function* readRunStream(body: ReadableStream<Uint8Array>, path: string): AsyncGenerator<RunStreamEvent> {
  const parser = createEventStreamParser();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        // The caller's abort passes through as it is, as on every other call.
        if (error instanceof Error && error.name === 'AbortError') throw error;
        throw new ApiError({ kind: 'network', status: 0, path, message: 'The run stream broke off', cause: error });
      });
      for (const event of runEvents(done ? parser.end() : parser.push(value), path)) {
        yield event;
        if (event.event === 'end' || event.event === 'error') return;
      }
      if (done) throw new ApiError({ kind: 'network', status: 0, path, message: 'The run stream ended before its end event' });
    }
  } finally {
    // Leaving early (break, a thrown error) closes the connection, which stops the run on the server.
    await reader.cancel().catch(() => undefined);
  }
}
