// The events of queue-mode jobs in Redis, readable from every API instance (ARCHITECTURE
// section 2): one stream per job (trimmed to a maximum length, expiring a retention period after
// the job ends), a hash with the job's owner and state, a shared cursor for its pollers, and the
// set of each owner's running jobs (the scripts: redisJobScripts). Writers publish the job id and
// what they appended, so that readers waiting on any instance wake up without polling Redis and
// mostly without asking it again.
import { ReplyError, type Redis } from 'ioredis';
import type { ReadOptions, ReadResult } from '../../streaming/eventBuffer';
import { QueueUnavailableError, type JobEventReader, type JobInfo } from './jobQueue';
import { ADMIT, APPEND, CLAIM, FINISH, parseAnnouncement, RUNNING, TAKE, type Announcement } from './redisJobScripts';

export interface RedisJobEventsOptions {
  /** Prefix of every key and channel; instances sharing jobs share it. */
  prefix: string;
  /** How long a job's keys stay after it ended (the retention period), in seconds. */
  retentionSeconds: number;
  /** How long a job's keys live before it ends: its deadline and more, so a lost job goes away too. */
  runningTtlSeconds: number;
  /** The most entries a job's stream keeps; the oldest go first. */
  maxEvents: number;
}

/** How long a call waits for a connection that is being made before it gives up. */
const CONNECT_WAIT_MS = 2000;

/** Resolves when the connection is ready; rejects at its next error, or after CONNECT_WAIT_MS. */
function ready(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  // Commands fail at once while Redis is away; a connection still being made is waited for briefly.
  if (!['wait', 'connecting', 'connect'].includes(redis.status)) return Promise.reject(new Error(`redis connection is ${redis.status}`));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => settle(new Error('redis did not answer in time')), CONNECT_WAIT_MS);
    const onReady = () => settle(undefined);
    const onError = (error: Error) => settle(error);
    const settle = (error: Error | undefined) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}

/** Runs a Redis call; a failure to reach Redis becomes QueueUnavailableError (an error Redis answered stays as it is). */
export async function viaRedis<T>(redis: Redis, call: () => Promise<T>): Promise<T> {
  try {
    await ready(redis);
    return await call();
  } catch (error) {
    if (error instanceof ReplyError) throw error;
    throw new QueueUnavailableError(error);
  }
}

/** How soon a call that failed while the connection still said ready looks again. */
const RETRY_READY_MS = 500;

/**
 * Waits for a connection that is away to come back: true at its next 'ready'; false when
 * `signal` aborts or `timeoutMs` passes first. A connection that still says ready (the failure
 * came before it noticed the loss) is looked at again after a moment.
 */
