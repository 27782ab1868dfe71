/**
 * The clock and timers the client uses, injectable so tests can drive time (the 300 ms minimum
 * BUILDING time, the 100 ms polling interval) with fake timers or a hand-made clock.
 */
export interface BuildTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up on every call rather than captured, so fake timers installed after import still apply.
export const systemTimers: BuildTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};
