// A streamed answer several consumers can read: the source is read to its end once, at its own
// pace, and every reader gets every chunk from the start. Reading eagerly means the provider call
// always finishes (or fails) even when nothing reads the answer, instead of holding a connection.

/** Reads a source to its end, handing each chunk to `push`; rejects when the source fails. */
export type ChunkProducer = (push: (chunk: string) => void) => Promise<void>;

/**
 * A waiting reader's next() is settled by the push itself: the chunk reaches the reader one
 * promise turn after the source had it, with no generator or wake-up-and-look-again between them
 * (they cost several turns per streamed token, issue 19).
 */
export function replayableStream(produce: ChunkProducer): AsyncIterable<string> {
  const chunks: string[] = [];
  let done = false;
  let failure: { error: unknown } | undefined;
  const waiting = new Set<() => void>();
  const settle = () => {
    const woken = [...waiting];
    waiting.clear();
    for (const wake of woken) wake();
  };

  produce((chunk) => {
    chunks.push(chunk);
    if (waiting.size > 0) settle();
  }).then(
    () => {
      done = true;
      settle();
    },
    (error: unknown) => {
      // Kept for the readers; an answer nobody reads fails quietly.
      failure = { error };
      done = true;
      settle();
    },
  );

  return {
    [Symbol.asyncIterator](): AsyncIterator<string> {
      let index = 0;
      /** The reader's next result, or undefined when it has to wait. */
      const step = (): IteratorResult<string> | undefined => {
        if (index < chunks.length) return { value: chunks[index++]!, done: false };
        if (!done) return undefined;
        if (failure) throw failure.error;
        return { value: undefined, done: true };
      };
      return {
        next() {
          try {
            const result = step();
            if (result) return Promise.resolve(result);
          } catch (error) {
            return Promise.reject(error);
          }
          return new Promise((resolve, reject) => {
            waiting.add(() => {
              try {
                resolve(step()!);
              } catch (error) {
                reject(error);
              }
            });
          });
        },
      };
    },
  };
}
