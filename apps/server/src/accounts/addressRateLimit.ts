// A fixed-window count per client address, in this process. It bounds what anonymous callers may
// store; with several API instances each one counts on its own.

export interface RateLimit {
  /** Counts one use; null when allowed, else the seconds until the window reopens. */
  take(address: string): number | null;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now: () => Date;
}

/** Past this many tracked addresses, closed windows are dropped before a new one is added. */
const PRUNE_THRESHOLD = 10_000;

export function createRateLimit({ limit, windowMs, now }: RateLimitOptions): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (at: number) => {
    for (const [address, window] of windows) if (at - window.start >= windowMs) windows.delete(address);
  };
  return {
    take(address) {
      const at = now().getTime();
      let window = windows.get(address);
      if (!window || at - window.start >= windowMs) {
        if (!window && windows.size >= PRUNE_THRESHOLD) prune(at);
        window = { start: at, count: 0 };
        windows.set(address, window);
      }
      if (window.count >= limit) return (window.start + windowMs - at) / 1000;
      window.count += 1;
      return null;
    },
  };
}
