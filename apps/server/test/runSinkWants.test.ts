// The sinks a run's events pass through keep saying whether their reader wants built vertices'
// end_vertex: the run API without a stream does not, so the engine skips building them; a failed
// vertex's end_vertex still reaches the recorder, which stores its error message.
import { createEventCollector, createRegistry, SILENT_SINK, type EventSink } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createBuildRecorder } from '../src/monitor/buildRecorder';
import { createSecretScrubber } from '../src/variables/secretScrubber';

function recorder(saved: ChatMessage[]) {
  return createBuildRecorder({
    records: { write: async () => undefined, settled: () => undefined, afterResponse: false },
    messageStore: { list: async () => [], save: async (message) => void saved.push(message) },
    registry: createRegistry([]),
    flowId: 'flow-1',
    sessionId: 'session-1',
    logBuilds: false,
    logTransactions: false,
    announceComponentErrors: false,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    pruner: { afterBuild: async () => undefined },
    graph: () => undefined,
  });
}

describe('run sinks and built vertices', () => {
  it('the recorder and the secret scrubber pass on a reader that does not want them', () => {
    const quiet: EventSink = { ...createEventCollector(), wantsBuiltVertices: false };
    expect(recorder([]).sink(quiet).wantsBuiltVertices).toBe(false);
    expect(recorder([]).sink(SILENT_SINK).wantsBuiltVertices).toBe(false);
    expect(createSecretScrubber(['sk-secret-value']).sink(recorder([]).sink(quiet)).wantsBuiltVertices).toBe(false);
  });

  it('the recorder passes on a reader of every event (a stream) as one', () => {
    const stream = createEventCollector();
    expect(recorder([]).sink(stream).wantsBuiltVertices).not.toBe(false);
    expect(createSecretScrubber(['sk-secret-value']).sink(recorder([]).sink(stream)).wantsBuiltVertices).not.toBe(false);
  });

  it('the recorder still stores a failed vertex\'s error message behind a reader that wants none', async () => {
    const saved: ChatMessage[] = [];
    const run = recorder(saved);
    const error = { errorMessage: 'Error building Component Fail: boom', stackTrace: '' };
    run.sink(SILENT_SINK).emit({
      event: 'end_vertex',
      data: {
        build_data: {
          id: 'Fail-aaaaa',
          inactivated_vertices: [],
          next_vertices_ids: [],
          top_level_vertices: [],
          valid: false,
          params: error.errorMessage,
          data: { results: {}, outputs: { out: { message: error, type: 'error' } }, logs: {}, message: {}, artifacts: {}, timedelta: 0, duration: '0 ms', used_frozen_result: false },
          timestamp: new Date().toISOString(),
        },
      },
    });
    await run.flush();
    expect(saved.map((message) => [message.text, message.category])).toEqual([[error.errorMessage, 'error']]);
  });
});
