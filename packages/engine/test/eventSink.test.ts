import { describe, expect, it } from 'vitest';
import { buildFlow, createRegistry, createWireSink, type EventSink } from '../src';
import { Echo } from './support/components';
import { makeNode } from './support/flows';

describe('event sinks', () => {
  it('writes each event as JSON followed by a blank line', () => {
    const chunks: string[] = [];
    const sink = createWireSink((chunk) => chunks.push(chunk));
    sink.emit({ event: 'build_start', data: {} });
    sink.emit({ event: 'end', data: { build_duration: 1.5 } });
    expect(chunks).toEqual(['{"event":"build_start","data":{}}\n\n', '{"event":"end","data":{"build_duration":1.5}}\n\n']);
  });

  it('ends the build with error and end when the sink breaks mid-build', async () => {
    const registry = createRegistry([Echo]);
    const received: string[] = [];
    const sink: EventSink = {
      emit(event) {
        received.push(event.event);
        if (event.event === 'end_vertex') throw new Error('client went away');
      },
    };
    const result = await buildFlow({ flow: { nodes: [makeNode(registry, 'Echo-aaaaa'), makeNode(registry, 'Echo-bbbbb')], edges: [] }, registry, sink });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe('client went away');
    expect(received.slice(-2)).toEqual(['error', 'end']);
  });
});
