// The replayable token stream a streaming model outputs: every reader gets every chunk, the source
// is read to its end once even without readers, and failures reach the readers.
import { describe, expect, it } from 'vitest';
import { replayableStream, type ChunkProducer } from '../src';

function source(chunks: string[], failAfter?: number, read: string[] = []): ChunkProducer {
  return async (push) => {
    for (const [index, chunk] of chunks.entries()) {
      if (index === failAfter) throw new Error('provider dropped the stream');
      await new Promise((resolve) => setTimeout(resolve, 1));
      read.push(chunk);
      push(chunk);
    }
    if (failAfter === chunks.length) throw new Error('provider dropped the stream');
  };
}

/** Promise turns until `check` holds, up to 20. */
async function turnsUntil(check: () => boolean): Promise<number> {
  for (let turns = 0; turns < 20; turns++) {
    if (check()) return turns;
    await Promise.resolve();
  }
  return Number.POSITIVE_INFINITY;
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('replayableStream', () => {
  it('gives every reader every chunk in order, a late reader too', async () => {
    const stream = replayableStream(source(['a', 'b', 'c']));
    const [first, second] = await Promise.all([collect(stream), collect(stream)]);
    expect(first).toEqual(['a', 'b', 'c']);
    expect(second).toEqual(['a', 'b', 'c']);
    expect(await collect(stream)).toEqual(['a', 'b', 'c']);
  });

  it('reads the source to its end even when nobody reads the stream', async () => {
    const read: string[] = [];
    replayableStream(source(['x', 'y'], undefined, read));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toEqual(['x', 'y']);
  });

  it('fails its readers when the source fails, before its first chunk and after some chunks', async () => {
    await expect(collect(replayableStream(source(['a'], 0)))).rejects.toThrow('provider dropped the stream');
    const partial = replayableStream(source(['a', 'b'], 2));
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of partial) seen.push(chunk);
      })(),
    ).rejects.toThrow('provider dropped the stream');
    expect(seen).toEqual(['a', 'b']);
  });

  it('hands a chunk to a waiting reader within one promise turn of its push (issue 19)', async () => {
    let push!: (chunk: string) => void;
    let finish!: () => void;
    const stream = replayableStream((pushChunk) => {
      push = pushChunk;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const chunk of stream) seen.push(chunk);
    })();
    const turns: number[] = [];
    for (const chunk of ['a', 'b', 'c']) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      push(chunk);
      turns.push(await turnsUntil(() => seen.at(-1) === chunk));
    }
    finish();
    await reading;
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(Math.max(...turns)).toBeLessThanOrEqual(1);
  });
});
