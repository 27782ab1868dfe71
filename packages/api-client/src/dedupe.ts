// Spec: "duplicate identical GET requests within 300 ms are cancelled". Cancelling the second one
// would leave its caller without data, so the duplicate shares the first one's result instead:
// one request on the wire, every caller gets the answer. A mutation may change any answer, so it
// ends the sharing: a GET after a save reads the saved state, never an answer from before it.

export const DEDUPE_WINDOW_MS = 300;

export interface Deduper {
  run<T>(key: string, start: () => Promise<T>): Promise<T>;
  /** Ends sharing for every GET so far: a later one goes out again. */
  forget(): void;
}

export function createDeduper(windowMs = DEDUPE_WINDOW_MS, now: () => number = Date.now): Deduper {
  const recent = new Map<string, { startedAt: number; result: Promise<unknown> }>();
  return {
    run<T>(key: string, start: () => Promise<T>): Promise<T> {
      const at = now();
      // Entries live only for the window, so pruning on use keeps the map tiny without timers.
      for (const [entryKey, entry] of recent) {
        if (at - entry.startedAt >= windowMs) recent.delete(entryKey);
      }
      const existing = recent.get(key);
      if (existing) return existing.result as Promise<T>;
      const result = start();
      recent.set(key, { startedAt: at, result });
      return result;
    },
    forget() {
      recent.clear();
    },
  };
}
