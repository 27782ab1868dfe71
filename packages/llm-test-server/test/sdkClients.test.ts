// The server is only useful if real clients read it as they read the providers: the Vercel AI SDK's
// OpenAI-compatible and Anthropic providers stream its text, parse its tool calls, usage and
// errors, and embed with it.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, embedMany, generateText, jsonSchema, streamText, tool } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashedEmbedding, startLlmTestServer, type LlmTestServer } from '../src/index';

const KEY = 'sk-sdk-test-key';

describe('AI SDK clients against the test server', () => {
  let server: LlmTestServer;
  const openai = () => createOpenAICompatible({ name: 'test', baseURL: server.baseUrl, apiKey: KEY, includeUsage: true });
  const anthropic = () => createAnthropic({ baseURL: server.baseUrl, apiKey: KEY });
  const weather = tool({
    description: 'The weather of a city.',
    inputSchema: jsonSchema<{ city: string }>({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }),
  });

  beforeAll(async () => {
    server = await startLlmTestServer({ apiKey: KEY, embeddingDimensions: 16 });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it('streams OpenAI-compatible text deltas in order with usage', async () => {
    server.queue({ chunks: ['流', '式', ' reply'] });
    const result = streamText({ model: openai().chatModel('gpt-4o-mini'), prompt: 'go' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas).toEqual(['流', '式', ' reply']);
    expect(await result.usage).toMatchObject({ inputTokens: 1, outputTokens: 4 });
    expect(await result.finishReason).toBe('stop');
  });

  it('parses OpenAI-compatible tool calls, streamed and not', async () => {
    server.queue({ text: '', toolCalls: [{ name: 'weather', arguments: { city: '上海' } }] }, { text: '', toolCalls: [{ name: 'weather', arguments: { city: '杭州' } }] });
    const streamed = streamText({ model: openai().chatModel('gpt-4o-mini'), prompt: 'weather?', tools: { weather } });
    expect((await streamed.toolCalls).map((call) => [call.toolName, call.input])).toEqual([['weather', { city: '上海' }]]);
    const generated = await generateText({ model: openai().chatModel('gpt-4o-mini'), prompt: 'weather?', tools: { weather } });
    expect(generated.toolCalls.map((call) => [call.toolCallId, call.input])).toEqual([['call_1', { city: '杭州' }]]);
    expect(server.requests[0]?.body).toMatchObject({ tools: [{ type: 'function', function: { name: 'weather' } }] });
  });

  it('surfaces OpenAI errors as APICallError with the status and the provider’s message', async () => {
    server.queue({ error: { status: 429, message: 'slow down' } });
    const failure = await generateText({ model: openai().chatModel('gpt-4o-mini'), prompt: 'x', maxRetries: 0 }).catch((error: unknown) => error);
    expect(APICallError.isInstance(failure)).toBe(true);
    expect(failure).toMatchObject({ statusCode: 429, message: 'slow down' });
  });

  it('streams Anthropic text and tool use', async () => {
    server.queue({ chunks: ['Hi', ' there'] }, { text: '', toolCalls: [{ name: 'weather', arguments: { city: '深圳' } }] });
    const result = streamText({ model: anthropic()('claude-3-5-haiku-latest'), prompt: 'hello' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas).toEqual(['Hi', ' there']);
    const toolUse = await generateText({ model: anthropic()('claude-3-5-haiku-latest'), prompt: 'weather?', tools: { weather } });
    expect(toolUse.toolCalls.map((call) => call.input)).toEqual([{ city: '深圳' }]);
    expect(server.requests[0]?.headers['x-api-key']).toBe(KEY);
  });

  it('embeds through the OpenAI-compatible embedding model', async () => {
    const { embeddings } = await embedMany({ model: openai().embeddingModel('text-embedding-3-small'), values: ['alpha beta', 'gamma'] });
    expect(embeddings).toEqual([hashedEmbedding('alpha beta', 16), hashedEmbedding('gamma', 16)]);
  });
});
