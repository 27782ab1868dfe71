// The Anthropic model against the local test server's Messages endpoint: whole and streamed
// answers, the request it sends, and a refused key.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build, textOf } from './support/flows';
import { modelFlow, TEST_KEY, tokenChunks } from './support/models';

const MODEL = 'AnthropicModel-an000';

describe('Anthropic model', () => {
  let llm: LlmTestServer;
  const run = (extra: Record<string, unknown> = {}) => {
    const { nodes, edges } = modelFlow(MODEL, { base_url: llm.baseUrl, api_key: TEST_KEY, max_retries: 0, ...extra });
    return build(nodes, edges, { inputs: { input_value: 'hello claude' } });
  };

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  it('answers through the Messages API with the system message, key and a length limit', async () => {
    llm.queue({ text: 'Hi, I am Claude.' });
    const built = await run({ system_message: 'Be kind.', temperature: 0.5 });
    expect(textOf(built.values(MODEL).text_output)).toBe('Hi, I am Claude.');
    const request = llm.requests[0];
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe(TEST_KEY);
    expect(request?.body).toMatchObject({
      model: 'claude-sonnet-4-5',
      max_tokens: 4096,
      temperature: 0.5,
      system: [{ type: 'text', text: 'Be kind.' }],
      messages: [{ role: 'user', content: [{ type: 'text', text: 'hello claude' }] }],
    });
  });

  it('streams text deltas as token events in order', async () => {
    llm.queue({ chunks: ['Claude ', '流式', '回复'] });
    const built = await run({ stream: true });
    expect(tokenChunks(built.events)).toEqual(['Claude ', '流式', '回复']);
    expect(built.messages().at(-1)?.text).toBe('Claude 流式回复');
  });

  it('checks JSON output itself and reports a refused key readably', async () => {
    llm.queue({ text: '{"ok": true}' }, { text: 'nope' });
    expect(textOf((await run({ json_mode: true })).values(MODEL).text_output)).toBe('{"ok": true}');
    expect((await run({ json_mode: true })).error(MODEL)).toContain('模型没有返回有效的 JSON');
    const refused = await run({ api_key: 'wrong' });
    expect(refused.error(MODEL)).toContain('模型服务拒绝了 API 密钥（401）：invalid x-api-key');
  });
});
