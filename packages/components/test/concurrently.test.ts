// mapConcurrently, the bounded fan-out of Batch Run: at most `limit` items in work at once, results
// in the items' order whatever order they finish in, the first failure stopping the rest.
import { describe, expect, it } from 'vitest';
import { mapConcurrently } from '../src/shared/concurrently';

/** Work whose calls the test finishes by hand, and which fails when its signal aborts. */
function manualWork() {
  const calls: Array<{ index: number; signal: AbortSignal; finish: (value: string) => void; fail: (error: Error) => void }> = [];
  let inFlight = 0;
  let most = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const work = (item: string, index: number, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const done = () => (inFlight -= 1);
      signal.addEventListener('abort', () => (done(), reject(signal.reason as Error)), { once: true });
      calls.push({ index, signal, finish: (value) => (done(), resolve(`${item}:${value}`)), fail: (error) => (done(), reject(error)) });
      for (const waiter of waiters.filter((entry) => calls.length >= entry.count)) waiter.resolve();
    });
  /** Resolves once `count` calls have started. */
  const started = (count: number) => (calls.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })));
  return { calls, work, started, most: () => most };
}

describe('mapConcurrently', () => {
  it('works on at most `limit` items at once and keeps the results in the items’ order', async () => {
    const { calls, work, started, most } = manualWork();
    const results = mapConcurrently(['a', 'b', 'c', 'd', 'e'], 2, new AbortController().signal, work);
    await started(2);
    expect(calls.map((call) => call.index)).toEqual([0, 1]);
    calls[1]!.finish('1');
    await started(3);
    calls[2]!.finish('2');
    await started(4);
    calls[3]!.finish('3');
    await started(5);
    calls[4]!.finish('4');
    calls[0]!.finish('0');
    expect(await results).toEqual(['a:0', 'b:1', 'c:2', 'd:3', 'e:4']);
    expect(most()).toBe(2);
  });

  it('throws the first failure, aborting the items in work and starting no more', async () => {
    const { calls, work, started } = manualWork();
    const results = mapConcurrently(['a', 'b', 'c', 'd'], 2, new AbortController().signal, work);
    await started(2);
    const failure = new Error('row a failed');
    calls[0]!.fail(failure);
    await expect(results).rejects.toBe(failure);
    expect(calls.map((call) => call.index)).toEqual([0, 1]);
    expect(calls[1]!.signal.aborted).toBe(true);
  });

  it('stops when the caller’s signal aborts', async () => {
    const { calls, work, started } = manualWork();
    const run = new AbortController();
    const results = mapConcurrently(['a', 'b', 'c'], 2, run.signal, work);
    await started(2);
    run.abort(new Error('cancelled'));
    await expect(results).rejects.toThrow('cancelled');
    expect(calls).toHaveLength(2);
  });
});
