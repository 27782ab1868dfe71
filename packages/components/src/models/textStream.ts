// A streamed answer several consumers can read: every reader gets every chunk from the start,
// while the source is pulled only once and only as fast as the fastest reader asks.

export function replayableStream(source: AsyncIterator<string>): AsyncIterable<string> & { prefetch(): Promise<void> } {
  const chunks: string[] = [];
  let done = false;
  let failed = false;
  let failure: unknown;
  let pulling: Promise<void> | undefined;

  const pull = (): Promise<void> =>
    (pulling ??= source
      .next()
      .then(
        (result) => {
          if (result.done) done = true;
          else chunks.push(result.value);
        },
        (error: unknown) => {
          failed = true;
          failure = error;
          done = true;
        },
      )
      .finally(() => {
        pulling = undefined;
      }));

  return {
    /** Reads the first chunk ahead, so a call that fails at once fails here. */
    async prefetch() {
      if (chunks.length === 0 && !done) await pull();
      if (failed) throw failure;
    },
    async *[Symbol.asyncIterator]() {
      for (let index = 0; ; ) {
        if (index < chunks.length) {
          yield chunks[index]!;
          index += 1;
        } else if (done) {
          if (failed) throw failure;
          return;
        } else {
          await pull();
        }
      }
    },
  };
}
