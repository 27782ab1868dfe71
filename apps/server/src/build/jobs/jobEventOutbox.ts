// The events of one job running on a queue-mode worker, on their way to Redis. They go in order;
// those emitted while a send is under way go together in the next one (a burst of tokens costs
// one round trip, not one each). While Redis is away they wait here, the newest `maxEvents` of
// them, and go when it returns, followed by the end: a run that outlives a Redis restart still
// reaches its readers whole.
import { QueueUnavailableError } from './jobQueue';

/** Most chunks one send carries, so that a long outage does not become one huge command. */
const BATCH = 1000;

export interface JobEventOutboxOptions {
  /** Appends chunks numbered from `first` (retries send them again); false when the job has ended. */
  append(first: number, chunks: readonly string[]): Promise<boolean>;
  /** Appends the last chunks and ends the job's events; false when it had ended already. */
  finish(first: number, chunks: readonly string[]): Promise<boolean>;
  /** Resolves when Redis answers again; rejects when the process stops waiting (shutdown). */
  reachable(): Promise<void>;
  maxEvents: number;
  /** The job's events were ended elsewhere (it was declared lost): the run should stop. */
  onEnded(): void;
}

export interface JobEventOutbox {
  push(chunk: string): void;
  /** Sends what is left and the end; false when the job had been ended elsewhere. */
  finish(chunks: readonly string[]): Promise<boolean>;
}

export function createJobEventOutbox(options: JobEventOutboxOptions): JobEventOutbox {
  const pending: string[] = [];
  /** The number of the first pending chunk: every chunk ever pushed has one, dropped or not. */
  let first = 0;
  let ended = false;
  let sending: Promise<void> | undefined;

  /** Sends `call` until it goes through, waiting for Redis while it is away. */
  async function deliver<T>(call: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof QueueUnavailableError)) throw error;
        await options.reachable();
      }
    }
  }

  async function drain(): Promise<void> {
    while (pending.length > 0 && !ended) {
      const batch = pending.slice(0, BATCH);
      const batchFirst = first;
      const appended = await deliver(() => options.append(batchFirst, batch));
      // Some of the batch may have been dropped meanwhile (the buffer was full): only the rest goes.
      const sent = Math.max(0, batchFirst + batch.length - first);
      pending.splice(0, sent);
      first += sent;
      if (!appended) {
        ended = true;
        pending.length = 0;
        options.onEnded();
      }
    }
  }

  const send = (): Promise<void> => {
    sending ??= drain().finally(() => {
      sending = undefined;
    });
    return sending;
  };

  return {
    push(chunk) {
      if (ended) return;
      pending.push(chunk);
      // Full while Redis is away: the oldest go, as the stream itself trims its oldest.
      if (pending.length > options.maxEvents) {
        pending.shift();
        first += 1;
      }
      void send().catch(() => undefined);
    },
    async finish(chunks) {
      await send();
      if (ended) return false;
      const finished = await deliver(() => options.finish(first, chunks));
      if (!finished) ended = true;
      return finished;
    },
  };
}
