// No question is lost to a frozen path (issue: freezing a path, then unfreezing the model, left
// Chat Input frozen and the playground answered the cached input). A Basic-Prompting-like flow
// (Chat Input -> Prompt -> model -> Chat Output) with its path up to the model frozen and the model
// thawed again answers every new question, through the editor's playground build and the public
// playground, the model at the local OpenAI-protocol server. On SQLite and PostgreSQL.
import type { BuildEvent, FlowRecord, GenericNode } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { parseEvents, userApi, type Api } from './support/api';
import { endVertices, messagesOf } from './support/builds';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';
import { saveData, streamedBuild } from './support/templateFlows';

const KEY = 'sk-frozen-path-test-7d1f';
const KEY_VARIABLE = 'FROZEN_TEST_KEY';
const MODEL = 'OpenAIModel-mo000';
const PROMPT = 'Prompt-pr000';
const CHAT_INPUT = 'ChatInput-in000';
const QUESTIONS = ['北京有多少人口？', '上海在哪个省？'];
const FROZEN_LOG = 'Frozen, but its inputs changed since the result was cached: built again with the new inputs.';

type ChatBody = { messages: Array<{ role: string; content: string }> };

function questionGraph(catalogue: Catalogue, baseUrl: string): Graph {
  const nodes = [
    makeNode(catalogue, CHAT_INPUT),
    makeNode(catalogue, PROMPT, { template: '请简短回答：{question}', question: '' }),
    makeNode(catalogue, MODEL, { openai_api_base: baseUrl, api_key: KEY_VARIABLE }),
    makeNode(catalogue, 'ChatOutput-out00'),
  ];
  const edges = [
    connect(nodes, `${CHAT_INPUT}.message`, `${PROMPT}.question`),
    connect(nodes, `${PROMPT}.prompt`, `${MODEL}.input_value`),
    connect(nodes, `${MODEL}.text_output`, 'ChatOutput-out00.input_value'),
  ];
  return { nodes, edges };
}

function resultOf(events: readonly BuildEvent[], id: string) {
  const result = endVertices(events).find((candidate) => candidate.id === id);
  if (!result) throw new Error(`${id} was not built`);
  return result;
}

describe.each(await databasesUnderTest())('a frozen path and new questions on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let dev: Api;
  let catalogue: Catalogue;

  const lastPromptSent = () => {
    const body = llm.requests.filter((request) => request.path === '/v1/chat/completions').at(-1)?.body as ChatBody | undefined;
    return body?.messages.at(-1)?.content;
  };

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: KEY })]);
    dev = await userApi(server, 'frozen-path-dev');
    catalogue = await fetchCatalogue(dev);
    expect((await dev.post('/api/v1/variables/', { name: KEY_VARIABLE, value: KEY, type: 'Credential' })).status).toBe(201);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  /**
   * The reported steps: a first question, then the editor's freeze of the path up to the model
   * (each component the freeze call names gets frozen), then the model unfrozen. Chat Input also
   * carries the flag, as flows frozen by the earlier editor stored it.
   */
  async function frozenThenThawed(): Promise<FlowRecord> {
    const flow = await createFlow(dev, questionGraph(catalogue, llm.baseUrl));
    llm.queue({ text: '先前的回答。' });
    const first = await streamedBuild(dev, flow.id, { inputs: { input_value: '先前的问题', session: 'earlier' } });
    expect(first.at(-1)?.event).toBe('end');

    const freeze = await dev.post<{ vertices_to_run: string[] }>(`/api/v1/build/${flow.id}/freeze`, { stop_component_id: MODEL });
    expect(freeze.body.vertices_to_run).toEqual([PROMPT, MODEL]);
    const nodes = flow.data!.nodes as GenericNode[];
    for (const node of nodes) {
      if ([...freeze.body.vertices_to_run, CHAT_INPUT].includes(node.id)) node.data.node.frozen = true;
    }
    nodes.find((node) => node.id === MODEL)!.data.node.frozen = false;
    await saveData(dev, flow);
    return flow;
  }

  it('stores and answers every new question of the playground build, the new question in the prompt the model receives', async () => {
    const flow = await frozenThenThawed();
    for (const question of QUESTIONS) {
      llm.queue({ text: `回答：${question}` });
      const events = await streamedBuild(dev, flow.id, { inputs: { input_value: question, session: 'thawed' } });
      expect(events.at(-1)?.event).toBe('end');
      expect(messagesOf(events).map((message) => [message.sender, message.text])).toEqual([
        ['User', question],
        ['Machine', `回答：${question}`],
      ]);
      expect(lastPromptSent()).toBe(`请简短回答：${question}`);
      // The frozen prompt got a new question: it built again and says so.
      const prompt = resultOf(events, PROMPT);
      expect(prompt.data.used_frozen_result).toBe(false);
      expect(Object.values(prompt.data.logs).flat().map((entry) => entry.message)).toContain(FROZEN_LOG);
    }
    const stored = await dev.get<Array<{ sender: string; text: string }>>(`/api/v1/monitor/messages?flow_id=${flow.id}&session_id=thawed`);
    expect(stored.body.map((message) => message.text)).toEqual(QUESTIONS.flatMap((question) => [question, `回答：${question}`]));
  });

  it('keeps the frozen prompt’s result for the same question asked again', async () => {
    const flow = await frozenThenThawed();
    for (const round of [1, 2]) {
      llm.queue({ text: `第 ${round} 次回答` });
      const events = await streamedBuild(dev, flow.id, { inputs: { input_value: QUESTIONS[0], session: 'again' } });
      expect(resultOf(events, PROMPT).data.used_frozen_result).toBe(round === 2);
      expect(messagesOf(events).map((message) => message.text)).toEqual([QUESTIONS[0], `第 ${round} 次回答`]);
      expect(lastPromptSent()).toBe(`请简短回答：${QUESTIONS[0]}`);
    }
  });

  it('answers every new question of a visitor on the public playground', async () => {
    const flow = await frozenThenThawed();
    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { access_type: 'PUBLIC' })).status).toBe(200);
    let cookie: string | undefined;
    for (const question of QUESTIONS) {
      llm.queue({ text: `回答：${question}` });
      const started = await fetch(`${server.url}/api/v1/build_public_tmp/${flow.id}/flow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ inputs: { input_value: question, session: 'visitor' } }),
      });
      expect(started.status).toBe(200);
      cookie ??= started.headers.get('set-cookie')?.split(';')[0];
      const { job_id: jobId } = (await started.json()) as { job_id: string };
      const answer = await fetch(`${server.url}/api/v1/build/${jobId}/events`, { headers: { cookie: cookie! } });
      const events = parseEvents(await answer.text());
      expect(events.at(-1)?.event).toBe('end');
      expect(messagesOf(events).map((message) => [message.sender, message.text])).toEqual([
        ['User', question],
        ['Machine', `回答：${question}`],
      ]);
      expect(lastPromptSent()).toBe(`请简短回答：${question}`);
    }
  });
});
