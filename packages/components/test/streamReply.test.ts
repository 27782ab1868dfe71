// A streamed model answer read straight from the provider's doStream: a text part reaches the
// answer's reader within a few promise turns, and an error part fails the reader with its message.
import type { LanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { streamReply } from '../src';
import { createLanguageModelValue } from '../src/models/languageModel';

type Part = Record<string, unknown> & { type: string };

/** A provider model whose answer is the parts the test enqueues. */
function scriptedModel() {
  let controller!: ReadableStreamDefaultController<Part>;
  const stream = new ReadableStream<Part>({ start: (started) => void (controller = started) });
  const model = {
    specificationVersion: 'v4',
    provider: 'scripted.chat',
    modelId: 'scripted',
    supportedUrls: {},
    doGenerate: () => Promise.reject(new Error('not used')),
    doStream: () => Promise.resolve({ stream }),
  } as unknown as LanguageModel;
  const value = createLanguageModelValue({
    provider: 'scripted',
    modelName: 'scripted',
    baseUrl: 'http://scripted.test',
    model,
    settings: { temperature: undefined, maxOutputTokens: undefined, maxRetries: 0, timeoutSeconds: 30, jsonOutput: false, nativeJsonMode: false },
  });
  return { value, enqueue: (part: Part) => controller.enqueue(part), close: () => controller.close() };
}

/** Promise turns until `check` holds, up to 30. */
async function turnsUntil(check: () => boolean): Promise<number> {
  for (let turns = 0; turns < 30; turns++) {
    if (check()) return turns;
    await Promise.resolve();
  }
  return Number.POSITIVE_INFINITY;
}

describe('streamReply', () => {
  it('hands each text part to the reader within a few promise turns of the provider part (issue 19)', async () => {
    const scripted = scriptedModel();
    const answer = await streamReply(scripted.value, { input: 'hello', system: '', signal: new AbortController().signal });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const chunk of answer) seen.push(chunk);
    })();
    scripted.enqueue({ type: 'stream-start', warnings: [] });
    scripted.enqueue({ type: 'text-start', id: 't' });
    const turns: number[] = [];
    for (const delta of ['a', 'b', 'c']) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      scripted.enqueue({ type: 'text-delta', id: 't', delta });
      turns.push(await turnsUntil(() => seen.at(-1) === delta));
    }
    scripted.enqueue({ type: 'text-end', id: 't' });
    scripted.close();
    await reading;
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(Math.max(...turns)).toBeLessThanOrEqual(3);
  });

  it('fails the reader with the message of a provider error part, after the text before it', async () => {
    const scripted = scriptedModel();
    const answer = await streamReply(scripted.value, { input: 'hello', system: '', signal: new AbortController().signal });
    scripted.enqueue({ type: 'text-delta', id: 't', delta: 'partial ' });
    scripted.enqueue({ type: 'error', error: { error: { message: 'overloaded, try again', type: 'server_error' } } });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of answer) seen.push(chunk);
      })(),
    ).rejects.toThrow('overloaded, try again');
    expect(seen).toEqual(['partial ']);
  });
});
