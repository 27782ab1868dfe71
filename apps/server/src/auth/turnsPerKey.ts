// Work that runs one at a time per key (a client address), with a bounded line behind it: one
// client's burst waits for itself, while other clients' work goes on beside it.

export interface TurnsPerKey {
  /** Runs `work` after the key's earlier work; throws `refuse()` when `maxWaiting` are in line already. */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

export function turnsPerKey(maxWaiting: number, refuse: () => Error): TurnsPerKey {
  const lines = new Map<string, { last: Promise<unknown>; size: number }>();
  return {
    async run(key, work) {
      const line = lines.get(key) ?? { last: Promise.resolve(), size: 0 };
      if (line.size > maxWaiting) throw refuse();
      line.size += 1;
      lines.set(key, line);
      const mine = line.last.then(work);
      line.last = mine.catch(() => undefined);
      try {
        return await mine;
      } finally {
        line.size -= 1;
        if (line.size === 0) lines.delete(key);
      }
    },
  };
}
