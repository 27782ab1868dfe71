// The chat page's greeting and suggestion chips (UI Input -> UI Output) in a template flow: the
// run API carries UI Output's {greeting, suggestions} (output_type any, or output_component), a
// build stopped at UI Input previews them without calling the model, and follow-up questions a
// model proposes as JSON lines replace the configured chips after each run. SQLite and PostgreSQL.
import type { RunResponse, RunResultData } from '@app/engine';
import { isGenericNode } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { parseEvents, userApi, type Api } from './support/api';
import { endVertices } from './support/builds';
import { connect, fetchCatalogue, makeNode, type Catalogue } from './support/flows';
import { createFromTemplate, nodeOf, saveData, streamedBuild } from './support/templateFlows';

const KEY = 'sk-chat-page-test-0a1b2c3d4e';

/** What the Basic Prompting template configures in its UI Input. */
const CONFIGURED = {
  greeting: '你好！我是你的 AI 助手，有什么可以帮你？',
  suggestions: [{ name: '用三句话介绍一下你自己' }, { name: '帮我写一封请假邮件' }, { name: '什么是提示词工程？' }],
};

function uiOf(output: RunResultData | null | undefined) {
  return (output?.results.ui as { data?: unknown } | undefined)?.data;
}

describe.each(await databasesUnderTest())('the chat page’s greeting and suggestions on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: KEY })]);
    dev = await userApi(server, 'chat-page-dev');
    catalogue = await fetchCatalogue(dev);
    expect((await dev.post('/api/v1/variables/', { name: TEMPLATE_API_KEY_VARIABLE, value: KEY, type: 'Credential' })).status).toBe(201);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  it('answers UI Output’s greeting and suggestions in the run API beside the chat answer', async () => {
    const flow = await createFromTemplate(dev, 'basic-prompting', llm.baseUrl);
    const uiOutput = nodeOf(flow, 'UIOutput');
    llm.queue({ text: '你好！' });
    const any = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: '你好', output_type: 'any' });
    const outputs = any.body.outputs[0]?.outputs ?? [];
    expect(outputs.map((output) => output?.component_id.split('-')[0]).sort()).toEqual(['ChatOutput', 'UIOutput']);
    expect(uiOf(outputs.find((output) => output?.component_id === uiOutput.id))).toEqual(CONFIGURED);

    llm.queue({ text: '你好！' });
    const only = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: '你好', output_component: uiOutput.id });
    expect(only.body.outputs[0]?.outputs).toHaveLength(1);
    expect(uiOf(only.body.outputs[0]?.outputs[0])).toEqual(CONFIGURED);

    // The default chat output type keeps answering the chat answer alone, first.
    llm.queue({ text: '你好！' });
    const chat = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: '你好' });
    expect(chat.body.outputs[0]?.outputs.map((output) => output?.component_id.split('-')[0])).toEqual(['ChatOutput']);
  });

  it('previews them with a build stopped at UI Input, without calling the model', async () => {
    const flow = await createFromTemplate(dev, 'simple-agent', llm.baseUrl);
    const uiInput = nodeOf(flow, 'UIInput');
    const events = await streamedBuild(dev, flow.id, {}, `&stop_component_id=${uiInput.id}`);
    expect(endVertices(events).map((result) => result.id)).toEqual([uiInput.id]);
    expect((endVertices(events)[0]?.data.results.ui as { data: { greeting: string } }).data.greeting).toBe('我是一个会使用工具的智能体：可以计算、查看当前日期，也可以读取网页内容。');
    expect(llm.requests).toHaveLength(0);
  });

  it('shows the follow-up questions a model proposes after each run, in builds and runs', async () => {
    const flow = await createFromTemplate(dev, 'basic-prompting', llm.baseUrl);
    const nodes = flow.data!.nodes;
    const chatOutput = nodeOf(flow, 'ChatOutput');
    const uiOutput = nodeOf(flow, 'UIOutput');
    const followUps = makeNode(catalogue, 'OpenAIModel-follo', {
      openai_api_base: llm.baseUrl,
      api_key: TEMPLATE_API_KEY_VARIABLE,
      system_message: '根据这段回答，提出三个用户可能接着问的问题，每行一个 JSON：{"name": "问题"}。',
    });
    nodes.push(followUps);
    const components = nodes.filter(isGenericNode);
    flow.data!.edges.push(connect(components, `${chatOutput.id}.message`, `${followUps.id}.input_value`), connect(components, `${followUps.id}.text_output`, `${uiOutput.id}.suggestions`));
    await saveData(dev, flow);

    const proposals = '{"name": "请假邮件要写哪些内容？"}\n{"name": "看看示例", "url": "javascript:alert(1)"}\n{"name": "官方模板", "url": "https://example.com/templates"}\n{"name": "第四个"}';
    const expected = {
      greeting: CONFIGURED.greeting,
      suggestions: [{ name: '请假邮件要写哪些内容？' }, { name: '看看示例' }, { name: '官方模板', url: 'https://example.com/templates' }],
    };

    llm.queue({ chunks: ['好的', '，这是邮件。'] }, { text: proposals });
    const events = await streamedBuild(dev, flow.id, { inputs: { input_value: '帮我写一封请假邮件', session: 'follow-ups' } });
    const built = endVertices(events).find((result) => result.id === uiOutput.id);
    expect((built?.data.results.ui as { data: unknown }).data).toEqual(expected);
    const sent = (llm.requests[1]?.body as { messages: Array<{ role: string; content: string }> }).messages;
    expect(sent.at(-1)).toEqual({ role: 'user', content: '好的，这是邮件。' });

    llm.queue({ chunks: ['好的', '，这是邮件。'] }, { text: proposals });
    const run = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: '帮我写一封请假邮件', output_type: 'any' });
    expect(uiOf(run.body.outputs[0]?.outputs.find((output) => output?.component_id === uiOutput.id))).toEqual(expected);

    llm.queue({ chunks: ['好的', '，这是邮件。'] }, { text: proposals });
    const streamed = parseEvents((await dev.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: '帮我写一封请假邮件', output_type: 'any' })).text);
    const result = (streamed.at(-1)?.data as { result: RunResponse }).result;
    expect(uiOf(result.outputs[0]?.outputs.find((output) => output?.component_id === uiOutput.id))).toEqual(expected);
  });
});
