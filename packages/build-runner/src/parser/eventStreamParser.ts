import { BUILD_EVENT_NAMES, type BuildEvent, type BuildEventName } from '@app/flow-graph';

/** One complete piece of the stream, as the parser understood it. */
export type ParsedPiece =
  | { type: 'event'; event: BuildEvent }
  /** A well-formed envelope with a name this client does not know (e.g. `progress`), kept for callers that want it. */
  | { type: 'unknown'; name: string; data: unknown }
  /** A complete piece that is not a `{event, data}` envelope; later pieces are unaffected. */
  | { type: 'malformed'; raw: string; reason: string };

export interface EventStreamParser {
  /** Feeds the next chunk and returns every piece it completed. Feed bytes or text, not both. */
  push(chunk: Uint8Array | string): ParsedPiece[];
  /** Flushes the decoder and parses whatever is left, for a body that ended without a final blank line. */
  end(): ParsedPiece[];
}

// A blank line ends an event. Polling bodies join events with one more "\n" ("\n\n\n"), and a
// proxy may rewrite line ends to "\r\n"; the extra whitespace lands in the next piece and is trimmed.
const SEPARATOR = /\r?\n[ \t\r]*\n/g;
const KNOWN_NAMES: ReadonlySet<string> = new Set(BUILD_EVENT_NAMES);

/**
 * Parses the build protocol's wire format: JSON objects, each followed by a blank line. Chunks may
 * split anywhere, including inside a multi-byte UTF-8 character (the decoder keeps the partial bytes).
 */
export function createEventStreamParser(): EventStreamParser {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  // Where the next separator search starts: text before the trailing whitespace run cannot hold
  // the rest of a separator, so a large event arriving in many chunks is not rescanned each time.
  let searchFrom = 0;

  function drain(): ParsedPiece[] {
    const pieces: ParsedPiece[] = [];
    let start = 0;
    SEPARATOR.lastIndex = searchFrom;
    for (let match = SEPARATOR.exec(buffer); match; match = SEPARATOR.exec(buffer)) {
      addPiece(pieces, buffer.slice(start, match.index));
      start = match.index + match[0].length;
    }
    buffer = buffer.slice(start);
    searchFrom = trailingWhitespaceStart(buffer);
    return pieces;
  }

  return {
    push(chunk) {
      buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      return drain();
    },
    end() {
      buffer += decoder.decode();
      const pieces = drain();
      addPiece(pieces, buffer);
      buffer = '';
      searchFrom = 0;
      return pieces;
    },
  };
}

function trailingWhitespaceStart(text: string): number {
  let index = text.length;
  while (index > 0 && /\s/.test(text[index - 1] as string)) index -= 1;
  return index;
}

function addPiece(pieces: ParsedPiece[], rawPiece: string): void {
  const raw = rawPiece.trim();
  if (raw === '') return;
  pieces.push(parsePiece(raw));
}

function parsePiece(raw: string): ParsedPiece {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { type: 'malformed', raw, reason: error instanceof Error ? error.message : String(error) };
  }
  if (!isRecord(value) || typeof value.event !== 'string') {
    return { type: 'malformed', raw, reason: 'not an {"event", "data"} envelope' };
  }
  if (!KNOWN_NAMES.has(value.event)) return { type: 'unknown', name: value.event, data: value.data };
  // Every known payload is an object; anything else would only crash the reducer later.
  if (!isRecord(value.data)) return { type: 'malformed', raw, reason: `"${value.event}" without an object payload` };
  return { type: 'event', event: { event: value.event as BuildEventName, data: value.data } as BuildEvent };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
