// The frozen-vertex caches of queue mode, in Redis under REDIS_PREFIX, so that a vertex frozen
// after a build on one worker is reused by builds on every other. One hash per flow (a field per
// vertex, its result as JSON) that expires a day after its last write: flows nobody builds any more
// leave nothing behind. A result over 1 MB, or holding a value JSON cannot bring back as it was (a
// model client, a stream, a function, a Date, a Map, a class instance, NaN, a cycle), is not kept: a
// frozen vertex with such a result runs again, as it does when the in-process cache forgot it.
import type { CachedVertexResult } from '@app/engine';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { FlowVertexCache, VertexCaches } from './vertexCaches';

export interface RedisVertexCacheOptions {
  redis: Redis;
  prefix: string;
  logger: Logger;
  /** How long a flow's cache lives after its last write. */
  ttlSeconds?: number;
  /** The largest result kept, in bytes of JSON. */
  maxEntryBytes?: number;
}

const DAY_SECONDS = 24 * 60 * 60;
const MEGABYTE = 1024 * 1024;

export function createRedisVertexCaches({ redis, prefix, logger, ttlSeconds = DAY_SECONDS, maxEntryBytes = MEGABYTE }: RedisVertexCacheOptions): VertexCaches {
  const keyOf = (flowId: string) => `${prefix}:vertex-cache:${flowId}`;
  const forFlow = (flowId: string): FlowVertexCache => {
    const key = keyOf(flowId);
    /** This run's results not sent yet, by vertex: their JSON, or null for one not kept. */
    const pending = new Map<string, string | null>();
    // Written behind and together: the run goes on without waiting for Redis, and its results go
    // in one command at its end (a round trip and a socket write per vertex fewer on a queued
    // run's way). A read here sends them first, so it comes after them on this connection; a build
    // on another worker reads only after this job's end, which follows them. A lost write costs a
    // frozen vertex a rerun.
    const flush = () => {
      if (pending.size === 0) return;
      const kept = new Map<string, string>();
      const dropped: string[] = [];
      for (const [vertexId, text] of pending) {
        if (text === null) dropped.push(vertexId);
        else kept.set(vertexId, text);
      }
      const vertexIds = [...pending.keys()];
      pending.clear();
      const transaction = redis.multi();
      // An older result must not stand in for the newer one that could not be kept.
      if (dropped.length > 0) transaction.hdel(key, ...dropped);
      if (kept.size > 0) transaction.hset(key, kept).expire(key, ttlSeconds);
      transaction.exec().catch((error: unknown) => logger.warn({ err: error, flowId, vertexIds }, 'writing frozen vertex results to redis failed'));
    };
    return {
      async get(vertexId) {
        flush();
        try {
          const text = await redis.hget(key, vertexId);
          return text === null ? undefined : (JSON.parse(text) as CachedVertexResult);
        } catch (error) {
          // Without the cache a frozen vertex runs again: slower, still right.
          logger.warn({ err: error, flowId, vertexId }, 'reading a frozen vertex result from redis failed');
          return undefined;
        }
      },
      set(vertexId, result) {
        const text = isJsonFaithful(result, new Set()) ? JSON.stringify(result) : undefined;
        pending.set(vertexId, text === undefined || Buffer.byteLength(text) > maxEntryBytes ? null : text);
      },
      flush,
    };
  };
  return {
    forFlow,
    drop(flowIds) {
      if (flowIds.length === 0) return;
      redis.del(...flowIds.map(keyOf)).catch((error: unknown) => logger.warn({ err: error, flowIds }, 'dropping frozen vertex results from redis failed'));
    },
  };
}

/**
 * Whether JSON.parse(JSON.stringify(value)) is the same value: plain objects and arrays of strings,
 * finite numbers, booleans and null. An object's undefined property is left out, which reads back
 * the same; an undefined array item would come back as null, so it is not faithful.
 */
export function isJsonFaithful(value: unknown, ancestors: Set<object>): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || ancestors.has(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  const isArray = Array.isArray(value);
  if (!isArray && prototype !== Object.prototype && prototype !== null) return false;
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  ancestors.add(value);
  try {
    if (isArray) {
      for (let index = 0; index < value.length; index += 1) {
        if (!(index in value) || !isJsonFaithful(value[index], ancestors)) return false;
      }
      return true;
    }
    return Object.values(value).every((item) => item === undefined || isJsonFaithful(item, ancestors));
  } finally {
    ancestors.delete(value);
  }
}
