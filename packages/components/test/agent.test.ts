// The Agent against the local OpenAI-protocol server: scripted tool calls, the tools running in
// tool mode, tokens and steps on one chat message, tool failures, the step limit, memory, cancel.
import { buildFlow, type EventSink } from '@app/engine';
import type { BuildEvent, ChatMessage } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_STEPS_TITLE, componentMessages } from '../src';
import { AGENT, agentFlow, lastVersion, OUTPUT, toolNode, toolUses } from './support/agents';
import { build, registry } from './support/flows';
import { createMemoryMessageStore } from './support/messageStore';
import { telemetryEventsDuring, TEST_KEY, tokenChunks } from './support/models';

interface SentMessage {
  role: string;
  content?: string | null;
  tool_call_id?: string;
  tool_calls?: Array<{ function: { name: string; arguments: string } }>;
}

describe('Agent', () => {
  let llm: LlmTestServer;
  const sent = (index: number) => (llm.requests[index]?.body as { messages: SentMessage[] }).messages;

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  it('calls the calculator in tool mode, reads 14 and streams its answer into one message with the step recorded', async () => {
    llm.queue({ text: '', toolCalls: [{ id: 'call_calc', name: 'evaluate_expression', arguments: { expression: '2*(3+4)' } }] }, { chunks: ['2*(3+4) ', '等于', ' 14。'] });
    const flow = agentFlow({ baseUrl: llm.baseUrl, tools: [toolNode('CalculatorComponent-calc0'), toolNode('CurrentDate-date0')] });
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: '2*(3+4) 等于多少？' } });
    expect(built.result.status).toBe('completed');

    // The model saw both tools, then the calculator's result as the answer to its call.
    const tools = (llm.requests[0]?.body as { tools: Array<{ function: { name: string; parameters: unknown } }> }).tools;
    expect(tools.map((tool) => tool.function.name)).toEqual(['evaluate_expression', 'get_current_date']);
    expect(tools[0]?.function.parameters).toMatchObject({ type: 'object', properties: { expression: { type: 'string' } }, required: ['expression'] });
    expect(sent(0)).toEqual([
      { role: 'system', content: '你是一个乐于助人的助手，可以使用工具来回答问题和完成任务。' },
      { role: 'user', content: '2*(3+4) 等于多少？' },
    ]);
    expect(sent(1).slice(-2)).toMatchObject([
      { role: 'assistant', tool_calls: [{ function: { name: 'evaluate_expression', arguments: '{"expression":"2*(3+4)"}' } }] },
      { role: 'tool', tool_call_id: 'call_calc', content: '14' },
    ]);

    // Tokens in order, into the agent's message, which the Chat Output then completes.
    expect(tokenChunks(built.events)).toEqual(['2*(3+4) ', '等于', ' 14。']);
    const answer = built.values(OUTPUT).message as ChatMessage;
    expect(answer.text).toBe('2*(3+4) 等于 14。');
    const tokenIds = new Set(built.events.flatMap((event) => (event.event === 'token' ? [event.data.id] : [])));
    expect([...tokenIds]).toEqual([answer.id]);
    const machineIds = new Set(built.messages().filter((message) => message.sender === 'Machine').map((message) => message.id));
    expect([...machineIds]).toEqual([answer.id]);

    expect(answer.content_blocks[0]?.title).toBe(AGENT_STEPS_TITLE);
    expect(answer.content_blocks[0]?.contents[0]).toMatchObject({ type: 'text', text: '2*(3+4) 等于多少？' });
    const [use] = toolUses(answer);
    expect(use).toMatchObject({
      type: 'tool_use',
      name: 'evaluate_expression',
      tool_input: { expression: '2*(3+4)' },
      output: '14',
      error: null,
      header: { title: '已调用 **evaluate_expression**', icon: 'Hammer' },
    });
    expect(use?.duration).toEqual(expect.any(Number));
  });

  it('shows the tool call while it runs and marks the calculator node as building', async () => {
    llm.queue({ text: '', toolCalls: [{ name: 'evaluate_expression', arguments: { expression: '1+1' } }] }, { text: '2' });
    const flow = agentFlow({ baseUrl: llm.baseUrl, tools: [toolNode('CalculatorComponent-calc0')] });
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: '1+1?' } });
    const agentMessages = built.messages().filter((message) => message.properties.source?.id === AGENT);
    const running = agentMessages.find((message) => toolUses(message)[0]?.output === null);
    expect(toolUses(running)[0]).toMatchObject({ name: 'evaluate_expression', header: { title: '正在调用 **evaluate_expression**' } });
    const names = built.events.map((event) => `${event.event}:${(event.data as { id?: string }).id ?? ''}`);
    const agentStart = names.indexOf(`build_start:${AGENT}`);
    expect(names.indexOf('build_start:CalculatorComponent-calc0', agentStart)).toBeGreaterThan(agentStart);
    expect(names.indexOf('build_end:CalculatorComponent-calc0', agentStart)).toBeLessThan(names.indexOf(`end_vertex:`, agentStart + 1));
  });

  it('tells the model when a tool fails, shows the error and still answers', async () => {
    llm.queue({ text: '', toolCalls: [{ id: 'call_div', name: 'evaluate_expression', arguments: { expression: '1/0' } }] }, { text: '不能除以零。' });
    const flow = agentFlow({ baseUrl: llm.baseUrl, tools: [toolNode('CalculatorComponent-calc0')] });
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: '1/0?' } });
    expect(built.result.status).toBe('completed');
    expect(sent(1).at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_div' });
    expect(sent(1).at(-1)?.content).toContain(componentMessages.CALC_DIVISION_BY_ZERO());
    const answer = built.values(OUTPUT).message as ChatMessage;
    expect(answer.text).toBe('不能除以零。');
    expect(toolUses(answer)[0]).toMatchObject({ output: null, error: componentMessages.CALC_DIVISION_BY_ZERO(), header: { title: '调用 **evaluate_expression** 出错' } });
  });

  it('stops at the step limit and says so', async () => {
    const call = { text: '', toolCalls: [{ name: 'evaluate_expression', arguments: { expression: '1+1' } }] };
    llm.queue(call, call, call);
    const flow = agentFlow({ baseUrl: llm.baseUrl, agent: { max_iterations: 2 }, tools: [toolNode('CalculatorComponent-calc0')] });
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: 'loop' } });
    expect(built.result.status).toBe('completed');
    expect(llm.requests).toHaveLength(2);
    const notice = componentMessages.AGENT_STEP_LIMIT({ max: 2 });
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe(notice);
    expect(toolUses(built.values(OUTPUT).message as ChatMessage)).toHaveLength(2);
  });

  it('remembers the session’s conversation without repeating the input', async () => {
    const store = createMemoryMessageStore();
    llm.queue({ text: '你好，小明。' }, { text: '你叫小明。' });
    const flow = agentFlow({ baseUrl: llm.baseUrl });
    const options = { services: { messageStore: store }, inputs: { input_value: '我叫小明。', session: 's-1' } };
    await build(flow.nodes, flow.edges, options);
    await build(flow.nodes, flow.edges, { ...options, inputs: { input_value: '我叫什么？', session: 's-1' } });
    expect(sent(1)).toEqual([
      { role: 'system', content: expect.any(String) },
      { role: 'user', content: '我叫小明。' },
      { role: 'assistant', content: '你好，小明。' },
      { role: 'user', content: '我叫什么？' },
    ]);
  });

  it('answers without tools and reports a model error in Chinese, closing its message', async () => {
    llm.queue({ chunks: ['直接', '回答'] }, { error: { status: 401 } });
    const flow = agentFlow({ baseUrl: llm.baseUrl });
    const plain = await build(flow.nodes, flow.edges, { inputs: { input_value: 'hi' } });
    expect((plain.values(OUTPUT).message as ChatMessage).text).toBe('直接回答');
    expect((llm.requests[0]?.body as { tools?: unknown }).tools).toBeUndefined();
    const failed = await build(flow.nodes, flow.edges, { inputs: { input_value: 'hi' } });
    expect(failed.result.status).toBe('failed');
    expect(failed.error(AGENT)).toContain('模型服务拒绝了 API 密钥（401）');
    const agentMessage = failed.messages().find((message) => message.properties.source?.id === AGENT);
    expect(lastVersion(failed.events, agentMessage!.id)?.properties.state).toBe('complete');
  });

  it('publishes no telemetry events through its tool steps: nothing reads them and building them costs every step', async () => {
    const published = await telemetryEventsDuring(async () => {
      llm.queue({ text: '', toolCalls: [{ name: 'evaluate_expression', arguments: { expression: '1+1' } }] }, { chunks: ['2'] });
      const flow = agentFlow({ baseUrl: llm.baseUrl, tools: [toolNode('CalculatorComponent-calc0')] });
      expect((await build(flow.nodes, flow.edges, { inputs: { input_value: '1+1?' } })).result.status).toBe('completed');
    });
    expect(published).toEqual([]);
  });

  it('stops the model call when the build is cancelled', async () => {
    llm.queue({ chunks: ['一', '二', '三', '四', '五', '六'], delayMs: 200 });
    const flow = agentFlow({ baseUrl: llm.baseUrl });
    const controller = new AbortController();
    const events: BuildEvent[] = [];
    const sink: EventSink = {
      emit(event) {
        events.push(event);
        if (event.event === 'token') controller.abort();
      },
    };
    const result = await buildFlow({ flow, registry, sink, flowId: 'flow-1', signal: controller.signal, inputs: { input_value: 'count' } });
    expect(result.status).toBe('cancelled');
    await llm.requests[0]?.settled;
    expect(llm.requests[0]?.closedEarly).toBe(true);
    expect(tokenChunks(events)).toEqual(['一']);
  });
});
