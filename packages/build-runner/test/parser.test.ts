import { encodeBuildEvent, type BuildEvent } from '@app/flow-graph';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ParsedPiece } from '../src/index';
import { fixtureText } from './helpers';

const encoder = new TextEncoder();

function parseChunks(chunks: Array<Uint8Array | string>): ParsedPiece[] {
  const parser = createEventStreamParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

function eventsOf(pieces: ParsedPiece[]): BuildEvent[] {
  return pieces.flatMap((piece) => (piece.type === 'event' ? [piece.event] : []));
}

const token = (chunk: string, id = 'm1'): BuildEvent => ({ event: 'token', data: { chunk, id } });

describe('createEventStreamParser', () => {
  it('parses several events arriving in one chunk', () => {
    const text = [token('a'), token('b'), { event: 'end', data: {} } as BuildEvent].map(encodeBuildEvent).join('');
    expect(eventsOf(parseChunks([text]))).toEqual([token('a'), token('b'), { event: 'end', data: {} }]);
  });

  it('joins an event split across chunks at every position', () => {
    const bytes = encoder.encode(encodeBuildEvent(token('你好，世界 🌏')) + encodeBuildEvent(token('!')));
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(eventsOf(parseChunks([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual([token('你好，世界 🌏'), token('!')]);
    }
  });

  it('keeps a multi-byte character whole when its bytes arrive one at a time', () => {
    const bytes = encoder.encode(encodeBuildEvent(token('中文🙂')));
    const oneByteChunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
    expect(eventsOf(parseChunks(oneByteChunks))).toEqual([token('中文🙂')]);
  });

  it('reads polling bodies, whose events are joined by one more newline', () => {
    const body = [token('a'), token('b')].map(encodeBuildEvent).join('\n');
    expect(body).toContain('}\n\n\n{');
    expect(eventsOf(parseChunks([body, '\n', encodeBuildEvent(token('c'))]))).toEqual([token('a'), token('b'), token('c')]);
  });

  it('accepts CRLF blank lines', () => {
    const text = `${JSON.stringify(token('a'))}\r\n\r\n${JSON.stringify(token('b'))}\r\n\r\n`;
    expect(eventsOf(parseChunks([text]))).toEqual([token('a'), token('b')]);
  });

  it('ignores empty pieces', () => {
    expect(parseChunks(['\n\n', '\n\n\n\n', '   \n\n'])).toEqual([]);
    expect(eventsOf(parseChunks([`\n\n${encodeBuildEvent(token('a'))}\n\n\n\n`]))).toEqual([token('a')]);
  });

  it('reports a malformed piece and keeps the events after it', () => {
    const text = `${encodeBuildEvent(token('a'))}{"event": "token", "data": {"chunk": \n\n[1, 2]\n\n{"data": {}}\n\n${encodeBuildEvent(token('b'))}`;
    const pieces = parseChunks([text]);
    expect(pieces.map((piece) => piece.type)).toEqual(['event', 'malformed', 'malformed', 'malformed', 'event']);
    expect(eventsOf(pieces)).toEqual([token('a'), token('b')]);
    expect(pieces[1]).toMatchObject({ type: 'malformed', raw: '{"event": "token", "data": {"chunk":' });
  });

  it('rejects a known event without an object payload', () => {
    expect(parseChunks(['{"event": "end", "data": null}\n\n'])).toEqual([
      { type: 'malformed', raw: '{"event": "end", "data": null}', reason: '"end" without an object payload' },
    ]);
  });

  it('passes unknown event names on as unknown pieces', () => {
    expect(parseChunks(['{"event": "progress", "data": {"value": 0.5}}\n\n'])).toEqual([
      { type: 'unknown', name: 'progress', data: { value: 0.5 } },
    ]);
  });

  it('parses a final event that lacks its blank line on end()', () => {
    const parser = createEventStreamParser();
    expect(parser.push(JSON.stringify(token('a')))).toEqual([]);
    expect(eventsOf(parser.end())).toEqual([token('a')]);
  });

  it('reads every recorded fixture without a malformed piece', () => {
    for (const name of ['basic-prompting.events', 'component-failure.events', 'conditional-branch.events', 'streamed-tokens.events']) {
      const pieces = parseChunks([fixtureText(name)]);
      expect(pieces.every((piece) => piece.type === 'event')).toBe(true);
      expect(pieces.length).toBeGreaterThan(3);
    }
  });

  it('yields the same events for any chunking of a valid stream (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '\n', '"', '\\', '你', 'é', '🙂', '𝄞', '}', '{') });
    const event = fc.oneof(
      fc.record({ event: fc.constant('token' as const), data: fc.record({ chunk: text, id: fc.uuid() }) }),
      fc.record({ event: fc.constant('vertices_sorted' as const), data: fc.record({ ids: fc.array(text, { maxLength: 3 }), to_run: fc.array(text, { maxLength: 3 }) }) }),
      fc.record({ event: fc.constant('remove_message' as const), data: fc.record({ id: text }) }),
      fc.record({ event: fc.constant('end' as const), data: fc.record({ build_duration: fc.double({ noNaN: true, noDefaultInfinity: true }) }) }),
    ) as fc.Arbitrary<BuildEvent>;
    const framing = fc.constantFrom('stream', 'polling');
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), framing, fc.array(fc.nat(), { maxLength: 12 }), (events, frame, cuts) => {
        const encoded = events.map(encodeBuildEvent);
        const bytes = encoder.encode(frame === 'polling' ? encoded.join('\n') : encoded.join(''));
        const positions = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks: Uint8Array[] = [];
        let start = 0;
        for (const position of [...positions, bytes.length]) {
          chunks.push(bytes.slice(start, position));
          start = position;
        }
        const expected = JSON.parse(JSON.stringify(events)) as BuildEvent[];
        expect(parseChunks(chunks)).toEqual(expected.map((expectedEvent) => ({ type: 'event', event: expectedEvent })));
      }),
      { numRuns: 300 },
    );
  });
});
