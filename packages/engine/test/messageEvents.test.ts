// The message events a component sends: a streamed message's tokens carry the time in Langflow's
// form, formatted once per second rather than once per token.
import type { BuildEvent } from '@app/flow-graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMessageEvents } from '../src/executor/messageEvents';

async function* pieces(count: number): AsyncGenerator<string> {
  for (let index = 0; index < count; index++) yield `piece${index} `;
}

describe('message events', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stamps every token of a stream with the current second, formatted once per second', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-04T05:06:07.890Z'), toFake: ['Date'] });
    const emitted: BuildEvent[] = [];
    const events = createMessageEvents({
      sink: { emit: (event) => emitted.push(event) },
      defaults: { flowId: 'flow', sessionId: 'session', source: { id: null, display_name: null, source: null } },
      signal: new AbortController().signal,
    });
    const formatted = vi.spyOn(Date.prototype, 'toISOString');
    await events.streamMessage({ text: '' }, pieces(50));
    const tokens = emitted.filter((event) => event.event === 'token');
    expect(tokens).toHaveLength(50);
    expect(new Set(tokens.map((event) => event.data.timestamp))).toEqual(new Set(['2026-03-04 05:06:07 UTC']));
    expect(formatted.mock.calls.length).toBeLessThanOrEqual(1);

    vi.setSystemTime(new Date('2026-03-04T05:06:08.001Z'));
    events.token('message', 'later');
    expect(emitted.at(-1)).toMatchObject({ event: 'token', data: { timestamp: '2026-03-04 05:06:08 UTC' } });
  });
});
