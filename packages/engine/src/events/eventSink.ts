// Where the executor sends build events. The server decides the transport (in-process queue,
// Redis stream, direct response); the engine only needs `emit`.
import { encodeBuildEvent, type BuildEvent } from '@app/flow-graph';

export interface EventSink {
  emit(event: BuildEvent): void;
}

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
