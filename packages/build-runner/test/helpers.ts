// Shared test helpers: fixture loading and a transport that replays recorded events.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildEvent } from '@app/flow-graph';
import { createEventStreamParser, type BuildTimers, type BuildTransport } from '../src/index';

export function fixtureText(name: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
}

export function loadFixture(name: string): BuildEvent[] {
  const parser = createEventStreamParser();
  const pieces = [...parser.push(fixtureText(name)), ...parser.end()];
  return pieces.map((piece) => {
    if (piece.type !== 'event') throw new Error(`fixture ${name} holds a ${piece.type} piece`);
    return piece.event;
  });
}

/** A transport that hands over recorded events, as a server would, and then closes. */
export function replayTransport(events: readonly BuildEvent[], jobId = 'job-1'): BuildTransport {
  return {
    async run(request, sink) {
      sink.onJobId?.(jobId);
      for (const event of events) {
        if (request.signal.aborted) break;
        sink.onEvent(event);
      }
      return { jobId, delivery: request.delivery };
    },
  };
}

/** A transport the test drives by hand: it emits what the test pushes and ends when told. */
export function manualTransport(): BuildTransport & {
  emit(event: BuildEvent): void;
  finish(): void;
  failWith(error: unknown): void;
  readonly signal: AbortSignal | undefined;
} {
  let sink: Parameters<BuildTransport['run']>[1] | undefined;
  let signal: AbortSignal | undefined;
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  return {
    run(request, runSink) {
      sink = runSink;
      signal = request.signal;
      return new Promise((res, rej) => {
        resolve = () => res({ jobId: 'job-manual', delivery: request.delivery });
        reject = rej;
        request.signal.addEventListener('abort', () => resolve());
      });
    },
    emit: (event) => sink?.onEvent(event),
    finish: () => resolve(),
    failWith: (error) => reject(error),
    get signal() {
      return signal;
    },
  };
}

/** A hand-driven clock implementing BuildTimers: time moves only through advance(). */
export function createFakeTimers(start = 1_750_000_000_000): BuildTimers & { advance(ms: number): void; pending(): number } {
  let now = start;
  let nextId = 0;
  const scheduled = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      nextId += 1;
      scheduled.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      scheduled.delete(handle as number);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...scheduled.entries()].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        scheduled.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = target;
    },
    pending: () => scheduled.size,
  };
}
