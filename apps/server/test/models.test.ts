// A model in a real flow through the real server: ChatInput -> Prompt -> OpenAI-compatible model
// -> ChatOutput, the model pointed at the local test server and its key in a credential global
// variable. Tokens reach the build API and the run API's stream in order and add up to the final
// message; provider errors read in Chinese; cancelling a build closes the provider call.
import type { RunResponse } from '@app/engine';
import type { BuildEvent, ChatMessage, TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { parseEvents, userApi, type Api } from './support/api';
import { endVertices, messagesOf, pollEvents, startBuild } from './support/builds';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const KEY = 'sk-server-models-test-0001';
const KEY_VARIABLE = 'OPENAI_API_KEY';
const MODEL = 'OpenAIModel-mo000';

type TokenData = Extract<BuildEvent, { event: 'token' }>['data'];

function tokens(events: readonly BuildEvent[]): TokenData[] {
  return events.flatMap((event) => (event.event === 'token' ? [event.data] : []));
}

describe.each(await databasesUnderTest())('models in flows on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let dev: Api;
  let catalogue: Catalogue;

  /** ChatInput -> Prompt -> model -> ChatOutput; the model's key comes from the credential variable. */
  function modelGraph(values: Record<string, unknown> = {}): Graph {
    const nodes = [
      makeNode(catalogue, 'ChatInput-in000'),
      makeNode(catalogue, 'Prompt-pr000', { template: 'Answer briefly: {question}', question: '' }),
      makeNode(catalogue, MODEL, { openai_api_base: llm.baseUrl, model_name: 'gpt-4o-mini', api_key: KEY_VARIABLE, max_retries: 0, stream: true, ...values }),
      makeNode(catalogue, 'ChatOutput-out00'),
    ];
    (nodes[2]!.data.node.template.api_key as TemplateField).load_from_db = true;
    const edges = [
      connect(nodes, 'ChatInput-in000.message', 'Prompt-pr000.question'),
      connect(nodes, 'Prompt-pr000.prompt', `${MODEL}.input_value`),
      connect(nodes, `${MODEL}.text_output`, 'ChatOutput-out00.input_value'),
    ];
    return { nodes, edges };
  }

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: KEY, models: ['gpt-4o-mini'] });
    // Provider calls go through the guarded fetch, which lets components reach this machine only when allowed.
    server = await createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
    dev = await userApi(server, 'model-dev');
    catalogue = await fetchCatalogue(dev);
    const variable = await dev.post('/api/v1/variables/', { name: KEY_VARIABLE, value: KEY, type: 'Credential' });
    if (variable.status !== 201) throw new Error(`variable not created: ${variable.text}`);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await server.close();
    await llm.close();
  });

  it('streams the model’s tokens through the build API in order, and the final message is their join', async () => {
    const chunks = ['构建', '接口', '的', ' streamed', ' answer'];
    llm.queue({ chunks, delayMs: 2 });
    const flow = await createFlow(dev, modelGraph());
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: '为什么？' } }, 'event_delivery=streaming');
    const events = parseEvents((await dev.get(`/api/v1/build/${jobId}/events?event_delivery=streaming`)).text);

    expect(endVertices(events).every((result) => result.valid)).toBe(true);
    expect(tokens(events).map((token) => token.chunk)).toEqual(chunks);
    const answer = messagesOf(events).filter((message) => message.sender === 'Machine');
    expect(answer.at(-1)).toMatchObject({ text: chunks.join(''), properties: { state: 'complete' } });
    expect(new Set(tokens(events).map((token) => token.id))).toEqual(new Set([answer.at(-1)!.id]));
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(llm.requests[0]?.body).toMatchObject({ stream: true, messages: [{ role: 'user', content: 'Answer briefly: 为什么？' }] });
    expect(JSON.stringify(events)).not.toContain(KEY);

    const stored = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`);
    expect(stored.body.map((message) => message.text)).toEqual(['为什么？', chunks.join('')]);
  });

  it('lists the service’s models on the model field’s refresh, with the key from the user’s credential variable', async () => {
    const node = catalogue.OpenAIModel!;
    const template = structuredClone(node.template);
    Object.assign(template.openai_api_base as TemplateField, { value: `${llm.url}/v1` });
    Object.assign(template.api_key as TemplateField, { value: KEY_VARIABLE, load_from_db: true });
    const { body } = await dev.post<{ template: Record<string, TemplateField> }>('/api/v1/custom_component/update', {
      code: (node.template.code as TemplateField).value,
      template,
      field: 'model_name',
      field_value: 'gpt-4o-mini',
    });
    expect(body.template.model_name?.options).toEqual(['gpt-4o-mini']);
    expect(llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify(body)).not.toContain(KEY);
  });

  it('streams the tokens through the run API with ?stream=true and ends with the joined answer', async () => {
    const chunks = ['run ', 'API ', '流式'];
    llm.queue({ chunks });
    const flow = await createFlow(dev, modelGraph());
    const answer = await dev.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: 'hello', session_id: 'models-run' });
    expect(answer.status).toBe(200);
    const events = parseEvents(answer.text);
    expect(tokens(events).map((token) => token.chunk)).toEqual(chunks);
    const end = events.at(-1);
    expect(end?.event).toBe('end');
    const result = (end?.data as { result: RunResponse }).result;
    const output = result.outputs[0]?.outputs[0];
    expect((output?.results.message as ChatMessage | undefined)?.text).toBe(chunks.join(''));
  });

  it('answers without streaming through the run API', async () => {
    llm.queue({ text: '完整的回答' });
    const flow = await createFlow(dev, modelGraph({ stream: false }));
    const answer = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'q' });
    expect((answer.body.outputs[0]?.outputs[0]?.results.message as ChatMessage | undefined)?.text).toBe('完整的回答');
  });

  it('shows a refused key as a readable Chinese error on the model, in builds and runs', async () => {
    llm.queue({ error: { status: 401 } }, { error: { status: 401 } });
    const flow = await createFlow(dev, modelGraph());
    const events = await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'x' } }));
    const failed = endVertices(events).find((result) => !result.valid);
    expect(failed?.id).toBe(MODEL);
    const errorMessage = (Object.values(failed?.data.outputs ?? {})[0]?.message as { errorMessage?: string } | undefined)?.errorMessage;
    expect(errorMessage).toContain('模型服务拒绝了 API 密钥（401）：Incorrect API key provided.');
    const run = await dev.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'x' });
    expect(run.status).toBe(500);
    expect(run.body.detail).toContain('模型服务拒绝了 API 密钥（401）');
  });

  it('refuses a base URL on this machine that the administrator did not allow, saying why', async () => {
    const flow = await createFlow(dev, modelGraph({ openai_api_base: 'http://127.0.0.2:8000/v1', stream: false }));
    const run = await dev.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'x' });
    expect(run.status).toBe(500);
    expect(run.body.detail).toContain('无法连接到模型服务 http://127.0.0.2:8000/v1：');
    expect(run.body.detail).toContain('loopback');
  });

  it('closes the provider call when the build is cancelled mid-answer', async () => {
    llm.queue({ text: Array.from({ length: 60 }, (_, index) => `w${index}`).join(' '), delayMs: 25 });
    const flow = await createFlow(dev, modelGraph());
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'long' } });
    await pollEvents(dev, jobId, (event) => event.event === 'token');
    expect((await dev.post(`/api/v1/build/${jobId}/cancel`)).body).toEqual({ success: true, message: 'Flow build cancelled successfully' });
    await llm.requests[0]!.settled;
    expect(llm.requests[0]!.closedEarly).toBe(true);
  });
});
