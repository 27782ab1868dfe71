// An agent flow through the real build and run APIs: Chat Input -> Agent (the OpenAI-compatible
// model pointed at the local test server, which the server's guarded fetch is told to allow, its
// key a credential variable; Calculator and Current Date in tool mode) -> Chat Output. Run Flow runs another flow of the owner, never another
// user's, and flows that run themselves stop at the depth limit. SQLite and PostgreSQL.
import type { RunResponse } from '@app/engine';
import { toolModeNode, TOOL_OUTPUT_NAME } from '@app/engine';
import { builtinComponents } from '@app/components';
import type { BuildEvent, ChatMessage, GenericNode, TemplateField } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flowRunnerMessages, MAX_FLOW_RUN_DEPTH } from '../src/run/flowRunnerService';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { messagesOf, pollEvents, startBuild } from './support/builds';
import { chatPromptGraph, connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const KEY = 'sk-agent-test-3f2e1d0c9b8a';

function toolNode(catalogue: Catalogue, id: string, values: Record<string, unknown> = {}): GenericNode {
  const node = makeNode(catalogue, id, values);
  const component = builtinComponents.find((candidate) => candidate.type === node.data.type)!;
  node.data.node = toolModeNode(node.data.node, component, true);
  return node;
}

function agentGraph(catalogue: Catalogue, baseUrl: string): Graph {
  const model = makeNode(catalogue, 'OpenAIModel-model', { openai_api_base: baseUrl, api_key: 'AGENT_LLM_KEY', model_name: 'gpt-4o-mini', max_retries: 0 });
  (model.data.node.template.api_key as TemplateField).load_from_db = true;
  const nodes = [
    makeNode(catalogue, 'ChatInput-in000'),
    model,
    makeNode(catalogue, 'Agent-agent'),
    toolNode(catalogue, 'CalculatorComponent-calc0'),
    toolNode(catalogue, 'CurrentDate-date0'),
    makeNode(catalogue, 'ChatOutput-out00'),
  ];
  const edges = [
    connect(nodes, 'ChatInput-in000.message', 'Agent-agent.input_value'),
    connect(nodes, 'OpenAIModel-model.model_output', 'Agent-agent.agent_llm'),
    connect(nodes, `CalculatorComponent-calc0.${TOOL_OUTPUT_NAME}`, 'Agent-agent.tools'),
    connect(nodes, `CurrentDate-date0.${TOOL_OUTPUT_NAME}`, 'Agent-agent.tools'),
    connect(nodes, 'Agent-agent.response', 'ChatOutput-out00.input_value'),
  ];
  return { nodes, edges };
}

/** ChatInput -> Run Flow (the flow named `target`) -> ChatOutput. */
function runFlowGraph(catalogue: Catalogue, target: string): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'RunFlow-run00', { flow_name_selected: target }), makeNode(catalogue, 'ChatOutput-out00')];
  const edges = [connect(nodes, 'ChatInput-in000.message', 'RunFlow-run00.input_value'), connect(nodes, 'RunFlow-run00.flow_outputs_message', 'ChatOutput-out00.input_value')];
  return { nodes, edges };
}

const calculatorScript = () => [
  { text: '', toolCalls: [{ id: 'call_calc', name: 'evaluate_expression', arguments: { expression: '2*(3+4)' } }] },
  { chunks: ['答案', '是 ', '14。'] },
];

function toolUses(message: ChatMessage | undefined) {
  return (message?.content_blocks ?? []).flatMap((block) => block.contents.filter((content) => content.type === 'tool_use'));
}

function outputText(response: RunResponse): string | undefined {
  return (response.outputs[0]?.outputs[0]?.results.message as { text?: string } | undefined)?.text;
}

