// Queue-mode test support: a key prefix per test, removed afterwards, on the test Redis.
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../src/testing';

/** Deletes every key under `prefix`. */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
