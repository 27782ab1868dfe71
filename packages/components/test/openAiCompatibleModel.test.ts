// The OpenAI-compatible model against the local test server: what it sends, whole and streamed
// answers, JSON output, readable provider errors, cancellation and the LanguageModel output.
import { buildFlow, createEventCollector, type EventSink, type OutboundFetch, type OutboundRequest } from '@app/engine';
import type { BuildEvent, ChatMessage } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { generateText, jsonSchema, tool } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isLanguageModelValue, OpenAiCompatibleModel, providerPreset, type LanguageModelValue } from '../src';
import { build, buildOne, makeNode, registry, textOf } from './support/flows';
import { closedPort, keyedNode, modelFlow, telemetryEventsDuring, TEST_KEY, tokenChunks } from './support/models';

const MODEL = 'OpenAIModel-mo000';

describe('OpenAI-compatible model', () => {
  let llm: LlmTestServer;
  const fields = (extra: Record<string, unknown> = {}) => ({ openai_api_base: llm.baseUrl, api_key: TEST_KEY, model_name: 'gpt-4o-mini', max_retries: 0, ...extra });
  const run = (extra: Record<string, unknown> = {}, input = 'hello') => {
    const { nodes, edges } = modelFlow(MODEL, fields(extra));
    return build(nodes, edges, { inputs: { input_value: input } });
  };

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini', 'deepseek-chat'] });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  it('answers the input with the system message, temperature and max tokens it was given', async () => {
    llm.queue({ text: '你好，我是助手。' });
    const built = await run({ system_message: 'You are terse.', temperature: 0.7, max_tokens: 64 });
    expect(built.result.status).toBe('completed');
    expect(built.messages().map((message) => message.text)).toEqual(['hello', '你好，我是助手。']);
    expect(textOf(built.values(MODEL).text_output)).toBe('你好，我是助手。');
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(llm.requests[0]?.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.7,
      max_tokens: 64,
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'hello' },
      ],
    });
    expect(JSON.stringify(built.events)).toContain('用量：输入 4 tokens，输出 8 tokens');
  });

  it('streams the answer as token events in order into one Chat Output message', async () => {
    const chunks = ['流式', '回复', ' arrives', ' in', ' order'];
    llm.queue({ chunks, delayMs: 2 });
    const built = await run({ stream: true });
    expect(built.result.status).toBe('completed');
    expect(tokenChunks(built.events)).toEqual(chunks);
    const answers = built.messages().filter((message) => message.sender === 'Machine');
    expect(answers.at(-1)).toMatchObject({ text: chunks.join(''), properties: { state: 'complete' } });
    const tokenIds = new Set(built.events.flatMap((event) => (event.event === 'token' ? [event.data.id] : [])));
    expect([...tokenIds]).toEqual([answers.at(-1)?.id]);
    expect(llm.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('re-arms one idle timer for the parts of a streamed answer instead of making one per part', async () => {
    const setTimer = globalThis.setTimeout;
    let idleTimers = 0;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      if (new Error().stack?.includes('generateReply')) idleTimers += 1;
      return setTimer(...args);
    }) as typeof setTimeout);
    try {
      llm.queue({ chunks: ['one', ' two', ' three', ' four'] });
      const built = await run({ stream: true });
      expect(built.result.status).toBe('completed');
      expect(tokenChunks(built.events)).toEqual(['one', ' two', ' three', ' four']);
    } finally {
      spy.mockRestore();
    }
    expect(idleTimers).toBe(1);
  });

  it('asks for JSON and checks the answer is JSON, fence or not', async () => {
    llm.queue({ text: '```json\n{"city": "北京"}\n```' }, { text: 'not json at all' });
    const valid = await run({ json_mode: true });
    expect(textOf(valid.values(MODEL).text_output)).toBe('{"city": "北京"}');
    expect(llm.requests[0]?.body).toMatchObject({ response_format: { type: 'json_object' } });
    const invalid = await run({ json_mode: true });
    expect(invalid.error(MODEL)).toContain('模型没有返回有效的 JSON');
  });

  it('checks a streamed JSON answer once it is complete', async () => {
    llm.queue({ chunks: ['{"a"', ': 1'] });
    const built = await run({ json_mode: true, stream: true });
    expect(llm.requests[0]?.body).toMatchObject({ stream: true, response_format: { type: 'json_object' } });
    expect(built.result.status).toBe('failed');
    expect(built.error('ChatOutput-out00')).toContain('模型没有返回有效的 JSON');
  });

  it.each([
    [{ status: 401 }, '模型服务拒绝了 API 密钥（401）：Incorrect API key provided.'],
    [{ status: 403 }, '模型服务拒绝了访问（403）：'],
    [{ status: 429 }, '模型服务限制了请求频率或额度已用完（429）：Rate limit reached for requests.'],
    [{ status: 500, message: 'upstream exploded' }, '模型服务内部出错（500）：upstream exploded'],
    [{ status: 400, message: "Invalid 'temperature'" }, "模型服务拒绝了请求（400）：Invalid 'temperature'"],
  ])('turns a provider error %j into a readable message', async (error, expected) => {
    llm.queue({ error });
    const built = await run();
    expect(built.result.status).toBe('failed');
    const message = built.error(MODEL);
    expect(message).toContain(expected);
    expect(message).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('reports the same errors when streaming, on the model itself', async () => {
    const wrongKey = await run({ stream: true, api_key: 'sk-wrong-0000' });
    expect(wrongKey.error(MODEL)).toContain('模型服务拒绝了 API 密钥（401）：Incorrect API key provided: sk-****0000.');
    const unknownModel = await run({ stream: true, model_name: 'gpt-9' });
    expect(unknownModel.error(MODEL)).toContain('模型服务找不到模型“gpt-9”或接口地址（404）：The model `gpt-9` does not exist');
  });

  it('fails the Chat Output, after the tokens that arrived, when the connection breaks mid-answer', async () => {
    llm.queue({ chunks: ['first ', 'second ', 'third'], dropAfterChunks: 2 });
    const built = await run({ stream: true });
    expect(built.result.status).toBe('failed');
    expect(tokenChunks(built.events)).toEqual(['first ', 'second ']);
    expect(built.error('ChatOutput-out00')).toContain('模型服务的回答在中途中断：');
  });

  it('publishes no telemetry events, whole or streamed: nothing reads them and building them costs every call', async () => {
    const published = await telemetryEventsDuring(async () => {
      llm.queue({ text: 'whole' });
      expect((await run()).result.status).toBe('completed');
      llm.queue({ chunks: ['stre', 'amed'] });
      expect((await run({ stream: true })).result.status).toBe('completed');
    });
    expect(published).toEqual([]);
  });

  it('retries rate limits and server errors, then says how often it tried', async () => {
    llm.queue({ error: { status: 503 } }, { text: 'second time lucky' });
    const recovered = await run({ max_retries: 1 });
    expect(textOf(recovered.values(MODEL).text_output)).toBe('second time lucky');
    llm.queue({ error: { status: 429 } }, { error: { status: 429 } });
    const exhausted = await run({ max_retries: 1 });
    expect(exhausted.error(MODEL)).toMatch(/限制了请求频率.*（共尝试 2 次）/);
  });

  it('retries a streamed call the same way before its answer starts', async () => {
    llm.queue({ error: { status: 503 } }, { chunks: ['second ', 'time'] });
    const recovered = await run({ max_retries: 1, stream: true });
    expect(tokenChunks(recovered.events)).toEqual(['second ', 'time']);
    llm.queue({ error: { status: 429 } }, { error: { status: 429 } });
    const exhausted = await run({ max_retries: 1, stream: true });
    expect(exhausted.error(MODEL)).toMatch(/限制了请求频率.*（共尝试 2 次）/);
  });

  it('says which address could not be reached', async () => {
    const base = `http://127.0.0.1:${await closedPort()}/v1`;
    const built = await run({ openai_api_base: base });
    expect(built.error(MODEL)).toContain(`无法连接到模型服务 ${base}：连接被拒绝（ECONNREFUSED）`);
  });

  it('gives up after the timeout, before the first chunk and between chunks', async () => {
    llm.queue({ firstChunkDelayMs: 3000 });
    const whole = await run({ timeout: 1 });
    expect(whole.error(MODEL)).toContain('模型服务在 1 秒内没有响应，请求已超时。');
    llm.queue({ firstChunkDelayMs: 3000 });
    const streamed = await run({ timeout: 1, stream: true });
    expect(streamed.error(MODEL)).toContain('模型服务在 1 秒内没有响应，请求已超时。');
  });

  it('refuses a missing key for a hosted service, and a base URL that is not http(s)', async () => {
    const noKey = await buildOne(MODEL, { input_value: 'x', api_key: '' });
    expect(noKey.error(MODEL)).toContain('缺少 API 密钥：OpenAI 需要 API 密钥');
    const badUrl = await build([keyedNode(MODEL, { input_value: 'x', api_key: TEST_KEY, openai_api_base: 'ftp://example.com' })]);
    expect(badUrl.error(MODEL)).toContain('基础 URL“ftp://example.com”无效');
  });

  it('reads the key from a credential global variable', async () => {
    const nodes = [makeNode(MODEL, fields({ input_value: 'from variable', api_key: 'OPENAI_API_KEY' }))];
    const asked: string[] = [];
    const resolveVariable = async (name: string) => {
      asked.push(name);
      return name === 'OPENAI_API_KEY' ? TEST_KEY : undefined;
    };
    const built = await build(nodes, [], { resolveVariable });
    expect(textOf(built.values(MODEL).text_output)).toBe('Echo: from variable');
    expect(asked).toEqual(['OPENAI_API_KEY']);
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it('sends provider calls through the server’s guarded fetch when it has one', async () => {
    const calls: Array<{ url: string; init: OutboundRequest }> = [];
    const guarded: OutboundFetch = async (url, init = {}) => {
      calls.push({ url, init });
      return fetch(url, { method: init.method, headers: init.headers, body: init.body, signal: init.signal });
    };
    llm.queue({ chunks: ['through ', 'the guard'] });
    const { nodes, edges } = modelFlow(MODEL, fields({ stream: true }));
    const built = await build(nodes, edges, { inputs: { input_value: 'x' }, services: { fetch: guarded } });
    expect(tokenChunks(built.events)).toEqual(['through ', 'the guard']);
    expect(calls.map((call) => call.url)).toEqual([`${llm.baseUrl}/chat/completions`]);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', headers: { authorization: `Bearer ${TEST_KEY}` }, timeoutMs: 3_600_000 });
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);

    const refusing: OutboundFetch = async (url) => {
      throw new Error(`${new URL(url).host} resolves to 127.0.0.1, a loopback address`);
    };
    const refused = await build(nodes, edges, { inputs: { input_value: 'x' }, services: { fetch: refusing } });
    expect(refused.error(MODEL)).toContain(`无法连接到模型服务 ${llm.baseUrl}：`);
    expect(refused.error(MODEL)).toContain('a loopback address');
  });

  it('needs no key for a local service such as Ollama', async () => {
    const open = await startLlmTestServer();
    try {
      const built = await buildOne(MODEL, { input_value: 'local', provider: 'Ollama', openai_api_base: open.baseUrl, model_name: 'qwen2.5', api_key: '' });
      expect(textOf(built.output.text_output)).toBe('Echo: local');
      expect(open.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('has the Chat Output ready once the model service accepted the call, before the first text of the answer', async () => {
    // The service's headers and first event come at once, its text only when the Chat Output has
    // started: a model that waited for the text before finishing would wait for ever (here: time out).
    let release!: () => void;
    const outputStarted = new Promise<void>((resolve) => (release = resolve));
    const event = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const answering: OutboundFetch = async (_url, init = {}) => {
      const bytes = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason), { once: true });
          controller.enqueue(bytes.encode(event({ role: 'assistant', content: '' })));
          await outputStarted;
          controller.enqueue(bytes.encode(`${event({ content: 'after the start' })}${event({}, 'stop')}data: [DONE]\n\n`));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    };
    const events: BuildEvent[] = [];
    const sink: EventSink = {
      emit(sent) {
        events.push(sent);
        if (sent.event === 'build_start' && sent.data.id === 'ChatOutput-out00') release();
      },
    };
    const { nodes, edges } = modelFlow(MODEL, fields({ stream: true, timeout: 1 }));
    const result = await buildFlow({ registry, flowId: 'flow-1', flow: { nodes, edges }, sink, inputs: { input_value: 'go' }, services: { fetch: answering } });
    expect(result.status).toBe('completed');
    expect(tokenChunks(events)).toEqual(['after the start']);
  });

  it('stops the provider call when the build is cancelled mid-stream', async () => {
    llm.queue({ text: Array.from({ length: 40 }, (_, index) => `w${index}`).join(' '), delayMs: 30 });
    const controller = new AbortController();
    const events: BuildEvent[] = [];
    const sink: EventSink = {
      emit(event) {
        events.push(event);
        if (event.event === 'token') controller.abort();
      },
    };
    const { nodes, edges } = modelFlow(MODEL, fields({ stream: true }));
    const result = await buildFlow({ registry, flowId: 'flow-1', flow: { nodes, edges }, sink, inputs: { input_value: 'go' }, signal: controller.signal });
    expect(result.status).toBe('cancelled');
    await llm.requests[0]!.settled;
    expect(llm.requests[0]!.closedEarly).toBe(true);
    expect(tokenChunks(events).length).toBeLessThan(40);
  });

  it('offers the LanguageModel without calling the provider when it has no input', async () => {
    const built = await build([keyedNode(MODEL, fields({ model_name: 'deepseek-chat', provider: 'DeepSeek' }))]);
    const model = built.values(MODEL).model_output;
    expect(isLanguageModelValue(model)).toBe(true);
    expect(built.values(MODEL).text_output).toBeUndefined();
    expect(llm.requests).toHaveLength(0);
    const endVertex = built.events.find((event) => event.event === 'end_vertex');
    expect(JSON.stringify(endVertex)).toContain('"model_name":"deepseek-chat"');
    expect(JSON.stringify(built.events)).not.toContain(TEST_KEY);

    llm.queue({ text: '', toolCalls: [{ name: 'weather', arguments: { city: '广州' } }] });
    const weather = tool({ description: 'Weather', inputSchema: jsonSchema<{ city: string }>({ type: 'object', properties: { city: { type: 'string' } } }) });
    const answer = await generateText({ model: (model as LanguageModelValue).model, prompt: 'weather?', tools: { weather } });
    expect(answer.toolCalls.map((call) => call.input)).toEqual([{ city: '广州' }]);
  });

  it('fills the base URL and the model list when the provider changes', async () => {
    const node = makeNode(MODEL);
    const update = await OpenAiCompatibleModel.updateTemplate!({ template: node.data.node.template, outputs: [], field: 'provider', value: 'DeepSeek' });
    expect(update.template?.openai_api_base).toMatchObject({ value: providerPreset('DeepSeek').baseUrl });
    expect(update.template?.model_name).toMatchObject({ options: ['deepseek-chat', 'deepseek-reasoner'], value: 'deepseek-chat' });
    expect(node.data.node.template.openai_api_base).toMatchObject({ value: 'https://api.openai.com/v1' });
    expect(await OpenAiCompatibleModel.updateTemplate!({ template: node.data.node.template, outputs: [], field: 'temperature', value: 1 })).toEqual({});
  });

  it('lists the service’s own models on refresh, with the key from a global variable, and keeps the preset list otherwise', async () => {
    const node = makeNode(MODEL);
    const template = structuredClone(node.data.node.template);
    Object.assign(template.openai_api_base as object, { value: `${llm.url}/v1` });
    Object.assign(template.api_key as object, { value: 'MY_KEY', load_from_db: true });
    const services = { fetch: ((url, init) => fetch(url, { headers: init?.headers })) as OutboundFetch };
    const refresh = (resolveVariable?: (name: string) => Promise<string | undefined>) =>
      OpenAiCompatibleModel.updateTemplate!({ template, outputs: [], field: 'model_name', value: 'gpt-4o-mini', services, resolveVariable });

    const listed = await refresh(async (name) => (name === 'MY_KEY' ? TEST_KEY : undefined));
    expect(listed.template?.model_name).toMatchObject({ options: ['deepseek-chat', 'gpt-4o-mini'], value: 'gpt-4o-mini' });
    // A refused key (no variable) leaves the preset's list.
    const refused = await refresh();
    expect((refused.template?.model_name as { options: string[] }).options).toEqual([...providerPreset('OpenAI').models]);
  });

  it('is a models component whose text output a Chat Output message can show', async () => {
    const node = makeNode(MODEL);
    expect(node.data.node).toMatchObject({ display_name: 'OpenAI 兼容模型', icon: 'Bot', documentation: expect.stringContaining('DeepSeek') });
    expect(registry.catalogue().models?.OpenAIModel).toBeDefined();
    expect(node.data.node.template.api_key).toMatchObject({ password: true, load_from_db: true });
    expect(node.data.node.template.temperature).toMatchObject({ type: 'slider', range_spec: { min: 0, max: 2, step: 0.01 } });
    expect(node.data.node.outputs?.map((output) => [output.name, output.types])).toEqual([
      ['text_output', ['Message']],
      ['model_output', ['LanguageModel']],
    ]);
  });

  it('sends the run through the collector the same way without a Chat Output', async () => {
    llm.queue({ text: 'plain' });
    const sink = createEventCollector();
    const nodes = [keyedNode(MODEL, fields({ input_value: 'direct' }))];
    await buildFlow({ registry, flowId: 'f', flow: { nodes, edges: [] }, sink });
    const end = sink.events.find((event) => event.event === 'end_vertex');
    expect((end?.data.build_data.data.results.text_output as ChatMessage | undefined)?.text).toBe('plain');
  });
});
