// The run stream's event filter on its own: Langflow's /run events only, a streamed message
// announced once with its first chunk, its completed copy not sent again.
import type { BuildEvent, ChatMessage } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { runStreamEvents } from '../src/run/runStream';

function message(id: string, text: string, state: 'partial' | 'complete'): ChatMessage {
  return {
    id,
    flow_id: 'flow-1',
    timestamp: '2026-01-01 00:00:00 UTC',
    sender: 'Machine',
    sender_name: 'AI',
    session_id: 's',
    text,
    files: [],
    error: false,
    edit: false,
    category: 'message',
    content_blocks: [],
    properties: { state },
  } as ChatMessage;
}

function filtered(events: BuildEvent[]): BuildEvent[] {
  const sent: BuildEvent[] = [];
  const sink = runStreamEvents((event) => sent.push(event));
  for (const event of events) sink.emit(event);
  return sent;
}

describe('runStreamEvents', () => {
  it('announces a streamed message with its first chunk, before that token, and drops its completed copy', () => {
    const sent = filtered([
      { event: 'build_start', data: { id: 'Model-1' } },
      { event: 'add_message', data: message('m1', '', 'partial') },
      { event: 'token', data: { chunk: 'Hel', id: 'm1' } },
      { event: 'token', data: { chunk: 'lo', id: 'm1' } },
      { event: 'add_message', data: message('m1', 'Hello', 'complete') },
      { event: 'build_end', data: { id: 'Model-1' } },
    ]);
    expect(sent).toEqual([
      { event: 'add_message', data: message('m1', 'Hel', 'partial') },
      { event: 'token', data: { chunk: 'Hel', id: 'm1' } },
      { event: 'token', data: { chunk: 'lo', id: 'm1' } },
    ]);
  });

  it('passes whole messages, later updates of a streamed one, removals and errors; drops vertex events', () => {
    const error = { ...message('e1', 'broke', 'complete'), category: 'error' };
    const sent = filtered([
      { event: 'add_message', data: message('u1', 'question', 'complete') },
      { event: 'add_message', data: message('m1', '', 'partial') },
      { event: 'token', data: { chunk: 'a', id: 'm1' } },
      { event: 'add_message', data: message('m1', 'a', 'complete') },
      { event: 'add_message', data: message('m1', 'a, shown again', 'complete') },
      { event: 'remove_message', data: { id: 'x' } },
      { event: 'error', data: error },
      { event: 'vertices_sorted', data: { ids: [], to_run: [] } },
    ]);
    expect(sent.map((event) => [event.event, 'text' in event.data ? event.data.text : undefined])).toEqual([
      ['add_message', 'question'],
      ['add_message', 'a'],
      ['token', undefined],
      ['add_message', 'a, shown again'],
      ['remove_message', undefined],
      ['error', 'broke'],
    ]);
  });

  it('sends an empty stream’s completed message, since no token announced it', () => {
    const sent = filtered([
      { event: 'add_message', data: message('m1', '', 'partial') },
      { event: 'add_message', data: message('m1', '', 'complete') },
    ]);
    expect(sent).toEqual([{ event: 'add_message', data: message('m1', '', 'complete') }]);
  });
});
