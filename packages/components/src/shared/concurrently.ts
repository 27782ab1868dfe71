// Work on many items with a few at a time, as a component that calls a service once per item does
// (Batch Run: one model call per row), keeping the results in the items' order.

/**
 * `work` for each item, at most `limit` at once, the results in the items' order. `work` gets a
 * signal that aborts with `signal` and at the first failure, which stops the other items (those
 * in flight abort, no more start) and is what this throws.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T, index: number, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const stop = new AbortController();
  const stopped = AbortSignal.any([signal, stop.signal]);
  const results = new Array<R>(items.length);
  let failure: { error: unknown } | undefined;
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stopped.aborted) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index, stopped);
      } catch (error) {
        // The first failure is the one to report; the others are the aborts it caused.
        failure ??= { error };
        stop.abort(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  signal.throwIfAborted();
  return results;
}
