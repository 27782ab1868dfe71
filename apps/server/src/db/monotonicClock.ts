/**
 * Times for rows that are listed in the order they were written (messages, transactions). Two
 * rows of one build can be written within the same millisecond, so each call returns a time
 * strictly after the previous one of this clock.
 */
export function monotonicClock(): () => Date {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}
