// Where build jobs run and keep their events. The in-process queue is the default; a queue over
// BullMQ and Redis Streams can take its place (ARCHITECTURE section 2): callers only enqueue, read
// events through readers and cancel.
import type { BuildEvent } from '@app/flow-graph';
import type { ReadOptions, ReadResult } from '../../streaming/eventBuffer';

export interface JobContext {
  /** Appends one event to the job's events. */
  emit(event: BuildEvent): void;
  /** Aborted when the job is cancelled (or the server shuts down). */
  signal: AbortSignal;
}

/** A job any worker process can rebuild: `kind` names the runner (see JobRunners), `data` is plain JSON. */
export interface JobPayload {
  kind: string;
  data: unknown;
}

/** Rebuilds and runs a job of one kind from its payload's data. */
export type JobRunner = (data: unknown, context: JobContext) => Promise<void>;
export type JobRunners = Readonly<Record<string, JobRunner>>;

export interface JobSpec {
  ownerId: string;
  flowId: string;
  /** The work; events it emits reach every reader. A rejection ends the job with an error event. */
  run(context: JobContext): Promise<void>;
  /** The same work as data, so that a worker in another process can run it (queue mode). */
  payload: JobPayload;
}

export interface JobInfo {
  id: string;
  ownerId: string;
  flowId: string;
  finished: boolean;
}

/** One consumer's position in a job's events. */
export interface JobEventReader {
  read(options: ReadOptions): Promise<ReadResult>;
}

export interface JobQueue {
  /**
   * Starts a job and returns its id; throws TooManyJobsError when the owner has too many running,
   * QueueUnavailableError when the queue's store cannot be reached.
   */
  enqueue(spec: JobSpec): Promise<string>;
  /**
   * Throws TooManyJobsError (or QueueUnavailableError) as enqueue would now; enqueue still decides.
   * A route asks first, so a caller at the cap is refused before their request's body is read.
   */
  checkRoom(ownerId: string): Promise<void>;
  find(jobId: string): Promise<JobInfo | undefined>;
  /**
   * A reader of the job's events. `streaming` readers each start at the first event; all pollers of
   * a job share one reader, so each poll answers what queued since the previous one.
   */
  reader(jobId: string, mode: 'streaming' | 'polling'): Promise<JobEventReader | undefined>;
  /**
   * A streaming reader of a job this instance has just enqueued: the job is known to exist, so
   * nothing is looked up (a queued run reads its job at once; a look-up is a round trip to Redis).
   */
  enqueuedReader(jobId: string): JobEventReader;
  /** Asks a running job to stop, wherever it runs; false when there is no such job. */
  cancel(jobId: string): Promise<boolean>;
  /** Cancels every job and waits (bounded) for them to end. */
  close(): Promise<void>;
}

export class TooManyJobsError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`At most ${limit} builds may run at the same time; wait for one to finish.`);
    this.name = 'TooManyJobsError';
    this.limit = limit;
  }
}

/** The queue's store (Redis) does not answer: job calls fail, the rest of the server goes on. */
export class QueueUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The job queue is not reachable.', { cause });
    this.name = 'QueueUnavailableError';
  }
}