export function reconnected(redis: Redis, signal: AbortSignal, timeoutMs?: number): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  const waitMs = redis.status === 'ready' ? Math.min(timeoutMs ?? RETRY_READY_MS, RETRY_READY_MS) : timeoutMs;
  return new Promise((resolve) => {
    const timer = waitMs === undefined ? undefined : setTimeout(() => settle(redis.status === 'ready'), waitMs);
    const onReady = () => settle(true);
    const onAbort = () => settle(false);
    const settle = (back: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      signal.removeEventListener('abort', onAbort);
      resolve(back);
    };
    redis.once('ready', onReady);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createRedisJobEvents(redis: Redis, options: RedisJobEventsOptions) {
  const { prefix } = options;
  const jobKey = (jobId: string) => `${prefix}:job:${jobId}`;
  const streamKey = (jobId: string) => `${jobKey(jobId)}:events`;
  const cursorKey = (jobId: string) => `${jobKey(jobId)}:poll`;
  const runningKey = (ownerId: string) => `${prefix}:running:${ownerId}`;
  const eventsChannel = `${prefix}:events`;
  type Wake = (announcement?: Announcement) => void;
  type Listening = ReturnType<typeof changed>;
  /** Readers waiting on this instance, by job id. */
  const waiters = new Map<string, Set<Wake>>();

  /** Resolves on the job's next append or end (see `wake`), or with nothing when `cancel` is called. */
  function changed(jobId: string): { promise: Promise<Announcement | undefined>; cancel: () => void } {
    let wake!: Wake;
    const promise = new Promise<Announcement | undefined>((resolve) => {
      wake = resolve;
    });
    const set = waiters.get(jobId) ?? new Set();
    waiters.set(jobId, set.add(wake));
    const cancel = () => {
      set.delete(wake);
      if (set.size === 0 && waiters.get(jobId) === set) waiters.delete(jobId);
      wake();
    };
    return { promise, cancel };
  }

  function wake(jobId: string, announcement?: Announcement): void {
    const set = waiters.get(jobId);
    if (!set) return;
    waiters.delete(jobId);
    for (const wakeReader of set) wakeReader(announcement);
  }

  async function take(jobId: string, position: string | null): Promise<{ position: string; finished: boolean; chunks: string[] }> {
    const keys = position === null ? [streamKey(jobId), cursorKey(jobId)] : [streamKey(jobId), streamKey(jobId)];
    const [next, finished, ...chunks] = (await viaRedis(redis, () => redis.eval(TAKE, 2, ...keys, position ?? '', options.retentionSeconds))) as [string, number, ...string[]];
    return { position: next, finished: finished === 1, chunks };
  }

  /**
   * A reader from the first event (`own`), or the job's pollers' shared one. A read that finds
   * Redis away waits (within its timeout) for it to come back, so a stream outlives a restart.
   */
  function reader(jobId: string, own: boolean, listening?: Listening): JobEventReader {
    let position = own ? '0-0' : null;
    /** Listening since before the job was queued (see `listen`): its first read has nothing to look for before the first announcement. */
    let early = listening;
    let ended = false;
    const takeNow = async (): Promise<ReadResult> => {
      if (ended) return { chunks: [], finished: true };
      const taken = await take(jobId, position);
      if (own) position = taken.position;
      ended = taken.finished;
      return { chunks: taken.chunks, finished: taken.finished };
    };
    const takeWithin = async (deadline: number, signal: AbortSignal): Promise<ReadResult> => {
      for (;;) {
        try {
          return await takeNow();
        } catch (error) {
          if (!(error instanceof QueueUnavailableError) || !(await reconnected(redis, signal, deadline - Date.now()))) throw error;
        }
      }
    };
    return {
      async read({ timeoutMs, signal }: ReadOptions): Promise<ReadResult> {
        const listened = early;
        early = undefined;
        if (timeoutMs <= 0 || signal?.aborted) {
          listened?.cancel();
          return takeNow();
        }
        const deadline = Date.now() + timeoutMs;
        const stop = signal ?? new AbortController().signal;
        // Waiting starts before the look, so an append between the two still wakes this read.
        const change = listened ?? changed(jobId);
        const timer = setTimeout(change.cancel, timeoutMs);
        signal?.addEventListener('abort', change.cancel, { once: true });
        try {
          if (!listened) {
            const first = await takeWithin(deadline, stop);
            if (first.chunks.length > 0 || first.finished) return first;
          }
          const announcement = await change.promise;
          // The pollers' shared cursor moves in Redis only; a reader of its own at the entry before
          // the announced ones takes them as they are.
          if (own && announcement && announcement.previous === position) {
            position = announcement.last;
            ended = announcement.finished;
            return { chunks: announcement.chunks, finished: ended };
          }
          return await takeWithin(deadline, stop);
        } finally {
          clearTimeout(timer);
          signal?.removeEventListener('abort', change.cancel);
          change.cancel();
        }
      },
    };
  }

  return {
    eventsChannel,
    /**
     * Starts listening for a job's first announcement before it can have any (before it is queued),
     * for a reader of its own from the start: see `reader`. It stops at that announcement, when
     * the subscription comes back (wakeAll) or when cancelled.
     */
    listen: (jobId: string): Listening => changed(jobId),
    /** Records a new job if its owner has fewer than `limit` running; false otherwise. */
    async admit(job: { id: string; ownerId: string; flowId: string }, limit: number): Promise<boolean> {
      const admitted = await viaRedis(redis, () =>
        redis.eval(ADMIT, 2, runningKey(job.ownerId), jobKey(job.id), limit, job.id, job.ownerId, job.flowId, options.runningTtlSeconds, `${prefix}:job:`),
      );
      return admitted === 1;
    },
    /** The owner's unfinished jobs, as ADMIT counts them; admits nothing. */
    async running(ownerId: string): Promise<number> {
      return Number(await viaRedis(redis, () => redis.eval(RUNNING, 1, runningKey(ownerId), `${prefix}:job:`)));
    },
    /**
     * A worker takes the job: 'ended' when it has ended already (never run a job twice, nor one whose
     * wait expired), 'cancelled' when a cancel came first. Its keys live for its deadline and more from now, however long it waited.
     */
    async claim(jobId: string, cancelKey: string): Promise<'ended' | 'cancelled' | 'claimed'> {
      const claimed = await viaRedis(redis, () => redis.eval(CLAIM, 2, jobKey(jobId), cancelKey, options.runningTtlSeconds));
      return claimed === 0 ? 'ended' : claimed === 2 ? 'cancelled' : 'claimed';
    },
    /** Appends a worker's chunks, numbered from `first` (see APPEND); false when the job has ended. */
    async append(jobId: string, first: number, chunks: readonly string[]): Promise<boolean> {
      const appended = await viaRedis(redis, () => redis.eval(APPEND, 2, jobKey(jobId), streamKey(jobId), options.maxEvents, eventsChannel, jobId, first, ...chunks));
      return appended === 1;
    },
    /**
     * Appends the last chunks (a worker's numbered from `first`) and the end; false when the job had
     * already ended (or, `unclaimedOnly`, a worker took it).
     */
    async finish(job: { id: string; ownerId: string }, chunks: readonly string[], { unclaimedOnly = false, first }: { unclaimedOnly?: boolean; first?: number } = {}): Promise<boolean> {
      const keys = [jobKey(job.id), streamKey(job.id), runningKey(job.ownerId), cursorKey(job.id)];
      const done = await viaRedis(redis, () =>
        redis.eval(FINISH, 4, ...keys, options.maxEvents, eventsChannel, job.id, options.retentionSeconds, unclaimedOnly ? '1' : '0', first ?? '', ...chunks),
      );
      return done === 1;
    },
    async find(jobId: string): Promise<JobInfo | undefined> {
      const fields = await viaRedis(redis, () => redis.hgetall(jobKey(jobId)));
      if (fields.owner === undefined || fields.flow === undefined) return undefined;
      return { id: jobId, ownerId: fields.owner, flowId: fields.flow, finished: fields.finished !== '0' };
    },
    reader,
    /** Called for every message on the events channel: readers of that job take what it announces, or look again. */
    heard(message: string): void {
      const { jobId, announcement } = parseAnnouncement(message);
      wake(jobId, announcement);
    },
    /** Every waiting reader looks again: messages sent while the subscription was away are lost. */
    wakeAll(): void {
      for (const jobId of [...waiters.keys()]) wake(jobId);
    },
  };
}

export type RedisJobEvents = ReturnType<typeof createRedisJobEvents>;
