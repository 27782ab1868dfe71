// Rate limits in queue mode: each window's start and count live in Redis under
// `<REDIS_PREFIX>:ratelimit:<limit>:<key>`, so every API instance counts against one budget. One
// Lua script reads and counts atomically, with the same fixed window as the in-process limit;
// the time comes from the server's clock (tests move it), Redis's expiry only cleans up.
//
// While Redis is away a limit lets the call through and logs a warning: the limits bound abuse
// volume, they guard no secret (login throttling lives in the database), and refusing every
// anonymous upload or key run for an outage of the cache would turn it into an outage of the API.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { viaRedis } from '../build/jobs/redisJobEvents';
import type { RateLimits } from './addressRateLimit';

// KEYS[1] the window; ARGV now (ms), window length (ms), limit, cost. Returns -1 when counted, else the
// milliseconds until the window reopens.
const TAKE = `
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if not start or now - start >= window then
  redis.call('HSET', KEYS[1], 'start', ARGV[1], 'count', 0)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  start = now
end
if tonumber(redis.call('HGET', KEYS[1], 'count')) + tonumber(ARGV[4]) > tonumber(ARGV[3]) then return start + window - now end
if redis.call('HINCRBY', KEYS[1], 'count', ARGV[4]) < 0 then redis.call('HSET', KEYS[1], 'count', 0) end
return -1
`;

export interface RedisRateLimitsOptions {
  redis: Redis;
  prefix: string;
  now: () => Date;
  logger: Logger;
}

export function createRedisRateLimits({ redis, prefix, now, logger }: RedisRateLimitsOptions): RateLimits {
  return (name, { limit, windowMs }) => ({
    async take(key, cost = 1) {
      try {
        const wait = (await viaRedis(redis, () => redis.eval(TAKE, 1, `${prefix}:ratelimit:${name}:${key}`, now().getTime(), windowMs, limit, cost))) as number;
        return wait < 0 ? null : wait / 1000;
      } catch (error) {
        logger.warn({ err: error, limit: name }, 'rate limit not counted: redis is not reachable');
        return null;
      }
    },
  });
}
