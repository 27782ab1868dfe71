// What queue mode shares through Redis (REDIS_URL set): the job queue, rate limits and frozen-vertex
// caches; without Redis each lives in this process. ioredis and BullMQ load only in queue mode.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { memoryRateLimits, type RateLimits } from './accounts/addressRateLimit';
import type { JobQueue, JobRunners } from './build/jobs/jobQueue';
import type { JobRecords } from './build/jobs/jobRecords';
import { createMemoryJobQueue } from './build/jobs/memoryJobQueue';
import { createRedisVertexCaches } from './build/redisVertexCaches';
import { createVertexCaches, type VertexCaches } from './build/vertexCaches';
import type { AppConfig } from './config/appConfig';

/**
 * The queue of build and webhook jobs: in this process, or over Redis when REDIS_URL is set (queue
 * mode). BullMQ and ioredis load only in queue mode: a server without Redis never uses them.
 */
export async function createJobQueue(config: AppConfig, logger: Logger, records: JobRecords, runners: JobRunners): Promise<JobQueue> {
  if (!config.redisUrl) return createMemoryJobQueue({ logger, deadlineMs: config.runTimeoutMs, records });
  const { createRedisJobQueue } = await import('./build/jobs/redisJobQueue');
  return createRedisJobQueue({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    logger,
    deadlineMs: config.runTimeoutMs,
    queueWaitMs: config.queueWaitMs,
    records,
    worker: config.role === 'api' ? undefined : { runners, concurrency: config.workerConcurrency },
  });
}

/** Rate limits in this process, or in Redis in queue mode so that every API instance counts against one budget. */
export async function createRateLimits(app: FastifyInstance, config: AppConfig, logger: Logger, clock: () => Date): Promise<RateLimits> {
  if (!config.redisUrl) return memoryRateLimits(clock);
  // Loaded in queue mode only: it shares the queue's Redis helpers, which need ioredis.
  const { createRedisRateLimits } = await import('./accounts/redisRateLimit');
  // Commands fail at once while Redis is away: the limits then let calls through (redisRateLimit).
  const redis = await openFailFastRedis(app, config.redisUrl, logger, 'rate limits');
  return createRedisRateLimits({ redis, prefix: config.redisPrefix, now: clock, logger });
}

/** Frozen-vertex caches in this process, or in Redis in queue mode so that every worker reuses what another built. */
export async function createSharedVertexCaches(app: FastifyInstance, config: AppConfig, logger: Logger): Promise<VertexCaches> {
  if (!config.redisUrl) return createVertexCaches();
  // Commands fail at once while Redis is away: a frozen vertex then runs again (redisVertexCaches).
  const redis = await openFailFastRedis(app, config.redisUrl, logger, 'vertex caches');
  return createRedisVertexCaches({ redis, prefix: config.redisPrefix, logger });
}

/** A Redis connection whose commands fail at once instead of waiting while Redis is away; closed with the app. */
async function openFailFastRedis(app: FastifyInstance, url: string, logger: Logger, purpose: string): Promise<Redis> {
  // Loaded in queue mode only (see createJobQueue).
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => logger.warn({ err: error }, `redis connection error (${purpose})`));
  app.addHook('onClose', async () => redis.disconnect());
  return redis;
}
