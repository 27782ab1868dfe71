// A streamed answer several consumers can read: the source is read to its end once, at its own
// pace, and every reader gets every chunk from the start. Reading eagerly means the provider call
// always finishes (or fails) even when nothing reads the answer, instead of holding a connection.

export function replayableStream(source: AsyncIterable<string>): AsyncIterable<string> {
  const chunks: string[] = [];
  let done = false;
  let failure: { error: unknown } | undefined;
  let waiters: Array<() => void> = [];
  const notify = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const change = () => new Promise<void>((resolve) => waiters.push(resolve));

  void (async () => {
    try {
      for await (const chunk of source) {
        chunks.push(chunk);
        notify();
      }
    } catch (error) {
      // Kept for the readers; an answer nobody reads fails quietly.
      failure = { error };
    } finally {
      done = true;
      notify();
    }
  })();

  return {
    async *[Symbol.asyncIterator]() {
      for (let index = 0; ; ) {
        if (index < chunks.length) {
          yield chunks[index]!;
          index += 1;
        } else if (done) {
          if (failure) throw failure.error;
          return;
        } else {
          await change();
        }
      }
    },
  };
}