describe.each(await databasesUnderTest())('agents on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: KEY, models: ['gpt-4o-mini'] })]);
    dev = await userApi(server, 'agent-dev');
    catalogue = await fetchCatalogue(dev);
    const variable = await dev.post('/api/v1/variables/', { name: 'AGENT_LLM_KEY', value: KEY, type: 'Credential' });
    expect(variable.status).toBe(201);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  it('offers the agent, Run Flow and tool mode in the catalogue', async () => {
    expect(catalogue.Agent).toMatchObject({ display_name: '智能体', template: { tools: { input_types: ['Tool'], list: true } } });
    expect(catalogue.RunFlow?.template.input_value).toMatchObject({ tool_mode: true });
    expect(catalogue.CalculatorComponent?.template.expression).toMatchObject({ tool_mode: true });
  });

  it('answers through the build API with the calculator’s 14, streamed, its step stored once', async () => {
    llm.queue(...calculatorScript());
    const flow = await createFlow(dev, agentGraph(catalogue, llm.baseUrl));
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: '2*(3+4) 是多少？', session: 'agent-build' } });
    const events = await pollEvents(dev, jobId);
    expect(events.at(-1)).toMatchObject({ event: 'end' });
    expect(events.filter((event) => event.event === 'end_vertex').every((event) => event.data.build_data.valid)).toBe(true);

    const tokens = events.flatMap((event) => (event.event === 'token' ? [event.data.chunk] : []));
    expect(tokens).toEqual(['答案', '是 ', '14。']);
    const calculatorRuns = events.filter((event: BuildEvent) => event.event === 'build_start' && event.data.id === 'CalculatorComponent-calc0');
    expect(calculatorRuns).toHaveLength(2);
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify(events)).not.toContain(KEY);
    expect((llm.requests[1]?.body as { messages: Array<{ role: string; content: string }> }).messages.at(-1)).toMatchObject({ role: 'tool', content: '14' });

    const machine = messagesOf(events).filter((message) => message.sender === 'Machine');
    expect(new Set(machine.map((message) => message.id)).size).toBe(1);
    const stored = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}&session_id=agent-build`);
    expect(stored.body.map((message) => [message.sender, message.text])).toEqual([
      ['User', '2*(3+4) 是多少？'],
      ['Machine', '答案是 14。'],
    ]);
    expect(toolUses(stored.body[1])).toEqual([
      expect.objectContaining({ name: 'evaluate_expression', tool_input: { expression: '2*(3+4)' }, output: '14', error: null, duration: expect.any(Number) }),
    ]);
  });

  it('answers through the run API, and remembers the session on the next run', async () => {
    const flow = await createFlow(dev, agentGraph(catalogue, llm.baseUrl));
    llm.queue(...calculatorScript());
    const first = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: '2*(3+4)?', session_id: 'agent-run' });
    expect(first.status).toBe(200);
    expect(outputText(first.body)).toBe('答案是 14。');
    llm.queue({ text: '刚才算的是 2*(3+4)。' });
    const second = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: '刚才算的是什么？', session_id: 'agent-run' });
    expect(outputText(second.body)).toBe('刚才算的是 2*(3+4)。');
    const sent = (llm.requests[2]?.body as { messages: Array<{ role: string; content: string }> }).messages;
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: '2*(3+4)?' },
      { role: 'assistant', content: '答案是 14。' },
      { role: 'user', content: '刚才算的是什么？' },
    ]);
  });

  it('streams the agent’s tokens through the run API', async () => {
    const flow = await createFlow(dev, agentGraph(catalogue, llm.baseUrl));
    llm.queue(...calculatorScript());
    const answer = await fetch(`${server.url}/api/v1/run/${flow.id}?stream=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dev.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input_value: '2*(3+4)?' }),
    });
    const events = (await answer.text())
      .split('\n\n')
      .filter((block) => block.trim() !== '')
      .map((block) => JSON.parse(block) as BuildEvent);
    expect(events.flatMap((event) => (event.event === 'token' ? [event.data.chunk] : []))).toEqual(['答案', '是 ', '14。']);
    expect(events.at(-1)).toMatchObject({ event: 'end' });
  });

  it('runs another flow of the owner by name and by id through Run Flow', async () => {
    const target = await createFlow(dev, chatPromptGraph(catalogue, 'B 收到：{question}'), { name: 'Echo B' });
    const byName = await createFlow(dev, runFlowGraph(catalogue, 'Echo B'));
    const answer = await dev.post<RunResponse>(`/api/v1/run/${byName.id}`, { input_value: '你好', session_id: 'nested' });
    expect(answer.status).toBe(200);
    expect(outputText(answer.body)).toBe('B 收到：你好');
    const inner = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${target.id}&session_id=nested`);
    expect(inner.body.map((message) => message.text)).toEqual(['你好', 'B 收到：你好']);
    const byId = await createFlow(dev, runFlowGraph(catalogue, target.id));
    expect(outputText((await dev.post<RunResponse>(`/api/v1/run/${byId.id}`, { input_value: 'x' })).body)).toBe('B 收到：x');
  });

  it('never runs another user’s flow', async () => {
    const other = await userApi(server, 'agent-other');
    const foreign = await createFlow(other, chatPromptGraph(await fetchCatalogue(other)), { name: 'Private flow' });
    for (const reference of ['Private flow', foreign.id]) {
      const flow = await createFlow(dev, runFlowGraph(catalogue, reference));
      const answer = await dev.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'x' });
      expect(answer.status).toBe(500);
      expect(answer.body.detail).toContain(flowRunnerMessages.notFound(reference));
    }
  });

  it('stops a flow that runs itself at the depth limit', async () => {
    const flow = await createFlow(dev, runFlowGraph(catalogue, 'Recursive'), { name: 'Recursive' });
    const answer = await dev.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'again' });
    expect(answer.status).toBe(500);
    expect(answer.body.detail).toContain(flowRunnerMessages.depthExceeded(MAX_FLOW_RUN_DEPTH));
    const inner = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`);
    const sessions = inner.body.filter((message) => message.sender === 'User');
    expect(sessions).toHaveLength(MAX_FLOW_RUN_DEPTH + 1);
  });
});
