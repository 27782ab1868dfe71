// The replayable token stream a streaming model outputs: every reader gets every chunk, the source
// is read to its end once even without readers, and failures reach the readers.
import { describe, expect, it } from 'vitest';
import { replayableStream } from '../src';

async function* source(chunks: string[], failAfter?: number, read: string[] = []) {
  for (const [index, chunk] of chunks.entries()) {
    if (index === failAfter) throw new Error('provider dropped the stream');
    await new Promise((resolve) => setTimeout(resolve, 1));
    read.push(chunk);
    yield chunk;
  }
  if (failAfter === chunks.length) throw new Error('provider dropped the stream');
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
});
