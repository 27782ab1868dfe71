// The frozen-vertex caches of queue mode, in Redis under REDIS_PREFIX, so that a vertex frozen
// after a build on one worker is reused by builds on every other. One hash per flow (a field per
// vertex, its result as JSON) that expires a day after its last write: flows nobody builds any more
// leave nothing behind. A result over 1 MB, or holding a value JSON cannot bring back as it was (a
// model client, a stream, a function, a Date, a Map, a class instance, NaN, a cycle), is not kept: a
// frozen vertex with such a result runs again, as it does when the in-process cache forgot it.
import type { CachedVertexResult, VertexCache } from '@app/engine';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { VertexCaches } from './vertexCaches';

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
  const forFlow = (flowId: string): VertexCache => {
    const key = keyOf(flowId);
    return {
      async get(vertexId) {
        try {
          const text = await redis.hget(key, vertexId);
          return text === null ? undefined : (JSON.parse(text) as CachedVertexResult);
        } catch (error) {
          // Without the cache a frozen vertex runs again: slower, still right.
          logger.warn({ err: error, flowId, vertexId }, 'reading a frozen vertex result from redis failed');
          return undefined;
        }
      },
      // Written behind: the run goes on without waiting for Redis's answer (a round trip fewer per
      // vertex on a queued run's way). A read on this connection comes after the write; a build on
      // another worker reads only after this job's end went out. A lost write costs a frozen vertex a rerun.
      set(vertexId, result) {
        const text = isJsonFaithful(result, new Set()) ? JSON.stringify(result) : undefined;
        // An older result must not stand in for the newer one that could not be kept.
        const write = text === undefined || Buffer.byteLength(text) > maxEntryBytes ? redis.hdel(key, vertexId) : redis.multi().hset(key, vertexId, text).expire(key, ttlSeconds).exec();
        write.catch((error: unknown) => logger.warn({ err: error, flowId, vertexId }, 'writing a frozen vertex result to redis failed'));
      },
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
