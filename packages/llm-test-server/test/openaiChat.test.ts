// The OpenAI side over raw HTTP: completions, SSE chunks, tool-call deltas, usage, the error shapes
// and what the server records.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLlmTestServer, type LlmTestServer } from '../src/index';
import { parseSse, postJson, sseJson } from './support/sse';

interface Chunk {
  object: string;
  model: string;
  choices: Array<{ delta: { role?: string; content?: string; tool_calls?: Array<{ index: number; id?: string; function: { name?: string; arguments?: string } }> }; finish_reason: string | null }>;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
}

const KEY = 'sk-test-0123456789abcdef';
const auth = { authorization: `Bearer ${KEY}` };
const ask = (content: string, extra: Record<string, unknown> = {}) => ({ model: 'gpt-4o-mini', messages: [{ role: 'user', content }], ...extra });

describe('OpenAI chat completions', () => {
  let server: LlmTestServer;
  const chat = (body: unknown, headers: Record<string, string> = auth, signal?: AbortSignal) => postJson(`${server.baseUrl}/chat/completions`, body, headers, signal);

  beforeAll(async () => {
    server = await startLlmTestServer({ apiKey: KEY, models: ['gpt-4o-mini', 'text-embedding-3-small'] });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it('answers a chat.completion that echoes the last user message by default', async () => {
    const response = await chat({ model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: [{ type: 'text', text: 'hello there' }] }] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Echo: hello there' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 4, completion_tokens: 3, total_tokens: 7 },
    });
  });

  it('streams the scripted text in order as chunks, then the finish reason, usage and [DONE]', async () => {
    server.queue({ chunks: ['Hel', 'lo, ', '世界'] });
    const response = await chat(ask('hi', { stream: true, stream_options: { include_usage: true } }));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const text = await response.text();
    expect(parseSse(text).at(-1)?.data).toBe('[DONE]');
    const chunks = sseJson<Chunk>(text);
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '', refusal: null });
    expect(chunks.slice(1, 4).map((chunk) => chunk.choices[0]?.delta.content)).toEqual(['Hel', 'lo, ', '世界']);
    expect(chunks[4]?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(chunks[5]).toMatchObject({ choices: [], usage: { prompt_tokens: 1, completion_tokens: 3, total_tokens: 4 } });
    expect(chunks.slice(0, 5).every((chunk) => chunk.usage === null)).toBe(true);
  });

  it('leaves usage out of a stream that did not ask for it, and splits text into a chunk count', async () => {
    server.queue({ text: 'abcdefgh', chunkCount: 4 });
    const chunks = sseJson<Chunk>(await (await chat(ask('hi', { stream: true }))).text());
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content).filter(Boolean)).toEqual(['ab', 'cd', 'ef', 'gh']);
    expect(chunks.some((chunk) => 'usage' in chunk)).toBe(false);
  });

  it('streams tool calls as deltas: id and name first, then the arguments in pieces', async () => {
    server.queue({ text: '', toolCalls: [{ name: 'get_weather', arguments: { city: '北京' } }, { id: 'call_x', name: 'now', arguments: '{}' }] });
    const chunks = sseJson<Chunk>(await (await chat(ask('weather?', { stream: true }))).text());
    const deltas = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
    expect(deltas[0]).toEqual({ index: 0, id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '' } });
    const argumentsOf = (index: number) => deltas.filter((delta) => delta.index === index).map((delta) => delta.function.arguments).join('');
    expect(JSON.parse(argumentsOf(0))).toEqual({ city: '北京' });
    expect(deltas.find((delta) => delta.index === 1)?.id).toBe('call_x');
    expect(argumentsOf(1)).toBe('{}');
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('returns tool calls in a non-streaming answer with null content', async () => {
    server.queue({ text: '', toolCalls: [{ name: 'lookup', arguments: { q: 'x' } }] });
    const body = (await (await chat(ask('?'))).json()) as { choices: Array<{ message: Record<string, unknown>; finish_reason: string }> };
    expect(body.choices[0]).toMatchObject({
      message: { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{"q":"x"}' } }] },
      finish_reason: 'tool_calls',
    });
  });

  it('refuses a missing or wrong key with 401, and an unknown model with 404, in OpenAI’s error shape', async () => {
    const missing = await chat(ask('hi'), {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: { message: expect.stringContaining("You didn't provide an API key"), type: 'invalid_request_error', param: null, code: null } });
    const wrong = await chat(ask('hi'), { authorization: 'Bearer sk-wrong-key-0000' });
    expect(await wrong.json()).toEqual({
      error: { message: expect.stringContaining('Incorrect API key provided: sk-****0000.'), type: 'invalid_request_error', param: null, code: 'invalid_api_key' },
    });
    const model = await chat({ ...ask('hi'), model: 'gpt-9' });
    expect(model.status).toBe(404);
    expect(await model.json()).toMatchObject({ error: { message: 'The model `gpt-9` does not exist or you do not have access to it.', code: 'model_not_found' } });
  });

  it('answers scripted errors in order, then the default reply again', async () => {
    server.queue({ error: { status: 429 } }, { error: { status: 500, message: 'boom' } });
    const limited = await chat(ask('a'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { message: expect.stringContaining('Rate limit'), type: 'requests', param: null, code: 'rate_limit_exceeded' } });
    const failed = await chat(ask('b'));
    expect([failed.status, await failed.json()]).toEqual([500, { error: { message: 'boom', type: 'server_error', param: null, code: null } }]);
    expect((await chat(ask('c'))).status).toBe(200);
  });

  it('holds an answer, an error too, until what holdUntil returned settles', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let bothArrived!: () => void;
    const arrivals = new Promise<void>((resolve) => (bothArrived = resolve));
    const arrived: string[] = [];
    const hold = (request: { body: unknown }) => {
      arrived.push((request.body as { messages: Array<{ content: string }> }).messages[0]!.content);
      if (arrived.length === 2) bothArrived();
      return released;
    };
    server.queue({ holdUntil: hold }, { holdUntil: hold, error: { status: 429 } });
    let answered = 0;
    const answers = [chat(ask('first')), chat(ask('second'))].map((answer) => answer.then((response) => (answered++, response)));
    await arrivals;
    expect(answered).toBe(0);
    release();
    // The scripts go to the requests in the order they arrived.
    const responses = Object.fromEntries((await Promise.all(answers)).map((response, index) => [['first', 'second'][index]!, response]));
    const [earlier, later] = arrived;
    expect(((await responses[earlier!]!.json()) as { choices: Array<{ message: { content: string } }> }).choices[0]!.message.content).toBe(`Echo: ${earlier}`);
    expect(responses[later!]!.status).toBe(429);
  });

  it('refuses a body without model or messages with 400', async () => {
    const response = await chat({ messages: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'you must provide a model parameter', type: 'invalid_request_error' } });
  });

  it('records requests with headers and bodies, and when the first content went out', async () => {
    await chat(ask('recorded', { stream: true }));
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions', headers: { authorization: `Bearer ${KEY}` }, body: ask('recorded', { stream: true }), closedEarly: false });
    expect(request?.firstContentAt).toEqual(expect.any(Number));
  });

  it('records when each streamed piece went out: every text piece and each tool call’s start', async () => {
    server.queue({ chunks: ['a', 'b', 'c'], delayMs: 5, toolCalls: [{ name: 'lookup', arguments: { q: 'x' } }] });
    await (await chat(ask('timed', { stream: true }))).text();
    const { contentAt, firstContentAt } = server.requests[0]!;
    expect(contentAt).toHaveLength(4);
    expect(contentAt[0]).toBe(firstContentAt);
    // Each piece waits delayMs after the one before (timers may fire a fraction of a millisecond early).
    for (let index = 1; index < contentAt.length; index++) expect(contentAt[index]! - contentAt[index - 1]!).toBeGreaterThanOrEqual(4);
    await chat(ask('whole'));
    expect(server.requests[1]!.contentAt).toEqual([server.requests[1]!.firstContentAt]);
  });

  it('notices a client that goes away mid-stream and stops sending', async () => {
    server.queue({ text: 'one two three four five six', delayMs: 40 });
    const controller = new AbortController();
    const response = await chat(ask('slow', { stream: true }), auth, controller.signal);
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await server.requests[0]!.settled;
    expect(server.requests[0]!.closedEarly).toBe(true);
  });

  it('drops the connection mid-stream when scripted to', async () => {
    server.queue({ chunks: ['a', 'b', 'c'], dropAfterChunks: 1 });
    const response = await chat(ask('x', { stream: true }));
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(/terminated/);
    expect(server.requests[0]?.closedEarly).toBe(true);
  });

  it('lists its models and answers unknown paths with 404', async () => {
    const models = await fetch(`${server.baseUrl}/models`, { headers: auth });
    expect(await models.json()).toMatchObject({ object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }, { id: 'text-embedding-3-small' }] });
    const unknown = await fetch(`${server.baseUrl}/nothing`, { headers: auth });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'unknown_url' } });
  });
});
