// A fixed-window count per key (a client address, an API key, a user), in this process. It bounds what
// callers may make the server do; in queue mode the counts live in Redis instead
// (redisRateLimit), so that every API instance shares them.

export interface RateLimit {
  /**
   * Counts one use, or `cost` units of a budget (bytes); null when allowed, else the seconds until
   * the window reopens. A refused take counts nothing. A negative cost gives units back (a charge
   * another budget then refused), never below none.
   */
  take(key: string, cost?: number): Promise<number | null>;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Makes the limit named `name` (its keys are kept apart from every other limit's). */
export type RateLimits = (name: string, rule: RateLimitRule) => RateLimit;

export interface RateLimitOptions extends RateLimitRule {
  now: () => Date;
}

/** Past this many tracked keys, closed windows are dropped before a new one is added. */
const PRUNE_THRESHOLD = 10_000;

export function createRateLimit({ limit, windowMs, now }: RateLimitOptions): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (at: number) => {
    for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
  };
  return {
    async take(key, cost = 1) {
      const at = now().getTime();
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        if (!window && windows.size >= PRUNE_THRESHOLD) prune(at);
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      if (window.count + cost > limit) return (window.start + windowMs - at) / 1000;
      window.count = Math.max(0, window.count + cost);
      return null;
    },
  };
}

/** Limits counted in this process. */
export function memoryRateLimits(now: () => Date): RateLimits {
  return (_name, rule) => createRateLimit({ ...rule, now });
}
