// The Anthropic side over raw HTTP: the message object, the named stream events with text and
// tool_use blocks, and Anthropic's error shape.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLlmTestServer, type LlmTestServer } from '../src/index';
import { parseSse, postJson } from './support/sse';

interface StreamEvent {
  type: string;
  content_block?: unknown;
  delta?: { partial_json?: string };
}

const KEY = 'sk-ant-test-key';
const headers = { 'x-api-key': KEY, 'anthropic-version': '2023-06-01' };
const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  model: 'claude-3-5-haiku-latest',
  max_tokens: 100,
  system: 'Be brief.',
  messages: [{ role: 'user', content }],
  ...extra,
});

describe('Anthropic messages', () => {
  let server: LlmTestServer;
  const send = (body: unknown, extra: Record<string, string> = headers) => postJson(`${server.baseUrl}/messages`, body, extra);

  beforeAll(async () => {
    server = await startLlmTestServer({ apiKey: KEY, models: ['claude-3-5-haiku-latest'] });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it('answers a message with a text block, the stop reason and usage', async () => {
    const response = await send(ask('hello'));
    expect(await response.json()).toEqual({
      id: 'msg_test_1',
      type: 'message',
      role: 'assistant',
      model: 'claude-3-5-haiku-latest',
      content: [{ type: 'text', text: 'Echo: hello' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 3, output_tokens: 2 },
    });
  });

  it('streams the named events in Anthropic’s order, text then tool_use', async () => {
    server.queue({ chunks: ['你', '好'], toolCalls: [{ name: 'search', arguments: { q: 'x' } }] });
    const events = parseSse(await (await send(ask('hi', { stream: true }))).text());
    expect(events.map((event) => event.event)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const data = events.map((event) => JSON.parse(event.data) as StreamEvent);
    expect(data.every((payload, index) => payload.type === events[index]?.event)).toBe(true);
    expect(data[3]).toEqual({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '你' } });
    expect(data[6]?.content_block).toEqual({ type: 'tool_use', id: 'toolu_1', name: 'search', input: {} });
    expect(JSON.parse(data.slice(7, 10).map((payload) => payload.delta?.partial_json).join(''))).toEqual({ q: 'x' });
    expect(data[11]).toMatchObject({ delta: { stop_reason: 'tool_use' }, usage: { output_tokens: expect.any(Number) } });
  });

  it('records when each text delta and each tool_use block went out', async () => {
    server.queue({ chunks: ['你', '好'], delayMs: 5, toolCalls: [{ name: 'search', arguments: { q: 'x' } }] });
    await (await send(ask('hi', { stream: true }))).text();
    const { contentAt, firstContentAt } = server.requests[0]!;
    expect(contentAt).toHaveLength(3);
    expect(contentAt[0]).toBe(firstContentAt);
    expect(contentAt[1]! - contentAt[0]!).toBeGreaterThanOrEqual(4);
  });

  it('refuses a wrong key, a missing version header, a missing max_tokens and an unknown model', async () => {
    const wrongKey = await send(ask('x'), { ...headers, 'x-api-key': 'nope' });
    expect([wrongKey.status, await wrongKey.json()]).toEqual([401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }]);
    const noVersion = await send(ask('x'), { 'x-api-key': KEY });
    expect(noVersion.status).toBe(400);
    const noMaxTokens = await send({ model: 'claude-3-5-haiku-latest', messages: [{ role: 'user', content: 'x' }] });
    expect(await noMaxTokens.json()).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: Field required' } });
    const model = await send({ ...ask('x'), model: 'claude-0' });
    expect([model.status, ((await model.json()) as { error: { type: string } }).error.type]).toEqual([404, 'not_found_error']);
  });

  it('answers scripted errors in Anthropic’s shape', async () => {
    server.queue({ error: { status: 529 } });
    const response = await send(ask('x'));
    expect([response.status, await response.json()]).toEqual([529, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }]);
  });
});
