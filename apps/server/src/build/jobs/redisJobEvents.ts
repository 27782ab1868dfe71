// The events of queue-mode jobs in Redis, readable from every API instance (ARCHITECTURE
// section 2): one stream per job (trimmed to a maximum length, expiring a retention period after
// the job ends), a hash with the job's owner and state, a shared cursor for its pollers, and the
// set of each owner's running jobs. Writers publish the job id after each append so that readers
// waiting on any instance wake up without polling Redis.
import type { Redis } from 'ioredis';
import type { ReadOptions, ReadResult } from '../../streaming/eventBuffer';
import { QueueUnavailableError, type JobEventReader, type JobInfo } from './jobQueue';

/** The field of a chunk entry; the last entry of a finished job has END_FIELD instead. */
const CHUNK_FIELD = 'c';
const END_FIELD = 'end';

// KEYS: running set, job hash. ARGV: limit, job id, owner, flow, ttl s, key prefix.
// Members whose hash is gone or finished (an instance that died) no longer count.
const ADMIT = `
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('HGET', ARGV[6] .. id, 'finished') ~= '0' then redis.call('SREM', KEYS[1], id) end
end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('HSET', KEYS[2], 'owner', ARGV[3], 'flow', ARGV[4], 'finished', '0')
redis.call('EXPIRE', KEYS[2], ARGV[5])
return 1`;

// KEYS: job hash, stream. ARGV: max length, channel, job id, chunks...; nothing after the end.
const APPEND = `
if redis.call('HGET', KEYS[1], 'finished') ~= '0' then return 0 end
for i = 4, #ARGV do redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', '${CHUNK_FIELD}', ARGV[i]) end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1`;

// KEYS: job hash, cancel key. ARGV: ttl s. A worker takes the job unless it ended (its wait
// expired, it was lost): 0; 2 when a cancel came before it started, else 1.
const CLAIM = `
if redis.call('HGET', KEYS[1], 'finished') ~= '0' then return 0 end
redis.call('HSET', KEYS[1], 'started', '1')
redis.call('EXPIRE', KEYS[1], ARGV[1])
if redis.call('EXISTS', KEYS[2]) == 1 then return 2 end
return 1`;

// KEYS: job hash, stream, running set, poll cursor. ARGV: max length, channel, job id, retention s,
// '1' to end only a job no worker took, chunks...
// Once only: the worker's own end and a failure noticed elsewhere (a stalled job) may race.
const FINISH = `
if redis.call('HGET', KEYS[1], 'finished') ~= '0' then return 0 end
if ARGV[5] == '1' and redis.call('HGET', KEYS[1], 'started') == '1' then return 0 end
for i = 6, #ARGV do redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', '${CHUNK_FIELD}', ARGV[i]) end
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', '${END_FIELD}', '1')
redis.call('HSET', KEYS[1], 'finished', '1')
redis.call('SREM', KEYS[3], ARGV[3])
for i = 1, 4 do if i ~= 3 then redis.call('EXPIRE', KEYS[i], ARGV[4]) end end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1`;

// KEYS: stream, poll cursor (or the stream again for a reader with its own position). ARGV: own
// position ('' for the shared cursor), ttl s. Returns the new position, finished (0/1), chunks...
const TAKE = `
local shared = ARGV[1] == ''
local from = ARGV[1]
if shared then from = redis.call('GET', KEYS[2]) or '0-0' end
local entries = redis.call('XRANGE', KEYS[1], '(' .. from, '+')
local result = { from, 0 }
for _, entry in ipairs(entries) do
  result[1] = entry[1]
  if entry[2][1] ~= '${END_FIELD}' then table.insert(result, entry[2][2]) end
end
-- Finished once the position is the end entry, whether this look or an earlier one reached it.
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)[1]
if last and last[2][1] == '${END_FIELD}' and last[1] == result[1] then result[2] = 1 end
if shared and #entries > 0 then redis.call('SET', KEYS[2], result[1], 'EX', ARGV[2]) end
return result`;

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

/** Runs a Redis call; a failure of Redis itself becomes QueueUnavailableError. */
export async function viaRedis<T>(redis: Redis, call: () => Promise<T>): Promise<T> {
  try {
    await ready(redis);
    return await call();
  } catch (error) {
    throw new QueueUnavailableError(error);
  }
}

