/**
 * When an observer's listeners hear of changes. Without one they hear of each change at once. With
 * one, the first change asks the schedule to run `flush` later; changes until then ride along, and
 * listeners hear once, of the newest result: a streamed answer renders once a frame, not once a token.
 */
export type NotifySchedule = (flush: () => void) => void;

// Browsers have frames; Node and workers do not (this package serves both, without the DOM types).
const runtime = globalThis as { requestAnimationFrame?: (callback: () => void) => unknown };

/** Once per animation frame where the runtime paints frames, else about as often (16 ms). */
export const animationFrameSchedule: NotifySchedule = (flush) => {
  if (typeof runtime.requestAnimationFrame === 'function') runtime.requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};
