// Where the executor sends build events. The server decides the transport (in-process queue,
// Redis stream, direct response); the engine only needs `emit`.
import { encodeBuildEvent, type BuildEvent } from '@app/flow-graph';

export interface EventSink {
  emit(event: BuildEvent): void;
  /**
   * False when the sink ignores a built vertex's `end_vertex`: the run API without a stream reads
   * the run's records, not the editor's build results, so the engine does not build them. A
   * failed vertex's `end_vertex` is sent regardless (the server words it as a chat message).
   * Absent: the sink reads every event.
   */
  wantsBuiltVertices?: boolean;
}

/** Whether a built vertex's `end_vertex` is worth building for `sink`. */
export function wantsBuiltVertices(sink: EventSink): boolean {
  return sink.wantsBuiltVertices !== false;
}

/** A sink for a run nobody listens to. */
export const SILENT_SINK: EventSink = { emit: () => undefined, wantsBuiltVertices: false };

export interface EventCollector extends EventSink {
  readonly events: BuildEvent[];
}

/** Keeps every event in memory; used by `runFlow` without streaming and by tests. */
export function createEventCollector(): EventCollector {
  const events: BuildEvent[] = [];
  return {
    events,
    emit(event) {
      events.push(event);
    },
  };
}

/** Writes each event in its wire form (JSON plus a blank line) through `write`. */
export function createWireSink(write: (chunk: string) => void): EventSink {
  return {
    emit(event) {
      write(encodeBuildEvent(event));
    },
  };
}