export function createRedisJobEvents(redis: Redis, options: RedisJobEventsOptions) {
  const { prefix } = options;
  const jobKey = (jobId: string) => `${prefix}:job:${jobId}`;
  const streamKey = (jobId: string) => `${jobKey(jobId)}:events`;
  const cursorKey = (jobId: string) => `${jobKey(jobId)}:poll`;
  const runningKey = (ownerId: string) => `${prefix}:running:${ownerId}`;
  const eventsChannel = `${prefix}:events`;
  /** Readers waiting on this instance, by job id. */
  const waiters = new Map<string, Set<() => void>>();

  /** Resolves on the job's next append or end (see `wake`), or when `cancel` is called. */
  function changed(jobId: string): { promise: Promise<void>; cancel: () => void } {
    let wake!: () => void;
    const promise = new Promise<void>((resolve) => {
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

  async function take(jobId: string, position: string | null): Promise<{ position: string; finished: boolean; chunks: string[] }> {
    const keys = position === null ? [streamKey(jobId), cursorKey(jobId)] : [streamKey(jobId), streamKey(jobId)];
    const [next, finished, ...chunks] = (await viaRedis(redis, () => redis.eval(TAKE, 2, ...keys, position ?? '', options.retentionSeconds))) as [string, number, ...string[]];
    return { position: next, finished: finished === 1, chunks };
  }

  /** A reader from the first event (`own`), or the job's pollers' shared one. */
  function reader(jobId: string, own: boolean): JobEventReader {
    let position = own ? '0-0' : null;
    let ended = false;
    const takeNow = async (): Promise<ReadResult> => {
      if (ended) return { chunks: [], finished: true };
      const taken = await take(jobId, position);
      if (own) position = taken.position;
      ended = taken.finished;
      return { chunks: taken.chunks, finished: taken.finished };
    };
    return {
      async read({ timeoutMs, signal }: ReadOptions): Promise<ReadResult> {
        if (timeoutMs <= 0 || signal?.aborted) return takeNow();
        // Waiting starts before the look, so an append between the two still wakes this read.
        const change = changed(jobId);
        const timer = setTimeout(change.cancel, timeoutMs);
        signal?.addEventListener('abort', change.cancel, { once: true });
        try {
          const first = await takeNow();
          if (first.chunks.length > 0 || first.finished) return first;
          await change.promise;
          return await takeNow();
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
    /** Records a new job if its owner has fewer than `limit` running; false otherwise. */
    async admit(job: { id: string; ownerId: string; flowId: string }, limit: number): Promise<boolean> {
      const admitted = await viaRedis(redis, () =>
        redis.eval(ADMIT, 2, runningKey(job.ownerId), jobKey(job.id), limit, job.id, job.ownerId, job.flowId, options.runningTtlSeconds, `${prefix}:job:`),
      );
      return admitted === 1;
    },
    /**
     * A worker takes the job: 'ended' when it has ended already (never run a job twice, nor one whose
     * wait expired), 'cancelled' when a cancel came first. Its keys live for its deadline and more from now, however long it waited.
     */
    async claim(jobId: string, cancelKey: string): Promise<'ended' | 'cancelled' | 'claimed'> {
      const claimed = await viaRedis(redis, () => redis.eval(CLAIM, 2, jobKey(jobId), cancelKey, options.runningTtlSeconds));
      return claimed === 0 ? 'ended' : claimed === 2 ? 'cancelled' : 'claimed';
    },
    async append(jobId: string, chunks: readonly string[]): Promise<void> {
      await viaRedis(redis, () => redis.eval(APPEND, 2, jobKey(jobId), streamKey(jobId), options.maxEvents, eventsChannel, jobId, ...chunks));
    },
    /** Appends the last chunks and the end; false when the job had already ended (or, `unclaimedOnly`, a worker took it). */
    async finish(job: { id: string; ownerId: string }, chunks: readonly string[], unclaimedOnly = false): Promise<boolean> {
      const keys = [jobKey(job.id), streamKey(job.id), runningKey(job.ownerId), cursorKey(job.id)];
      const done = await viaRedis(redis, () => redis.eval(FINISH, 4, ...keys, options.maxEvents, eventsChannel, job.id, options.retentionSeconds, unclaimedOnly ? '1' : '0', ...chunks));
      return done === 1;
    },
    async find(jobId: string): Promise<JobInfo | undefined> {
      const fields = await viaRedis(redis, () => redis.hgetall(jobKey(jobId)));
      if (fields.owner === undefined || fields.flow === undefined) return undefined;
      return { id: jobId, ownerId: fields.owner, flowId: fields.flow, finished: fields.finished !== '0' };
    },
    reader,
    /** Called for every message on the events channel: readers of that job look again. */
    wake(jobId: string): void {
      const set = waiters.get(jobId);
      if (!set) return;
      waiters.delete(jobId);
      for (const wakeReader of set) wakeReader();
    },
  };
}

export type RedisJobEvents = ReturnType<typeof createRedisJobEvents>;
